extension Excerpt {
    /// `text` with the password of a URL's `user:password@` written `***`, whatever the
    /// scheme (`http`, `ftp`, one a person mistyped) and wherever the URL starts (after a
    /// space, in a sentence); whole, for code that must keep every other character.
    /// ``of(_:width:)`` masks so too: no message quotes a password.
    ///
    /// - Parameters:
    ///   - text: Text that may hold a URL, which need not parse.
    ///   - keepingUser: Whether the user stays (`user:***@`), or the user and password
    ///     go with their `@` (for a file name, which names no one).
    /// - Complexity: O(n) in the length of `text` up to the end of the URL's authority.
    public static func maskingPassword<S: StringProtocol>(_ text: S, keepingUser: Bool = true) -> String {
        guard let separator = schemeSeparator(in: text) else { return String(text) }
        let rest = text[separator.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = rest[..<authorityEnd]
        guard let at = authority.lastIndex(of: "@") else { return String(text) }
        if !keepingUser { return String(text[..<separator.upperBound]) + String(text[text.index(after: at)...]) }
        guard let colon = authority[..<at].firstIndex(of: ":") else { return String(text) }
        return String(text[..<colon]) + ":***" + String(text[at...])
    }

    /// Where the first `://` of `text` is.
    static func schemeSeparator<S: StringProtocol>(in text: S) -> Range<S.Index>? {
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == ":" {
                let first = text.index(after: index)
                if first < text.endIndex, text[first] == "/" {
                    let second = text.index(after: first)
                    if second < text.endIndex, text[second] == "/" { return index..<text.index(after: second) }
                }
            }
            index = text.index(after: index)
        }
        return nil
    }

    /// `text` with the password of every URL in it written `***`: what `home` prints
    /// passes through it, so that no message, whatever made it, shows a password. A URL's
    /// authority ends at `/`, `?`, `#`, a space or a quote, as in a sentence.
    ///
    /// - Complexity: O(n); text without `://` is returned as it is after one pass over
    ///   its bytes.
    public static func maskingPasswords(in text: String) -> String {
        guard containsSchemeSeparator(text.utf8) else { return text }
        var result = ""
        var rest = Substring(text)
        while let separator = schemeSeparator(in: rest) {
            let after = rest[separator.upperBound...]
            let end = after.firstIndex { "/?#'\"`".contains($0) || $0.isWhitespace } ?? after.endIndex
            let authority = after[..<end]
            if let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") {
                result += rest[..<colon] + ":***"
                rest = rest[at...]
            } else {
                result += rest[..<separator.upperBound]
                rest = after
            }
        }
        return result + rest
    }

    private static func containsSchemeSeparator(_ bytes: String.UTF8View) -> Bool {
        var matched = 0
        for byte in bytes {
            switch (matched, byte) {
            case (_, UInt8(ascii: ":")): matched = 1
            case (1, UInt8(ascii: "/")): matched = 2
            case (2, UInt8(ascii: "/")): return true
            default: matched = 0
            }
        }
        return false
    }
}
