import Diagnostics
import Essentials

/// What a card, a template, its data or a host config may be: checked while it is read,
/// each limit an error at its place.
public struct CardLimits: Hashable, Sendable {
    /// The largest text, in bytes.
    public var maximumBytes: Int
    /// The deepest nesting of arrays and objects.
    public var maximumDepth: Int
    /// The most values (and, after templating, the most values made).
    public var maximumValues: Int

    /// Creates limits.
    public init(maximumBytes: Int, maximumDepth: Int, maximumValues: Int) {
        self.maximumBytes = maximumBytes
        self.maximumDepth = maximumDepth
        self.maximumValues = maximumValues
    }

    /// The limits of a card, as of a template file: 256 KiB, 64 levels of arrays and
    /// objects (an element in a container is two), 20,000 values.
    public static let card = CardLimits(maximumBytes: 256 * 1024, maximumDepth: 64, maximumValues: 20_000)
}

extension CardValue {
    /// Parses JSON text into a tree of values with their places.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - file: The file's name, as places name it.
    ///   - limits: The size, depth and count the text may have.
    /// - Returns: The root value.
    /// - Throws: A ``Diagnostics/Diagnostic`` at the first problem: a syntax error, a key
    ///   written twice, or a limit passed (at the value that passed it).
    public static func parse(_ bytes: [UInt8], file: String?, limits: CardLimits = .card) throws(Diagnostic) -> CardValue {
        var warnings: [Diagnostic] = []
        return try parse(bytes, file: file, limits: limits, warnings: &warnings)
    }

    /// Parses JSON text into a tree of values with their places, as
    /// ``parse(_:file:limits:)`` does, and adds to `warnings` each key written twice in
    /// one object (the last is kept, as JSON readers do; Adaptive Cards' own samples
    /// have one).
    public static func parse(
        _ bytes: [UInt8], file: String?, limits: CardLimits = .card, warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> CardValue {
        if bytes.count > limits.maximumBytes {
            throw Diagnostic(
                .error, at: SourceLocation(file: file, line: 1, column: 1),
                "the text is \(bytes.count) bytes, more than \(limits.maximumBytes) (\(limits.maximumBytes / 1024) KiB)",
                hint: "a card says what one entry shows: move data out of it, or split it")
        }
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: file)
        } catch {
            throw error.inFile(file)
        }
        var count = 0
        return try convert(root, depth: 1, count: &count, limits: limits, warnings: &warnings)
    }

    /// Parses JSON text given as a string; see ``parse(_:file:limits:)``.
    public static func parse(_ text: String, file: String? = nil, limits: CardLimits = .card) throws(Diagnostic) -> CardValue {
        try parse(Array(text.utf8), file: file, limits: limits)
    }

    private static func convert(
        _ node: JSONNode, depth: Int, count: inout Int, limits: CardLimits, warnings: inout [Diagnostic]
    ) throws(Diagnostic) -> CardValue {
        count += 1
        if count > limits.maximumValues {
            throw Diagnostic(
                .error, at: node.location, "more than \(limits.maximumValues) values; this one goes past the limit",
                hint: "a card is small: move data out of it, or split it")
        }
        switch node.value {
        case .null: return CardValue(.null, at: node.location)
        case .bool(let flag): return CardValue(.bool(flag), at: node.location)
        case .number(let text): return CardValue(.number(Double(text) ?? .infinity), at: node.location)
        case .string(let text): return CardValue(.string(text), at: node.location)
        case .array(let elements):
            try checkDepth(node, depth, limits)
            var values: [CardValue] = []
            values.reserveCapacity(elements.count)
            for element in elements { values.append(try convert(element, depth: depth + 1, count: &count, limits: limits, warnings: &warnings)) }
            return CardValue(.array(values), at: node.location)
        case .object(let members):
            try checkDepth(node, depth, limits)
            var values: [Member] = []
            values.reserveCapacity(members.count)
            var seen: [String: SourceLocation] = [:]
            for member in members {
                if let first = seen.updateValue(member.keyLocation, forKey: member.key) {
                    warnings.append(Diagnostic(
                        .warning, at: member.keyLocation,
                        "the key \"\(Excerpt.of(member.key))\" is written twice in one object (first at \(first.line):\(first.column)); the last is used",
                        hint: "keep one"))
                    values.removeAll { $0.key == member.key }
                }
                values.append(Member(
                    key: member.key, value: try convert(member.value, depth: depth + 1, count: &count, limits: limits, warnings: &warnings),
                    keyLocation: member.keyLocation))
            }
            return CardValue(.object(values), at: node.location)
        }
    }

    private static func checkDepth(_ node: JSONNode, _ depth: Int, _ limits: CardLimits) throws(Diagnostic) {
        guard depth > limits.maximumDepth else { return }
        throw Diagnostic(
            .error, at: node.location, "arrays and objects nested more than \(limits.maximumDepth) deep",
            hint: "a card nests a few containers, not dozens")
    }

    /// The value as compact JSON text, members in their order.
    public var jsonText: String { json.text() }

    /// The value for the package's one JSON writer.
    package var json: JSONText {
        switch kind {
        case .null: .null
        case .bool(let flag): .bool(flag)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.map(\.json))
        case .object(let members): .object(members.map { ($0.key, $0.value.json) })
        }
    }
}
