/// Dissolves one frame into another through the background, cell by cell.
///
/// Two effects composed in time, each a pure function of one finished frame and its
/// own progress: in the first half the old frame leaves, its cells vanishing to blanks
/// in a hashed order (``CrossFade``'s thresholds, a wide glyph as one unit) while the
/// cells left fade towards the background (``Canvas/towardsBackground(by:)``); in the
/// second half the new frame arrives by the same effects run backwards. So every frame
/// holds cells of one screen only, in colour and in plain text: nothing on it (a title,
/// a selection mark) shows more often than on the old screen or the new one.
public struct Dissolve: Hashable, Sendable {
    /// The pattern of cells: the same seed gives the same frames.
    public var seed: UInt64

    /// Creates a dissolve.
    public init(seed: UInt64 = 0x5EED) {
        self.seed = seed
    }

    /// The frame `progress` of the way from `old` to `new`.
    ///
    /// - Parameters:
    ///   - old: The frame at progress 0.
    ///   - new: The frame at progress 1; a different size is cropped or padded to `old`'s.
    ///   - progress: 0 (or less, or not a number) gives `old` exactly, 1 (or more)
    ///     gives `new` exactly; at 0.5 the frame is blank.
    /// - Complexity: O(width × height), in one pass.
    public func blend(from old: Canvas, to new: Canvas, progress: Double) -> Canvas {
        guard progress > 0 else { return old }
        let target = new.size == old.size ? new : new.resized(to: old.size)
        if progress >= 1 { return target }
        let leaving = progress < 0.5
        // The screen shown, how far its cells have gone (left, or are still to come), and
        // so how far towards the background the ones shown are.
        let (screen, gone) = leaving ? (old, progress * 2) : (target, 2 - progress * 2)
        let come = 1 - gone
        let cells = CrossFade(seed: seed)
        // A cell has switched (left, or arrived) once its threshold is below the share
        // switched: bits / 2^53 < share exactly when bits < ceil(share × 2^53).
        let limit = UInt64(((leaving ? gone : come) * 0x1p53).rounded(.up))
        let width = screen.width
        var fader = RowFader(amount: gone)
        let result = [Cell](unsafeUninitializedCapacity: width * screen.height) { buffer, initialized in
            screen.cells.withUnsafeBufferPointer { from in
                for row in 0..<screen.height {
                    let base = row &* width
                    var shown = false
                    for column in 0..<width {
                        let cell = from[base &+ column]
                        // A wide glyph and its continuation go as one, by the glyph's threshold.
                        if column == 0 || !cell.glyph.isContinuation {
                            let switched = cells.thresholdBits(column: column, row: row) < limit
                            shown = leaving ? !switched : switched
                        }
                        buffer.initializeElement(at: base &+ column, to: shown ? Cell(cell.glyph, style: fader.faded(cell.style)) : .blank)
                    }
                }
            }
            initialized = width * screen.height
        }
        let frame = Canvas(width: width, height: screen.height, cells: result)
        #if DYNAMIC_HOME_INVARIANTS
        assert(frame.wideGlyphsArePaired, "Dissolve.blend split a wide glyph")
        #endif
        return frame
    }
}
