import DynamicHome

extension String {
    /// Whether this is `word`: its length first, which settles most comparisons of a
    /// key with a word of the format at once (a 10 KB template makes thousands).
    func isWord(_ word: String) -> Bool {
        // Lengths first: most keys compared are not the word, and a length is known.
        utf8.count == word.utf8.count && self == word
    }
}

extension JSONNode {
    /// The last value written for `key`, compared byte for byte (``Swift/String/isWord(_:)``).
    func member(_ key: String) -> JSONNode? {
        members?.last { $0.key.isWord(key) }?.value
    }
}

/// Reads a parsed template file into a ``TemplateDefinition``, collecting every problem
/// at its place instead of stopping at the first.
struct TemplateReader {
    let bytes: [UInt8]
    let file: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Nodes read so far, against ``TemplateDocument/maximumNodes``.
    var nodeCount = 0
    /// Whether a limit was reported, so that it is reported once.
    var reportedNodeLimit = false
    var reportedDepthLimit = false
    /// The string whose text is being read, for places inside it: walked forward as
    /// its problems are found, so that a string of 60,000 problems costs its length once.
    var placesInString: JSONNode.StringPlaces?
    /// The UTF-8 offset of the decoded text last placed, and the scalars before it.
    var scalarCursor = (offset: 0, scalars: 0)
    /// The bytes counted and walked to find places inside strings, in the strings read
    /// before the current one: what reading costs beyond its length, for its tests.
    var placeSteps = 0

    static let topLevelKeys = ["$schema", "template", "version", "summary", "fallback", "alternative", "quickLook", "arrange", "entry", "draw"]
    static let entryKeys = ["height", "width", "gap"]

    /// The top-level key a key that is none was likely meant to be: one a letter or two
    /// away (`drw`), or one it starts with (`drawing`, `versions`).
    static func nearestKey(to key: String) -> String? {
        Spelling.nearest(to: key, in: topLevelKeys) ?? topLevelKeys.first { known in
            known.utf8.count >= 4 && key.utf8.count > known.utf8.count && key.lowercased().hasPrefix(known.lowercased())
        }
    }

    /// What `v` asks for when a file names neither an alternative nor a fallback, as the
    /// kit's own templates do: the list.
    static func defaultAlternative(of style: TemplateStyle) -> TemplateStyle? {
        style == "list" ? nil : "list"
    }

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    // MARK: Problems

