/// The characters a terminal takes as instructions rather than text, and their
/// readable escaped form.
///
/// Text that came from outside (a file, a server, an argument) may hold an escape
/// sequence that would move the cursor, change the title or recolour the terminal, or a
/// bidirectional override that reorders what a reader sees. Frames draw control
/// characters as U+FFFD and drop the zero-width bidirectional ones (`Glyph`); text that
/// `home` prints outside frames goes through ``escape(_:)``, which shows them as
/// `\u001B`, so they can be read, but never act.
package enum ControlCharacters {
    /// Whether a character is escaped: C0 controls (U+0000–U+001F), DEL and C1 controls
    /// (U+007F–U+009F), the bidirectional marks, embeddings, overrides and isolates
    /// (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
    package static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// A character's escaped form: `\u` and four upper-case hexadecimal digits, e.g.
    /// `\u001B` for ESC. It reads as what it is, and inside a JSON string it is the
    /// same character, so machine-readable output stays valid.
    package static func escaped(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// `text` with every escaped character (see ``isEscaped(_:)``) in its escaped form,
    /// except line feeds and tabs, which stay as they are (they end and align lines).
    ///
    /// - Complexity: O(n); text with nothing to escape is returned as it is after one
    ///   pass over its bytes.
    package static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: mayStartEscaped) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isEscaped(scalar), scalar != "\n", scalar != "\t" {
                result.append(contentsOf: escaped(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether a UTF-8 byte is, or may start, an escaped character: a control other than
    /// line feed and tab, DEL, or the lead byte of U+0080–U+00BF (0xC2), U+0600–U+063F
    /// (0xD8) or U+2000–U+2FFF (0xE2).
    private static func mayStartEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x0A, 0x09: false
        case 0x00...0x1F, 0x7F, 0xC2, 0xD8, 0xE2: true
        default: false
        }
    }
}
