import DynamicHome

/// The magazine's own transition: the new page opens from the middle row outwards, as a
/// spread is opened. Every frame is the old page with a band of the new one across its
/// middle, growing until it fills the screen. Registered by name in the factory, it is a
/// `--transition` and a `home.transition` variant like the standard ones.
public struct SpreadTransition: ScreenTransition {
    public init() {}

    public func frame(from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style) -> Canvas {
        let half = Int((Double(old.height) * min(max(progress, 0), 1) / 2).rounded(.up))
        guard half > 0 else { return old }
        let top = old.height / 2 - half
        // The band of the new page, rows `top` to `top + 2 * half`, laid over the old one.
        var band = Canvas(Size(width: old.width, height: 2 * half))
        band.draw(new, at: Point(column: 0, row: -top))
        var frame = old
        frame.draw(band, at: Point(column: 0, row: top))
        return frame
    }
}

extension TransitionStyle {
    /// The magazine's spread: the new page opens from the middle.
    public static let spread = TransitionStyle("spread", SpreadTransition(), summary: "the new page opens from the middle")
}
