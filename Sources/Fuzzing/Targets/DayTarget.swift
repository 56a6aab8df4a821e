import Diagnostics
import DynamicHome
import Essentials
import Foundation
import HomeState
import HomeTemplates
import TextCanvas

extension FuzzTarget {
    /// The day-file decoder (`HomeState/Content`): arrays of items and sectioned days,
    /// and the same bytes read as an index of days.
    ///
    /// - A refused file is refused with `day.json:line:column` inside the input, in a
    ///   message that does not quote its input whole.
    /// - A day of items that decodes decodes to the same items with `JSONDecoder`, which
    ///   read day files before `JSONNode`'s own decoder did (where both parsers take
    ///   the text).
    /// - A day that decodes has non-empty identifiers no two items share; written back
    ///   (as an array, or as sections when its items have them) it decodes to the same
    ///   items, sections included.
    /// - Drawn by every standard template at small sizes, every line of the frame is
    ///   exactly the frame's width in display columns, the frame has exactly its
    ///   height in lines, no control character reaches it, and its colour encoding is
    ///   the plain text plus colour codes.
    static let day = FuzzTarget(
        name: "day", summary: "day files (arrays and sections) and indexes: places, round trip, frame widths",
        check: checkDay)

    @MainActor
    private static func checkDay(_ bytes: [UInt8]) throws(OracleFailure) {
        let source = "day.json"
        let places = TextPlaces(bytes, file: source)
        do {
            _ = try ContentDecoding.days(from: bytes, source: source)
        } catch {
            try places.checkPlace(inMessage: error.message)
            try checkLength(ofMessage: error.message)
        }
        let items: [HomeItem]
        do {
            items = try ContentDecoding.items(from: bytes, source: source)
        } catch {
            try places.checkPlace(inMessage: error.message)
            try checkLength(ofMessage: error.message)
            return
        }
        try checkAgreement(with: bytes, of: items)
        var identifiers = Set<String>()
        for (index, item) in items.enumerated() {
            try expect(!item.identifier.isEmpty, "item [\(index)] decoded with an empty identifier")
            try expect(identifiers.insert(item.identifier).inserted, "item [\(index)] decoded with the identifier of an earlier item")
        }
        try checkRoundTrip(of: items)
        try checkFrames(of: items)
    }

    /// Checks that `JSONDecoder` reads an array of items as the day's decoder did: the
    /// same items, or a refusal of the text itself (its parser and `JSONNode`'s differ
    /// on what they take: lone surrogates, nesting depth), never of the items.
    private static func checkAgreement(with bytes: [UInt8], of items: [HomeItem]) throws(OracleFailure) {
        guard bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "[") else { return }
        do {
            let foundation = try JSONDecoder().decode([HomeItem].self, from: Data(bytes))
            try expect(foundation == items, "JSONDecoder reads other items from the day")
        } catch let failure as OracleFailure {
            throw failure
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return  // the text, not the items
        } catch {
            throw OracleFailure("JSONDecoder refuses the items the day's decoder read: \(error)")
        }
    }

    /// Checks that the items, written as a day file, decode to themselves.
    private static func checkRoundTrip(of items: [HomeItem]) throws(OracleFailure) {
        let text: String
        do {
            text = try dayFile(of: items).text()
        } catch {
            throw OracleFailure("the items do not encode: \(error)")
        }
        let again: [HomeItem]
        do {
            again = try ContentDecoding.items(from: Array(text.utf8), source: "written.json")
        } catch {
            throw OracleFailure("the day written back does not decode: \(error.message)")
        }
        try expect(again == items, "the day written back decodes to other items: \(Excerpt.of(text, width: 200))")
    }

    /// A day file of `items`: sections when the items are in sections, else an array.
    private static func dayFile(of items: [HomeItem]) throws -> JSONText {
        guard items.contains(where: { $0.section != nil }) else {
            return .array(try items.map { try JSONText(encoding: $0) })
        }
        var sections: [(section: ContentSection?, items: [JSONText])] = []
        for item in items {
            if sections.last?.section != item.section { sections.append((item.section, [])) }
            sections[sections.count - 1].items.append(try JSONText(encoding: item))
        }
        return .object([("sections", .array(sections.map { group in
            .object([
                ("identifier", .string(group.section?.identifier ?? "")),
                ("title", .string(group.section?.title ?? "")),
                ("items", .array(group.items)),
            ])
        }))])
    }

    /// The sizes frames are drawn at: a cell, narrow and short, and small.
    private static let frameSizes = [Size(width: 1, height: 1), Size(width: 7, height: 3), Size(width: 19, height: 6), Size(width: 40, height: 11)]

    /// Checks the frames every standard template draws of `items`.
    @MainActor
    private static func checkFrames(of items: [HomeItem]) throws(OracleFailure) {
        let factory = HomeFactory.standard
        for style in factory.styles {
            let template: any HomeTemplate
            do {
                template = try factory.make(style)
            } catch {
                throw OracleFailure("the standard factory cannot make \(style): \(error)")
            }
            if let template = template as? any HasViewModel { template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: items) }
            if let template = template as? any Refreshable { template.refresh() }
            for size in frameSizes {
                var canvas = Canvas(width: size.width, height: size.height)
                template.draw(in: &canvas, context: DrawContext())
                try checkFrame(canvas, of: "\(style) at \(size.width)x\(size.height)")
            }
        }
    }

    /// Checks that a frame is exactly its size, free of control characters, and that its
    /// colour encoding is its plain text plus colour codes.
    static func checkFrame(_ canvas: Canvas, of what: String) throws(OracleFailure) {
        let plain = canvas.plainText
        var lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        try expect(lines.last == "", "the frame of \(what) does not end with a line feed")
        lines.removeLast()
        try expect(lines.count == canvas.height, "the frame of \(what) has \(lines.count) lines, not \(canvas.height)")
        for (row, line) in lines.enumerated() {
            let width = TextLayout.width(line)
            try expect(width == canvas.width, "line \(row + 1) of the frame of \(what) is \(width) columns wide, not \(canvas.width): \(line.debugDescription)")
            if let control = line.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
                throw OracleFailure("line \(row + 1) of the frame of \(what) holds the control character U+\(String(control.value, radix: 16, uppercase: true))")
            }
        }
        let colored = ANSIEncoder(mode: .trueColor).encode(canvas)
        try expect(
            withoutColorCodes(colored) == plain,
            "the colour frame of \(what), without its colour codes, is not the plain frame")
    }

    /// `text` without its SGR sequences (`ESC [ … m`).
    private static func withoutColorCodes(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                result.append(scalar)
                continue
            }
            while let inner = scalars.next(), inner != "m" {}
        }
        return String(result)
    }
}
