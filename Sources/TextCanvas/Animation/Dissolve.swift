/// Dissolves one frame into another through the background, cell by cell.
///
/// Two effects composed in time, each a pure function of one finished frame and its
/// own progress: in the first half the old frame leaves, its cells vanishing to blanks
/// in a hashed order (a ``CrossFade`` into a blank frame) while the cells left fade
/// towards the background (``Canvas/towardsBackground(by:)``); in the second half the
/// new frame arrives by the same effects run backwards. So every frame holds cells of
/// one screen only, in colour and in plain text: nothing on it (a title, a selection
/// mark) shows more often than on the old screen or the new one.
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
    /// - Complexity: O(width × height).
    public func blend(from old: Canvas, to new: Canvas, progress: Double) -> Canvas {
        guard progress > 0 else { return old }
        let target = new.size == old.size ? new : new.resized(to: old.size)
        if progress >= 1 { return target }
        let cells = CrossFade(seed: seed)
        let blank = Canvas(old.size)
        if progress < 0.5 {
            let gone = progress * 2
            return cells.blend(from: old.towardsBackground(by: gone), to: blank, progress: gone)
        }
        let come = progress * 2 - 1
        return cells.blend(from: blank, to: target.towardsBackground(by: 1 - come), progress: come)
    }
}
