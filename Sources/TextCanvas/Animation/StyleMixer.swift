/// The styles of cells part way through a cross-fade, remembered by the pair of styles
/// they come from: a frame has few distinct pairs, and neighbouring cells mostly share
/// one, so the colours of a pair are mixed once rather than once a cell.
struct StyleMixer {
    let progress: Double
    /// Mixed pairs by a hash of the pair; a slot holds the last pair that hashed to it.
    private var entries: [Entry]
    /// The pair mixed last: the next cell's pair, mostly.
    private var last = Entry(from: 0, to: 0, switched: .plain, kept: .plain)

    private struct Entry {
        var from: UInt64
        var to: UInt64
        var switched: Style
        var kept: Style
    }

    private static let slots = 64

    init(progress: Double) {
        self.progress = progress
        // Two plain styles mix to plain: a right entry for slot 0's initial key (and
        // for `last`'s).
        entries = Array(repeating: Entry(from: 0, to: 0, switched: .plain, kept: .plain), count: StyleMixer.slots)
    }

    /// The style of a cell whose old style is `from` and new style `to`: colours present on
    /// both sides are mixed by the progress; anything else (attributes, a default colour)
    /// follows the glyph, from `to` when the cell has switched.
    ///
    /// - Parameter switched: All ones when the cell has switched, else zero.
    @inline(__always)
    mutating func mixed(_ from: Style, _ to: Style, switched: UInt64) -> Style {
        if last.from == from.bits, last.to == to.bits {
            return Style(bits: last.kept.bits ^ (last.kept.bits ^ last.switched.bits) & switched)
        }
        let slot = Int(truncatingIfNeeded: ((from.bits &* 0x9E37_79B9_7F4A_7C15 ^ to.bits) &* 0xBF58_476D_1CE4_E5B9) >> 58)
        var entry = entries[slot]
        if entry.from != from.bits || entry.to != to.bits {
            entry = Entry(
                from: from.bits, to: to.bits,
                switched: Style.mixed(from, to, by: progress, switched: true),
                kept: Style.mixed(from, to, by: progress, switched: false))
            entries[slot] = entry
        }
        last = entry
        return Style(bits: entry.kept.bits ^ (entry.kept.bits ^ entry.switched.bits) & switched)
    }
}

extension Style {
    /// The style of a cell part way through a fade: colours present on both sides are
    /// mixed; anything else (attributes, a default colour) follows the glyph.
    static func mixed(_ from: Style, _ to: Style, by progress: Double, switched: Bool) -> Style {
        var style = switched ? to : from
        if let old = from.foreground, let new = to.foreground { style.foreground = old.mixed(with: new, by: progress) }
        if let old = from.background, let new = to.background { style.background = old.mixed(with: new, by: progress) }
        return style
    }
}
