import Essentials

/// The grapheme clusters too long to sit inside a ``Glyph`` (more than 15 UTF-8
/// bytes), each kept once for the life of the process and known by its number.
///
/// Such clusters are rare (a family emoji, a subdivision flag, a letter under a stack
/// of combining marks), and drawing the same text again finds the same entries, so the
/// table grows only with the distinct long clusters a process draws: their bytes, a
/// copy as a string, and a dictionary entry each. Keys are byte strings, not `String`s,
/// so two canonically equivalent clusters written differently stay two glyphs.
final class GlyphTable: Sendable {
    static let shared = GlyphTable()

    private struct State {
        var numbers: [[UInt8]: UInt64] = [:]
        var clusters: [(bytes: [UInt8], text: String)] = []
    }

    private let state = Locked(State())

    /// The number of a cluster, added to the table when it is new.
    func number(for bytes: [UInt8]) -> UInt64 {
        state.withLock { state in
            if let number = state.numbers[bytes] { return number }
            let number = UInt64(state.clusters.count)
            state.clusters.append((bytes, String(decoding: bytes, as: UTF8.self)))
            state.numbers[bytes] = number
            return number
        }
    }

    /// The cluster with a number that ``number(for:)`` gave.
    func cluster(_ number: UInt64) -> (bytes: [UInt8], text: String) {
        state.withLock { $0.clusters[Int(truncatingIfNeeded: number)] }
    }
}
