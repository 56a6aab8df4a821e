import DynamicHome

/// Text with bindings, as a template file writes it: `"${title}"`, `"Price: ${fields.price ?? \"—\"}"`.
///
/// Read once, when the file is read; resolved for each item as an entry is drawn. No
/// expression runs code: a binding names a value of the item, and `??` takes the first
/// of several that is there.
struct TextTemplate: Hashable, Sendable {
    /// A piece of the text.
    enum Part: Hashable, Sendable {
        /// Text as written.
        case literal(String)
        /// `${A ?? B ?? "literal"}`: the first operand that is there, else "".
        case binding([Operand])
    }

    /// One side of `??`.
    enum Operand: Hashable, Sendable {
        case path(BindingPath)
        case literal(String)
    }

    var parts: [Part]

    /// Text with no binding.
    init(literal: String) { parts = literal.isEmpty ? [] : [.literal(literal)] }

    init(parts: [Part]) { self.parts = parts }

    /// The text for an item.
    func resolve(_ item: HomeItem) -> String {
        if parts.count == 1 {
            // The common case, `"${title}"` or a literal, without building a string.
            switch parts[0] {
            case .literal(let text): return text
            case .binding(let operands): return Self.first(operands, of: item)
            }
        }
        var text = ""
        for part in parts {
            switch part {
            case .literal(let literal): text += literal
            case .binding(let operands): text += Self.first(operands, of: item)
            }
        }
        return text
    }

    /// The text for an item as far as it can be drawn in `columns` columns over `lines`
    /// lines, and a little more, so that it is cut (or wrapped) where the whole text
    /// would be: a `text` of 30,000 `${title}` is drawn in time proportional to the
    /// screen, not to the text.
    ///
    /// A line holds `columns` columns; more than that (and a margin) is enough for one
    /// line. Wrapped text needs more than `columns` columns of glyphs other than spaces
    /// for each line and two more (spaces between words fold into one, and a glyph too
    /// wide for a line is left out).
    ///
    /// - Complexity: O(`columns` × `lines`) for text longer than that; O(n) in the text
    ///   otherwise.
    func resolve(_ item: HomeItem, columns: Int, lines: Int? = nil) -> String {
        var text = BoundedText(columns: columns, lines: lines)
        for part in parts {
            let piece = switch part {
            case .literal(let literal): literal
            case .binding(let operands): Self.first(operands, of: item)
            }
            if !text.append(piece) { break }
        }
        return text.text
    }

    /// The first operand that is there (a path present and not empty, or a literal).
    private static func first(_ operands: [Operand], of item: HomeItem) -> String {
        for operand in operands {
            switch operand {
            case .literal(let text): return text
            case .path(let path): if let value = path.value(of: item) { return value }
            }
        }
        return ""
    }
}

/// Text gathered piece by piece until it is enough for what it is drawn in.
struct BoundedText {
    /// The columns of a line, and the lines wrapped text is drawn over (`nil` for one
    /// line, cut with "…").
    let columns: Int
    let lines: Int?
    private(set) var text = ""
    /// Columns counted so far: every glyph's for one line; glyphs other than spaces (and
    /// no wider than a line) for several.
    private var counted = 0

    init(columns: Int, lines: Int?) {
        self.columns = max(0, columns)
        self.lines = lines.map { max(1, $0) }
    }

    /// Columns that are enough: past the line's end for one line (and a margin for a
    /// cluster that joins two pieces), for wrapped lines a whole line more than they
    /// hold and one after it.
    private var enough: Int { lines.map { columns * ($0 + 2) + 4 } ?? columns + 4 }

    /// Adds a piece, as much of it as is enough.
    /// - Returns: Whether more is wanted.
    mutating func append(_ piece: String) -> Bool {
        var end = piece.startIndex
        for character in piece {
            end = piece.index(after: end)
            counted += columns(of: character)
            if counted > enough {
                text += piece[..<end]
                return false
            }
        }
        text += piece
        return true
    }

    private func columns(of character: Character) -> Int {
        if character == " " || character == "\t" || character.isNewline { return lines == nil ? 1 : 0 }
        guard let glyph = Glyph(character) else { return 0 }
        return lines == nil || glyph.width <= columns ? glyph.width : 0
    }
}

/// A value of an item that a template can show or test: `title`, `fields.price`.
enum BindingPath: Hashable, Sendable {
    case title, description, byline, minutes, kind, identifier, length, section
    /// Whether the entry is highlighted (`when` only).
    case highlighted
    /// One of the item's own fields.
    case field(String)

    /// The names a binding may use, in the order help lists them (`fields.NAME` aside).
    static let names: [(name: String, path: BindingPath)] = [
        ("title", .title), ("description", .description), ("byline", .byline), ("minutes", .minutes),
        ("kind", .kind), ("identifier", .identifier), ("length", .length), ("section", .section),
    ]

    /// What `when` may also test.
    static let conditionNames: [(name: String, path: BindingPath)] = names + [("highlighted", .highlighted)]

    /// The path as a file writes it.
    var name: String {
        switch self {
        case .highlighted: "highlighted"
        case .field(let name): "fields.\(name)"
        default: Self.names.first { $0.path == self }?.name ?? ""
        }
    }

    /// The value for an item, as text; `nil` when the item has none (or an empty one,
    /// or a field that is `false`). ``highlighted`` has no text.
    func value(of item: HomeItem) -> String? {
        switch self {
        case .title: item.title.isEmpty ? nil : item.title
        case .description: item.description.flatMap { $0.isEmpty ? nil : $0 }
        case .byline: item.byline.flatMap { $0.isEmpty ? nil : $0 }
        case .minutes: item.minutes.map(String.init)
        case .kind: item.kind.label
        case .identifier: item.identifier
        case .length: item.lengthLabel.isEmpty ? nil : item.lengthLabel
        case .section: item.section.flatMap { $0.title.isEmpty ? nil : $0.title }
        case .highlighted: nil
        case .field(let name): item.fields[name].flatMap { $0.isPresent ? $0.description : nil }
        }
    }

    /// Whether `when` takes its `then` branch for an item.
    func holds(for item: HomeItem, highlighted: Bool) -> Bool {
        self == .highlighted ? highlighted : value(of: item) != nil
    }
}
