import AdaptiveCards
import Diagnostics
import TextCanvas

extension FuzzTarget {
    /// The Adaptive Cards reader, its templating and its layout (`AdaptiveCards`). An
    /// input is a card or a card template; after a line holding only `---`, the template's
    /// data.
    ///
    /// - Every diagnostic of the card has `card.json:line:column` inside the card's text
    ///   (templating's too), or none (a limit of what expansion makes); no message quotes
    ///   its input whole; an error leaves no card, and reading again gives the same.
    /// - A card draws at 1, 9, 41 and 80 columns: a canvas exactly that wide, no control
    ///   character in it, every target inside it, the same frame twice; the card in words.
    /// - Keys (tab through the targets, enter, space, typing, left and right, backspace,
    ///   esc) change its state without a crash, and it draws again within bounds.
    static let card = FuzzTarget(
        name: "card", summary: "Adaptive Cards and card templates: places, limits, fallback, drawing and keys within bounds",
        check: checkCard)

    @MainActor
    private static func checkCard(_ bytes: [UInt8]) throws(OracleFailure) {
        let file = "card.json"
        let (cardBytes, dataBytes) = split(bytes)
        let data = dataBytes.flatMap { try? CardValue.parse($0, file: "data.json") }
        let places = TextPlaces(cardBytes, file: file)
        let dataPlaces = TextPlaces(dataBytes ?? [], file: "data.json")
        let reading = CardDocument.read(cardBytes, file: file, data: data)
        for diagnostic in reading.diagnostics.all {
            try checkLength(ofMessage: diagnostic.description)
            // What expansion makes too much of has no one place; a value the data gave is
            // told at its place in the data.
            if diagnostic.location == nil, diagnostic.message.contains("values with its data") { continue }
            let what = "the \(diagnostic.severity.rawValue) \"\(Excerpt.of(diagnostic.message, width: 160))\""
            try (diagnostic.location?.file == "data.json" ? dataPlaces : places).check(diagnostic.location, of: what)
        }
        if reading.diagnostics.hasErrors { try expect(reading.card == nil, "a card with errors was drawn") }
        let again = CardDocument.read(cardBytes, file: file, data: data)
        try expect(again.card == reading.card && again.diagnostics == reading.diagnostics, "reading the card again gives another result")
        guard let card = reading.card else { return }
        var state = CardState()
        for width in [1, 9, 41, 80] { try checkFrame(card, width: width, state: state) }
        _ = CardWords.text(of: card, state: state)
        let keys: [CardKey] = [.next, .character("a"), .space, .activate, .right, .next, .activate, .left, .backspace, .next, .next, .space, .activate, .escape]
        for key in keys {
            let frame = CardLayout(card: card).frame(width: 41, state: state)
            _ = CardInteraction.handle(key, card: card, frame: frame, state: &state)
            _ = CardWords.focus(in: frame, state: state)
        }
        try checkFrame(card, width: 41, state: state)
    }

    /// The card's text and, after a line of `---`, the data's.
    private static func split(_ bytes: [UInt8]) -> ([UInt8], [UInt8]?) {
        let marker = Array("\n---\n".utf8)
        guard bytes.count >= marker.count else { return (bytes, nil) }
        for start in 0...(bytes.count - marker.count) where bytes[start..<start + marker.count].elementsEqual(marker) {
            return (Array(bytes[..<(start + 1)]), Array(bytes[(start + marker.count)...]))
        }
        return (bytes, nil)
    }

    @MainActor
    private static func checkFrame(_ card: AdaptiveCard, width: Int, state: CardState) throws(OracleFailure) {
        let frame = CardLayout(card: card).frame(width: width, state: state)
        try expect(frame.canvas.width == width, "the card drawn at \(width) columns is \(frame.canvas.width) wide")
        try checkFrame(frame.canvas, of: "the card at \(width) columns")
        for target in frame.targets {
            try expect(
                target.rect.column >= 0 && target.rect.row >= 0 && target.rect.maxColumn <= width && target.rect.maxRow <= frame.canvas.height,
                "the target \(Excerpt.of(target.path)) at \(target.rect) is outside the card drawn at \(width)x\(frame.canvas.height)")
        }
        try expect(CardLayout(card: card).frame(width: width, state: state) == frame, "the card draws another frame at \(width) columns the second time")
    }

    /// The expressions of the templating language (`${…}`): an input is the text inside
    /// a binding.
    ///
    /// - It reads or says why not, in a message of bounded length; a binding of it in a
    ///   string, evaluated with data of every kind, gives a string, the binding left as
    ///   written where it has no value: never a crash, never unbounded work.
    static let expression = FuzzTarget(
        name: "expression", summary: "the expressions of card templates: reading and evaluating within bounds", check: checkExpression)

    @MainActor
    private static func checkExpression(_ bytes: [UInt8]) throws(OracleFailure) {
        let text = String(decoding: bytes, as: UTF8.self)
        if let problem = CardTemplating.problem(inExpression: text) { try checkLength(ofMessage: problem) }
        let data = try? CardValue.parse(#"{"a": 1, "b": "two", "c": [1, 2.5, "x", null, true], "d": {"e": {"f": "g"}}, "t": "2017-02-14T06:08:39Z", "n": null}"#)
        let result = CardTemplating.interpolate("<${\(text)}>", data: data)
        try expect(CardTemplating.interpolate("<${\(text)}>", data: data) == result, "a binding gives another text the second time")
        // An expression that does not read is left as written (when nothing in it ends the binding early).
        if CardTemplating.problem(inExpression: text) != nil, !text.contains(where: { "{}'\"".contains($0) }) {
            try expect(result == "<${\(text)}>", "the binding of an expression that does not read became \(Excerpt.of(result, width: 160))")
        }
    }
}
