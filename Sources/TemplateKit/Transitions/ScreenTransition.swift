/// How one screen replaces another, as a value: a pure function of the two finished
/// frames and the progress between them, over TextCanvas's animations. A new style is
/// one new type conforming to it, registered by name (``TransitionStyle``,
/// ``TransitionRegistry``), in this package or in an author's.
///
/// Whatever the style, every frame reads as one screen: the old one, the new one, or a
/// clear geometric split between them.
public protocol ScreenTransition: Sendable {
    /// The frame `progress` of the way from `old` to `new`.
    ///
    /// - Parameters:
    ///   - old: The frame at progress 0.
    ///   - new: The frame at progress 1; a different size is cropped or padded to `old`'s.
    ///   - progress: Eased progress: 0 (or less) gives `old` exactly, 1 (or more) `new`.
    ///   - motion: How transitions move (its seed, whether slides draw an edge).
    ///   - edgeStyle: The style of an edge drawn between the two.
    /// - Returns: A frame the size of `old`.
    func frame(from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style) -> Canvas

    /// The frame `progress` of the way from the page of one day to the next, moving
    /// `direction`: to the next day (the new page comes from the right, for a slide) or
    /// the previous one. By default, ``frame(from:to:progress:motion:edgeStyle:)``.
    func frame(
        from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style, direction: SwipeDirection
    ) -> Canvas

    /// Whether the header and status rows switch from the top down, as the body does
    /// (the header as it starts, the status line as it ends), instead of half way.
    var switchesChromeDownward: Bool { get }
}

extension ScreenTransition {
    public var switchesChromeDownward: Bool { false }

    public func frame(
        from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style, direction: SwipeDirection
    ) -> Canvas {
        frame(from: old, to: new, progress: progress, motion: motion, edgeStyle: edgeStyle)
    }
}

/// The old screen fades to the background as a whole and the new one rises from it; in
/// plain text the frame switches once, half way.
public struct FadeTransition: ScreenTransition {
    public init() {}
    public func frame(from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style) -> Canvas {
        Fade(.together).blend(from: old, to: new, progress: progress)
    }
}

/// The old screen dissolves to the background cell by cell, then the new one appears
/// cell by cell, in the motion's seeded pattern: no frame holds cells of both.
public struct DissolveTransition: ScreenTransition {
    public init() {}
    public func frame(from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style) -> Canvas {
        Dissolve(seed: motion.seed).blend(from: old, to: new, progress: progress)
    }
}

/// The new screen sweeps in from the top down, row by row, with a soft edge.
public struct WipeTransition: ScreenTransition {
    public init() {}
    public func frame(from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style) -> Canvas {
        Fade(.down, softness: 0.2).blend(from: old, to: new, progress: progress)
    }
    public var switchesChromeDownward: Bool { true }
}

/// The old page moves out to the left while the new one comes in from the right, with a
/// thin bar at the seam when the motion asks for one.
public struct SlideTransition: ScreenTransition {
    public init() {}
    public func frame(from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style) -> Canvas {
        Slide(.fromRight, edge: motion.slideEdge).compose(old, new, progress: progress, style: edgeStyle)
    }

    /// To the next day the new page comes in from the right, to the previous one from the left.
    public func frame(
        from old: Canvas, to new: Canvas, progress: Double, motion: Motion, edgeStyle: Style, direction: SwipeDirection
    ) -> Canvas {
        Slide(direction == .next ? .fromRight : .fromLeft, edge: motion.slideEdge).compose(old, new, progress: progress, style: edgeStyle)
    }
}
