import Foundation

/// The text a card shows, in reading order, found by walking its JSON with Foundation's
/// reader, apart from the renderer under test: every visible TextBlock, TextRun, fact,
/// input label (and a toggle's title) and primary action title, with the fallback rules
/// of the format (an unknown element takes its fallback, else that of the nearest
/// element around it that has one, else it is left out).
///
/// What is not visible is left out: `isVisible: false`, the cards of `Action.ShowCard`
/// (shown on a press), secondary actions (behind `…`), a card of a newer version (its
/// `fallbackText` instead).
///
/// The texts come as a tree: what is read one after the other (a container's items) is a
/// sequence; what stands side by side (the columns of a set, the cells of a table's row,
/// the pages of a carousel, a fact's title and value) is a group whose members may come
/// in any order across, each read down.
struct VisibleText {
    /// An element without a `type`: the card does not parse.
    struct MissingType: Error {}

    /// Texts in reading order.
    indirect enum Node: Hashable {
        case text(Text)
        /// One after the other.
        case sequence([Node])
        /// Side by side.
        case parallel([Node])

        /// Every text, in document order.
        var texts: [Text] {
            switch self {
            case .text(let text): [text]
            case .sequence(let nodes), .parallel(let nodes): nodes.flatMap(\.texts)
            }
        }
    }

    /// One text the card shows: its words, and whether only its first words must show
    /// (a block with `maxLines`).
    struct Text: Hashable {
        var words: [String]
        var isCut: Bool
        /// Whether the text is drawn joined to others (a text run), so that its first and
        /// last words may be parts of the frame's words.
        var isPart = false
    }

    static let elementTypes: Set<String> = [
        "TextBlock", "RichTextBlock", "Image", "ImageSet", "Media", "Container", "ColumnSet", "FactSet", "Table",
        "ActionSet", "Carousel", "Input.Text", "Input.Number", "Input.Date", "Input.Time", "Input.Toggle", "Input.ChoiceSet",
    ]
    static let actionTypes: Set<String> = ["Action.OpenUrl", "Action.Submit", "Action.Execute", "Action.ShowCard", "Action.ToggleVisibility"]
    static let maxActions = 6

    /// The texts of a card, or `nil` when the card is one meant not to be drawn.
    static func texts(ofCard json: Any) -> Node? {
        guard let card = json as? [String: Any] else { return nil }
        guard let version = card["version"] as? String else { return nil }
        if let major = Int(version.split(separator: ".").first ?? ""), major > 1 {
            return .sequence([text(card["fallbackText"] as? String ?? "")].compactMap { $0 }.map(Node.text))
        }
        var texts: [Node] = []
        guard (try? walk(elements: card["body"], inherited: false, into: &texts)) == true else { return nil }
        guard walk(actions: card["actions"], inherited: false, into: &texts) else { return nil }
        return .sequence(texts)
    }

    /// Adds the texts of an array of elements; `false` when one failed inside something
    /// that falls back (`inherited`).
    private static func walk(elements: Any?, inherited: Bool, into texts: inout [Node], inCarousel: Bool = false) throws(MissingType) -> Bool {
        for element in elements as? [Any] ?? [] {
            guard try walk(element: element, inherited: inherited, into: &texts, inCarousel: inCarousel) else { return false }
        }
        return true
    }

    private static func walk(element: Any, inherited: Bool, into texts: inout [Node], inCarousel: Bool = false) throws(MissingType) -> Bool {
        guard let object = element as? [String: Any] else { return true }
        // An element without a type makes the card one that does not parse.
        guard let type = object["type"] as? String else { throw MissingType() }
        // A carousel's pages hold no inputs and no media.
        if inCarousel, type.hasPrefix("Input.") || type == "Media" { return true }
        let fallback = object["fallback"]
        if !elementTypes.contains(type) || !meetsRequirements(object) {
            if fallback as? String == "drop" { return true }
            if let replacement = fallback as? [String: Any] { return try walk(element: replacement, inherited: inherited, into: &texts, inCarousel: inCarousel) }
            return !inherited
        }
        if object["isVisible"] as? Bool == false { return true }
        var own: [Node] = []
        let inside = inherited || (fallback != nil && !(fallback is NSNull))
        var failed = false
        switch type {
        case "TextBlock":
            if let words = text(object["text"] as? String ?? "") { own.append(.text(Text(words: words.words, isCut: object["maxLines"] != nil))) }
        case "RichTextBlock":
            let runs = (object["inlines"] as? [Any] ?? []).map { ($0 as? String) ?? (($0 as? [String: Any])?["text"] as? String ?? "") }
            if let words = text(runs.joined(), markdown: false) { own.append(.text(words)) }
        case "FactSet":
            for fact in object["facts"] as? [[String: Any]] ?? [] {
                own.append(.parallel([text(fact["title"] as? String ?? ""), text(fact["value"] as? String ?? "")].compactMap { $0 }.map(Node.text)))
            }
        case "Container":
            failed = try !walk(elements: object["items"], inherited: inside, into: &own, inCarousel: inCarousel)
        case "ColumnSet":
            var columns: [Node] = []
            for column in object["columns"] as? [[String: Any]] ?? [] where column["isVisible"] as? Bool != false {
                var items: [Node] = []
                if let columnType = column["type"] as? String, columnType != "Column" {
                    // A column of another type takes its fallback, as an element does.
                    failed = try !walk(element: column, inherited: inside, into: &items, inCarousel: inCarousel)
                } else {
                    failed = try !walk(elements: column["items"], inherited: inside || column["fallback"] != nil, into: &items, inCarousel: inCarousel)
                }
                if failed { break }
                columns.append(.sequence(items))
            }
            own.append(.parallel(columns))
        case "Table":
            for row in object["rows"] as? [[String: Any]] ?? [] {
                var cells: [Node] = []
                for cell in row["cells"] as? [[String: Any]] ?? [] where !failed {
                    var items: [Node] = []
                    failed = try !walk(elements: cell["items"], inherited: inside, into: &items, inCarousel: inCarousel)
                    cells.append(.sequence(items))
                }
                own.append(.parallel(cells))
            }
        case "Carousel":
            var pages: [Node] = []
            for page in object["pages"] as? [[String: Any]] ?? [] where page["isVisible"] as? Bool != false && !failed {
                var items: [Node] = []
                failed = try !walk(elements: page["items"], inherited: inside, into: &items, inCarousel: true)
                pages.append(.sequence(items))
            }
            own.append(.parallel(pages))
        case "ActionSet":
            failed = !walk(actions: object["actions"], inherited: inside, into: &own)
        case "Input.Toggle":
            own += [text(object["label"] as? String ?? "", markdown: false), text(object["title"] as? String ?? "", markdown: false)].compactMap { $0 }.map(Node.text)
        default:
            if type.hasPrefix("Input."), let label = text(object["label"] as? String ?? "", markdown: false) { own.append(.text(label)) }
        }
        if failed {
            if fallback as? String == "drop" { return true }
            if let replacement = fallback as? [String: Any] { return try walk(element: replacement, inherited: inherited, into: &texts, inCarousel: inCarousel) }
            return !inherited
        }
        texts.append(.sequence(own))
        return true
    }

