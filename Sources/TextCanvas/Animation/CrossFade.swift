/// Blends two frames of one size into the frame a given share of the way between them.
///
/// Each cell switches from the old frame to the new one once the progress passes the
/// cell's threshold, a hash of its column, row and a seed. So a cell never flickers
/// back as progress grows, the share of switched cells follows the progress, and the
/// result depends neither on the order cells are visited nor on the frame's size. A
/// wide glyph in either frame switches together with the cells it covers. Where both
/// cells have colours, the colours are mixed by the progress too.
public struct CrossFade: Hashable, Sendable {
    /// Varies the pattern of switching; the same seed gives the same frames.
    public var seed: UInt64

    /// Creates a cross-fade.
    public init(seed: UInt64 = 0x5EED) {
        self.seed = seed
    }

    /// The threshold of a cell: in 0..<1, uniformly spread.
    @inlinable
    public func threshold(column: Int, row: Int) -> Double {
        Double(thresholdBits(column: column, row: row)) / Double(1 << 53)
    }

    /// The threshold of a cell times 2^53: an integer below 2^53.
    @inlinable
    func thresholdBits(column: Int, row: Int) -> UInt64 {
        // SplitMix64's finaliser over the packed coordinates.
        Self.finalized(seed &+ UInt64(truncatingIfNeeded: column) &* 0x9E37_79B9_7F4A_7C15 &+ UInt64(truncatingIfNeeded: row) &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// SplitMix64's finaliser, shifted to 53 bits.
    @inlinable
    static func finalized(_ packed: UInt64) -> UInt64 {
        var z = packed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return z >> 11
    }

    /// The frame `progress` of the way from `old` to `new`.
    ///
    /// - Parameters:
    ///   - old: The frame at progress 0.
    ///   - new: The frame at progress 1; a different size is cropped or padded to `old`'s.
    ///   - progress: Eased progress; 0 (or less, or not a number) gives `old` exactly,
    ///     1 (or more) gives `new` exactly.
    /// - Complexity: O(width × height).
    public func blend(from old: Canvas, to new: Canvas, progress: Double) -> Canvas {
        guard progress > 0 else { return old }
        let target = new.size == old.size ? new : new.resized(to: old.size)
        if progress >= 1 { return target }
        let width = old.width
        let height = old.height
        // threshold < progress, that is bits / 2^53 < progress, holds exactly when
        // bits < ceil(progress × 2^53): scaling by a power of two is exact, and bits is
        // an integer. So cells switch by one integer comparison.
        let limit = UInt64((progress * 0x1p53).rounded(.up))
        let cells = [Cell](unsafeUninitializedCapacity: width * height) { result, initialized in
            old.cells.withUnsafeBufferPointer { from in
                target.cells.withUnsafeBufferPointer { to in
                    var mixer = StyleMixer(progress: progress)
                    for row in 0..<height {
                        let base = row &* width
                        // thresholdBits(column:row:) before its finaliser, advanced a
                        // column at a time.
                        var packed = seed &+ UInt64(truncatingIfNeeded: row) &* 0xC2B2_AE3D_27D4_EB4F
                        // All ones when the cell's unit has switched: the cells are chosen
                        // with masks, as branches would be mispredicted half the time.
                        var switched: UInt64 = 0
                        for column in 0..<width {
                            let index = base &+ column
                            let before = from[index]
                            let after = to[index]
                            // A unit is a cell, or a run of cells tied together by wide
                            // glyphs in either frame (each cell after the first is a
                            // continuation in one of them); it switches as one, by its
                            // first cell's threshold.
                            if column == 0 || !(before.glyph.isContinuation || after.glyph.isContinuation) {
                                switched = Self.finalized(packed) < limit ? ~0 : 0
                            }
                            packed &+= 0x9E37_79B9_7F4A_7C15
                            let glyph = Glyph(
                                low: before.glyph.low ^ (before.glyph.low ^ after.glyph.low) & switched,
                                high: before.glyph.high ^ (before.glyph.high ^ after.glyph.high) & switched)
                            let style = mixer.mixed(before.style, after.style, switched: switched)
                            result.initializeElement(at: index, to: Cell(glyph, style: style))
                        }
                    }
                }
            }
            initialized = width * height
        }
        let result = Canvas(width: width, height: height, cells: cells)
        #if DYNAMIC_HOME_INVARIANTS
        assert(result.wideGlyphsArePaired, "CrossFade.blend split a wide glyph")
        #endif
        return result
    }
}
