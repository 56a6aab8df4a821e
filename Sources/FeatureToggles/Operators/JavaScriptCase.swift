/// Lower-cases text as JavaScript's `String.prototype.toLowerCase` does, which is how
/// Unleash's SDKs compare strings when a constraint has `caseInsensitive`: every scalar
/// takes its full lower-case mapping, and the capital sigma Σ becomes the final sigma ς at
/// the end of a word (Unicode's Final_Sigma condition), σ elsewhere. So `"ΟΔΟΣ"` becomes
/// `"οδος"`, where `String.lowercased()` gives `"οδοσ"`.
enum JavaScriptCase {
    /// The capital sigma, U+03A3, in UTF-8.
    private static let sigmaBytes: (UInt8, UInt8) = (0xCE, 0xA3)

    /// `text.toLowerCase()` in JavaScript.
    ///
    /// - Complexity: O(n). Text without a capital sigma (all ASCII text, among others) is
    ///   `String.lowercased()`, which is the same there; only text with one is walked
    ///   scalar by scalar.
    static func lowercased(_ text: String) -> String {
        guard containsCapitalSigma(text) else { return text.lowercased() }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for index in scalars.indices {
            if scalars[index] == "\u{03A3}" {
                result.append(isFinalSigma(scalars, at: index) ? "\u{03C2}" : "\u{03C3}")
            } else {
                result.append(contentsOf: scalars[index].properties.lowercaseMapping.unicodeScalars)
            }
        }
        return String(result)
    }

    /// Whether the UTF-8 of `text` holds U+03A3. UTF-8 synchronises itself, so the byte
    /// pair can be nothing else.
    @inline(__always)
    static func containsCapitalSigma(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if previous == sigmaBytes.0, byte == sigmaBytes.1 { return true }
            previous = byte
        }
        return false
    }

    /// Unicode's Final_Sigma: a cased letter before (case-ignorable scalars between), and
    /// no cased letter after (case-ignorable scalars between).
    static func isFinalSigma(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        var before = index - 1
        while before >= 0, scalars[before].properties.isCaseIgnorable { before -= 1 }
        guard before >= 0, scalars[before].properties.isCased else { return false }
        var after = index + 1
        while after < scalars.count, scalars[after].properties.isCaseIgnorable { after += 1 }
        return !(after < scalars.count && scalars[after].properties.isCased)
    }
}
