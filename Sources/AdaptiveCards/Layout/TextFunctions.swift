/// The text functions of cards: `{{DATE(2017-02-14T06:08:39Z, SHORT)}}` and
/// `{{TIME(2017-02-14T06:08:39Z)}}`, written in UTC so that a frame is the same
/// wherever it is drawn. A function that cannot be read is left as it is written.
enum TextFunctions {
    /// `text` with its date and time functions written out.
    static func apply(_ text: String) -> String {
        guard text.containsBytes(UInt8(ascii: "{"), UInt8(ascii: "{")) else { return text }
        var output = ""
        var rest = Substring(text)
        while let start = rest.firstRange(of: "{{") {
            output += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstRange(of: ")}}"), let written = function(after[..<end.lowerBound]) else {
                output += "{{"
                rest = after
                continue
            }
            output += written
            rest = after[end.upperBound...]
        }
        return output + rest
    }

    /// `DATE(…` or `TIME(…` (without the closing `)`) written out.
    private static func function(_ call: Substring) -> String? {
        let isDate = call.hasPrefix("DATE(")
        guard isDate || call.hasPrefix("TIME(") else { return nil }
        let arguments = call.dropFirst(5).split(separator: ",", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: " ") }
        guard let first = arguments.first, let date = CardDate(String(first)) else { return nil }
        if !isDate { return arguments.count == 1 ? date.formatted("h:mm tt") : nil }
        switch arguments.count > 1 ? arguments[1].uppercased() : "COMPACT" {
        case "COMPACT": return date.formatted("M/d/yyyy")
        case "SHORT": return date.formatted("ddd, MMM d, yyyy")
        case "LONG": return date.formatted("dddd, MMMM d, yyyy")
        default: return nil
        }
    }
}

extension Substring {
    /// The text without `character`s at either end.
    func trimmingCharacters(in character: Character) -> Substring {
        var text = self
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return text
    }
}