    mutating func error(_ location: SourceLocation?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, at: location, message, hint: hint))
    }

    mutating func warning(_ location: SourceLocation?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, at: location, message, hint: hint))
    }

    // MARK: The document

    /// What the top-level object comes to.
    struct Document {
        var definition: TemplateDefinition?
        var newer: NewerTemplate?
        var styleLocation: SourceLocation?
    }

    mutating func readDocument(_ root: JSONNode) -> Document {
        guard let members = root.members else {
            error(root.location, "a template file is a JSON object, not \(root.typeWithArticle)",
                  hint: "start from {\"template\": \"ticker\", \"version\": 1, \"draw\": {\"text\": \"${title}\"}}")
            return Document()
        }
        for member in members where !Self.topLevelKeys.contains(where: { $0.isWord(member.key) }) {
            warning(member.keyLocation, "unknown key \"\(Excerpt.of(member.key))\" in the template file; it is ignored",
                    hint: Self.nearestKey(to: member.key).map { "did you mean '\($0)'?" } ?? "the keys are \(Self.topLevelKeys.joined(separator: ", "))")
        }
        var document = Document()
        if let schema = root.member("$schema"), schema.string == nil {
            error(schema.location, "\"$schema\" must be a string, not \(schema.typeWithArticle)", hint: "e.g. \"$schema\": \"./template.schema.json\"")
        }
        let styleNode = require(root, "template", hint: "the style the template draws, e.g. \"template\": \"ticker\"")
        let style = styleNode.flatMap { styleName($0, "\"template\"") }
        document.styleLocation = styleNode?.location
        let versionNode = require(root, "version", hint: "the version of the format, e.g. \"version\": 1")
        let version = versionNode.flatMap { self.version($0) }
        let summary = root.member("summary").flatMap { string($0, "\"summary\"") }
        let fallback = root.member("fallback").flatMap { styleName($0, "\"fallback\"") }

        if let version, let versionNode, version.value > TemplateDefinition.understoodVersion {
            // A newer format: what else it says may be words this build does not know.
            document.newer = newer(style: style, version: version, at: versionNode.location, fallback: fallback, summary: summary)
            return document
        }

        let alternative = root.member("alternative").flatMap { styleName($0, "\"alternative\"") }
        var quickLook = false
        if let node = root.member("quickLook") {
            if let flag = node.bool { quickLook = flag } else { error(node.location, "\"quickLook\" must be true or false, not \(node.typeWithArticle)") }
        }
        var arrangement = Arrangement.rows
        if let node = root.member("arrange") {
            arrangement = choice(node, "\"arrange\"", Arrangement.self) ?? .rows
        }
        var entry = EntryShape.standard
        entry.gap = arrangement == .rows ? 0 : 1
        if let node = root.member("entry") { readEntry(node, arrangement: arrangement, into: &entry) }
        let drawNode = require(root, "draw", hint: "how one entry is drawn, e.g. \"draw\": {\"text\": \"${title}\"}")
        let draw = drawNode.map { node($0, depth: 1) } ?? .nothing
        if drawNode == nil, let misspelled = members.first(where: { member in !Self.topLevelKeys.contains(where: { $0.isWord(member.key) }) && Self.nearestKey(to: member.key) == "draw" }) {
            // "drw", "drawing": its nodes are checked as if it were "draw", so that one
            // reading says all.
            _ = node(misspelled.value, depth: 1)
        }
        guard let style, let version else { return document }
        document.definition = TemplateDefinition(
            style: style, version: version.value, summary: summary ?? "a template file", fallback: fallback,
            alternative: alternative ?? fallback ?? Self.defaultAlternative(of: style), quickLook: quickLook,
            arrangement: arrangement, entry: entry, draw: draw, nodeCount: nodeCount)
        return document
    }

    private mutating func readEntry(_ node: JSONNode, arrangement: Arrangement, into entry: inout EntryShape) {
        guard let members = node.members else {
            error(node.location, "\"entry\" must be an object, not \(node.typeWithArticle)", hint: "e.g. \"entry\": {\"height\": 2}")
            return
        }
        for member in members where !Self.entryKeys.contains(where: { $0.isWord(member.key) }) {
            warning(member.keyLocation, "unknown key \"\(Excerpt.of(member.key))\" in \"entry\"; it is ignored",
                    hint: Spelling.suggestion(for: member.key, in: Self.entryKeys) ?? "\"entry\" has height, width and gap")
        }
        if let height = node.member("height") {
            entry.height = integer(height, "\"entry.height\"", in: EntryShape.heights, hint: "rows an entry takes") ?? entry.height
        }
        if let width = node.member("width") {
            if arrangement == .rows {
                warning(width.location, "\"entry.width\" is for \"arrange\": \"columns\" and \"rail\"; rows take the whole width",
                        hint: "leave it out, or arrange the entries in columns")
            }
            entry.width = integer(width, "\"entry.width\"", in: EntryShape.widths, hint: "columns an entry takes") ?? entry.width
        }
        if let gap = node.member("gap") {
            entry.gap = integer(gap, "\"entry.gap\"", in: EntryShape.gaps, hint: "columns between two entries") ?? entry.gap
        }
    }

    // MARK: Values

    /// The member `key` of an object, or an error at the object saying it is missing.
    mutating func require(_ object: JSONNode, _ key: String, hint: @autoclosure () -> String) -> JSONNode? {
        if let value = object.member(key) { return value }
        error(object.location, "missing key \"\(key)\"", hint: hint())
        return nil
    }

    // Subjects and hints are made only for a message: a file read makes thousands of calls.

    mutating func string(_ node: JSONNode, _ subject: @autoclosure () -> String) -> String? {
        if let text = node.string { return text }
        error(node.location, "\(subject()) must be a string, not \(node.typeWithArticle)")
        return nil
    }

    /// A style name: a lower-case letter, then letters, digits, `-` and `_`, at most 64.
    mutating func styleName(_ node: JSONNode, _ subject: @autoclosure () -> String) -> TemplateStyle? {
        guard let text = string(node, subject()) else { return nil }
        guard Self.isStyleName(text) else {
            error(node.location, "'\(Excerpt.of(text))' cannot be a template style",
                  hint: "a style is a lower-case letter, then letters, digits, - and _ (at most 64), e.g. ticker or top-stories")
            return nil
        }
        return TemplateStyle(text)
    }

    static func isStyleName(_ text: String) -> Bool {
        // ASCII alone, so its bytes are its characters.
        let bytes = text.utf8
        guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first), bytes.count <= 64 else { return false }
        return bytes.allSatisfy { byte in
            [UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9")].contains { $0.contains(byte) }
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    mutating func integer(
        _ node: JSONNode, _ subject: @autoclosure () -> String, in range: ClosedRange<Int>, hint: @autoclosure () -> String? = nil
    ) -> Int? {
        guard case .number(let text) = node.value else {
            error(node.location, "\(subject()) must be a whole number, not \(node.typeWithArticle)", hint: hint())
            return nil
        }
        guard let value = Int(text), range.contains(value) else {
            let bounds = range.upperBound == Int.max ? "at least \(range.lowerBound)" : "from \(range.lowerBound) to \(range.upperBound.formatted)"
            error(node.location, "\(subject()) must be a whole number \(bounds), not \(Excerpt.of(text))", hint: hint())
            return nil
        }
        return value
    }

    /// One of an enumeration's words, or an error with the nearest.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: JSONNode, _ subject: @autoclosure () -> String, _ type: Choice.Type) -> Choice?
    where Choice.RawValue == String {
        guard let text = string(node, subject()) else { return nil }
        if let value = Choice.allCases.first(where: { $0.rawValue.isWord(text) }) { return value }
        let words = Choice.allCases.map(\.rawValue)
        error(node.location, "\(subject()) cannot be '\(Excerpt.of(text))'",
              hint: Spelling.suggestion(for: text, in: words).map { "\($0) (\(words.joined(separator: ", ")))" } ?? "use one of \(words.joined(separator: ", "))")
        return nil
    }

    // MARK: Places inside strings

    /// The place of the byte at `offset` in `bytes`: its line and column (in Unicode
    /// scalars), as the JSON reader counts them.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < min(offset, bytes.count) {
            if bytes[index] == 0x0A {
                line += 1
                column = 1
            } else if bytes[index] & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// Starts reading the text of the string `node`: places asked next are inside it.
    mutating func enterString(_ node: JSONNode) {
        placeSteps += (placesInString?.bytesWalked ?? 0) + scalarCursor.offset
        placesInString = node.stringPlaces
        scalarCursor = (0, 0)
    }

    /// The bytes counted and walked to find places inside strings so far.
    var placeWork: Int { placeSteps + (placesInString?.bytesWalked ?? 0) + scalarCursor.offset }

    /// The place of the `scalar`-th Unicode scalar (from 0) of the decoded text of the
    /// string being read (``enterString(_:)``): escapes (`\"`, `\u00e9`) take more
    /// columns in the file than the character they stand for.
    mutating func location(ofScalar scalar: Int, orElse string: SourceLocation) -> SourceLocation {
        placesInString?.location(ofScalar: scalar) ?? string
    }
}
