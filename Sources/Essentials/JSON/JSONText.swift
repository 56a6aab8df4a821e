/// A JSON value to write: the package's one JSON writer. Analytics lines, `--json`
/// output, changesets, Unleash payloads and recordings are all written by it, so that
/// strings are escaped and numbers spelled one way everywhere.
///
/// Build one by hand (the members of an object keep their order) or from any
/// `Encodable` value with ``init(encoding:)``, then write it with ``text(_:sortedKeys:)``.
package indirect enum JSONText: Hashable, Sendable {
    case null
    case bool(Bool)
    /// A number, already spelled as JSON: see ``number(_:)-(Double)``.
    case number(String)
    case string(String)
    case array([JSONText])
    case object([Member])

    /// A member of an object.
    package struct Member: Hashable, Sendable {
        package var key: String
        package var value: JSONText

        package init(_ key: String, _ value: JSONText) {
            self.key = key
            self.value = value
        }
    }

    /// How the text is laid out.
    package enum Layout: Sendable {
        /// One line, no spaces: JSON Lines, payloads, `home diff --json`.
        case compact
        /// Two spaces of indent a level, one member or element a line: what people read
        /// (`--json` output of the commands).
        case pretty
    }

    /// An integer.
    package static func number(_ value: some BinaryInteger) -> JSONText { .number(String(value)) }

    /// A number: whole numbers (below 10^15) without a fraction, others as Swift spells
    /// them; `null` when not finite, which JSON cannot write.
    package static func number(_ value: Double) -> JSONText {
        guard value.isFinite else { return .null }
        return .number(value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value))
    }

    /// The value as JSON text, without a final line break.
    ///
    /// - Parameters:
    ///   - layout: One line, or indented.
    ///   - sortedKeys: Whether the members of objects are written sorted by key, so
    ///     that the text is stable (dictionaries encode in no fixed order), rather than
    ///     in their order.
    package func text(_ layout: Layout = .compact, sortedKeys: Bool = false) -> String {
        var output = ""
        write(to: &output, layout: layout, sortedKeys: sortedKeys, indent: 0)
        return output
    }

    private func write(to output: inout String, layout: Layout, sortedKeys: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): Self.quote(text, into: &output)
        case .array(let elements):
            writeContainer(elements, open: "[", close: "]", to: &output, layout: layout, indent: indent) { element, output in
                element.write(to: &output, layout: layout, sortedKeys: sortedKeys, indent: indent + 1)
            }
        case .object(let members):
            let ordered = sortedKeys ? members.sorted { $0.key < $1.key } : members
            writeContainer(ordered, open: "{", close: "}", to: &output, layout: layout, indent: indent) { member, output in
                Self.quote(member.key, into: &output)
                output += layout == .pretty ? ": " : ":"
                member.value.write(to: &output, layout: layout, sortedKeys: sortedKeys, indent: indent + 1)
            }
        }
    }

    private func writeContainer<Element>(
        _ elements: [Element], open: String, close: String, to output: inout String, layout: Layout, indent: Int,
        writeElement: (Element, inout String) -> Void
    ) {
        output += open
        guard !elements.isEmpty else { return output += close }
        let pretty = layout == .pretty
        for (index, element) in elements.enumerated() {
            if index > 0 { output += "," }
            if pretty { output += "\n" + String(repeating: "  ", count: indent + 1) }
            writeElement(element, &output)
        }
        if pretty { output += "\n" + String(repeating: "  ", count: indent) }
        output += close
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters
    /// escaped, everything else (slashes, non-ASCII) as it is.
    package static func quoted(_ text: String) -> String {
        var output = ""
        quote(text, into: &output)
        return output
    }

    private static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