    /// Adds the titles of a set of actions: buttons side by side, in any order across (a
    /// card that reads right to left puts the first on the right).
    private static func walk(actions: Any?, inherited: Bool, into texts: inout [Node]) -> Bool {
        var titles: [Node] = []
        defer { texts.append(.parallel(titles)) }
        var primary = 0
        for action in actions as? [Any] ?? [] {
            guard var object = action as? [String: Any] else { continue }
            while let type = object["type"] as? String, !actionTypes.contains(type) || !meetsRequirements(object) {
                if let replacement = object["fallback"] as? [String: Any] {
                    object = replacement
                } else if object["fallback"] as? String == "drop" || !inherited {
                    object = [:]
                } else {
                    return false
                }
            }
            guard object["type"] != nil, (object["mode"] as? String)?.lowercased() != "secondary" else { continue }
            primary += 1
            if primary <= maxActions, let title = text(object["title"] as? String ?? "", markdown: false) { titles.append(.text(title)) }
        }
        return true
    }

    private static func meetsRequirements(_ object: [String: Any]) -> Bool {
        guard let requires = object["requires"] as? [String: Any] else { return true }
        for (feature, version) in requires {
            guard feature == "adaptiveCards" else { return false }
            if let wanted = version as? String, wanted != "*", let major = Double(wanted), major > 1.6 { return false }
        }
        return true
    }

    /// The words of `text` as a reader sees them: markdown marks (emphasis, link
    /// targets, escapes) and date functions left out; `nil` when there are none.
    static func text(_ text: String, markdown: Bool = true) -> Text? {
        var text = text
        // {{DATE(…)}} and {{TIME(…)}} are written out by the renderer: their words are not the card's.
        while let start = text.range(of: "{{"), let end = text.range(of: "}}", range: start.upperBound..<text.endIndex) {
            text.replaceSubrange(start.lowerBound..<end.upperBound, with: " ")
        }
        if markdown {
            text = text.replacingOccurrences(of: #"\[([^\]]*)\]\([^)]*\)"#, with: "$1", options: .regularExpression)
            // Emphasis in pairs: **bold**, __bold__, *italic*, _italic_ (not inside a word).
            text = text.replacingOccurrences(of: #"(\*\*|__)(\S(?:.*?\S)?)\1"#, with: "$2", options: .regularExpression)
            text = text.replacingOccurrences(of: #"\*(\S(?:[^*]*?\S)?)\*"#, with: "$1", options: .regularExpression)
            text = text.replacingOccurrences(of: #"(?<![\p{L}\p{N}])_(\S(?:[^_]*?\S)?)_(?![\p{L}\p{N}])"#, with: "$1", options: .regularExpression)
            text = text.replacingOccurrences(of: #"\\([[:punct:]])"#, with: "$1", options: .regularExpression)
        }
        // What draws as nothing: format characters, and control characters but white space.
        let scalars = text.unicodeScalars.filter {
            !$0.properties.isDefaultIgnorableCodePoint && $0.properties.generalCategory != .format
                && ($0.properties.generalCategory != .control || $0.properties.isWhitespace)
        }
        let words = String(String.UnicodeScalarView(scalars)).split(whereSeparator: \.isWhitespace).map(String.init)
        return words.isEmpty ? nil : Text(words: words, isCut: false)
    }
}
