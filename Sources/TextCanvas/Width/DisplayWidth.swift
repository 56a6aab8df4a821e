/// How many terminal columns text takes.
///
/// CJK ideographs, fullwidth forms and emoji take two columns; combining marks,
/// zero-width joiners and other format characters take none; everything else one.
/// Width is measured per grapheme cluster (a Swift `Character`), which is what a
/// terminal draws as one glyph: "é" written as e + U+0301 is one column, the family
/// emoji 👨‍👩‍👧 (three emoji joined by U+200D) is two, a flag of two regional
/// indicators is two.
public enum DisplayWidth {
    /// The columns one Unicode scalar takes on its own: 0, 1 or 2.
    ///
    /// Control characters (C0, DEL, C1) are 0: they are not drawn. TextCanvas replaces
    /// them before they reach a canvas.
    ///
    /// - Complexity: O(1) for ASCII and Latin text, O(log r) otherwise, for the r ranges
    ///   of the generated tables.
    @inlinable
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        return tableWidth(value)
    }

    @usableFromInline
    static func tableWidth(_ value: UInt32) -> Int {
        if contains(zeroWidthRanges, value) { return 0 }
        if contains(wideRanges, value) { return 2 }
        return 1
    }

    static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    ///
    /// The cluster takes the width of its first scalar, except that an emoji
    /// presentation selector (U+FE0F) makes a narrow emoji base wide, and a regional
    /// indicator (half of a flag) is wide.
    @inlinable
    public static func of(_ character: Character) -> Int {
        // Fast path: a single ASCII byte.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        return clusterWidth(character.unicodeScalars)
    }

    @usableFromInline
    static func clusterWidth(_ scalars: Character.UnicodeScalarView) -> Int {
        var iterator = scalars.makeIterator()
        guard let first = iterator.next() else { return 0 }
        let base = of(first)
        if base == 2 { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        if base == 0 {
            // A cluster that begins with a mark (only at the start of text) has nothing
            // to sit on; it takes the width of the first scalar that has one.
            while let next = iterator.next() {
                let width = of(next)
                if width > 0 { return width }
            }
            return 0
        }
        while let next = iterator.next() {
            // Only a base that has an emoji presentation takes one: "❤️" is wide, while
            // "A" followed by the selector stays one column, as terminals draw it.
            if next.value == 0xFE0F { return first.properties.isEmoji ? 2 : base }
        }
        return base
    }

    /// The columns a string takes, the sum of its clusters' widths.
    ///
    /// - Complexity: O(n) in the length of the string.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }
}
