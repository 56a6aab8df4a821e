/// How transitions move: their length, easing and pattern.
///
/// Animation is presentation only: nothing outside drawing ever sees progress.
public struct Motion: Hashable, Sendable {
    /// How long a cross-fade, slide or changeset animation takes; zero turns them off.
    public var duration: Duration
    /// How progress eases.
    public var easing: Easing
    /// The dissolve's pattern of cells; the same seed gives the same frames.
    public var seed: UInt64
    /// Whether slides draw a thin bar at the seam for the partial column.
    public var slideEdge: Bool
    /// How one template replaces another.
    public var transition: TransitionStyle
    /// Whether motion is reduced, for people who get motion sick: every transition (a
    /// cross-fade, a slide, a section's fade, the animation of a change, the chrome's) is
    /// one switch, half way through its time, from the old screen to the new one with
    /// nothing between; a page dragged sideways shows the day it would land on.
    public var reducesMotion = false

    /// Creates motion settings.
    public init(duration: Duration = .milliseconds(400), easing: Easing = .easeInOut, seed: UInt64 = 0x5EED, slideEdge: Bool = true, transition: TransitionStyle = .fade) {
        self.duration = duration
        self.easing = easing
        self.seed = seed
        self.slideEdge = slideEdge
        self.transition = transition
    }

    /// The default: 400 ms, ease-in-out.
    public static let standard = Motion()
    /// No animation: every change shows at once.
    public static let none = Motion(duration: .zero)

    /// A timeline of this motion starting at `start`; with reduced motion, one that
    /// switches from 0 to 1 half way through the duration.
    public func timeline(startingAt start: Duration) -> Timeline {
        guard reducesMotion else { return Timeline(start: start, duration: duration, easing: easing) }
        return Timeline(start: start + duration / 2, duration: .zero, easing: easing)
    }
}

/// A transition by name: how one screen replaces another (the `home.transition`
/// toggle's variants and `--transition`'s values name them), with the
/// ``ScreenTransition`` that draws it. Transitions are registered as templates are
/// (``TransitionRegistry``, held by the factory): the standard ones are here, and an
/// author registers one of their own from their package.
///
/// Whatever the style, every frame should read as one screen: the old one, the new one,
/// or a clear geometric split between them.
public struct TransitionStyle: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The style's name, e.g. "fade".
    public let rawValue: String
    /// What draws its frames.
    public let transition: any ScreenTransition
    /// What `--help` and `home templates` say of it, e.g. "the old screen fades out".
    public let summary: String

    /// A transition of one's own: a name (as a toggle's variant or `--transition` names
    /// it) and what draws its frames.
    ///
    /// - Parameters:
    ///   - name: The style's name: letters, digits, `-` and `_`.
    ///   - transition: What draws its frames.
    ///   - summary: A phrase for help, e.g. "the new screen spirals in".
    public init(_ name: String, _ transition: any ScreenTransition, summary: String = "") {
        rawValue = name
        self.transition = transition
        self.summary = summary
    }

    /// The standard style of that name, if it is one of ``allCases``.
    public init?(rawValue: String) {
        guard let style = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = style
    }

    /// The old screen fades to the background as a whole and the new one rises from it;
    /// in plain text the frame switches once, half way. The default.
    public static let fade = TransitionStyle("fade", FadeTransition(), summary: "the old screen fades out, the new one in")
    /// The old screen dissolves to the background cell by cell, then the new one appears
    /// cell by cell: no frame holds cells of both.
    public static let dissolve = TransitionStyle("dissolve", DissolveTransition(), summary: "cell by cell")
    /// The new screen sweeps in from the top down, row by row, with a soft edge.
    public static let wipe = TransitionStyle("wipe", WipeTransition(), summary: "the new screen sweeps in from the top")
    /// The old page moves out to the left while the new one comes in from the right;
    /// between days, the way the day moves. The day slide draws with it.
    public static let slide = TransitionStyle("slide", SlideTransition(), summary: "the new page comes in from the side")

    /// The standard styles, in the order help lists them: what ``TransitionRegistry/standard`` holds.
    public static let allCases: [TransitionStyle] = [.fade, .dissolve, .wipe, .slide]

    public static func == (lhs: TransitionStyle, rhs: TransitionStyle) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public var description: String { rawValue }
}

extension Motion {
    /// The frame `progress` of the way from `old` to `new` in this motion's style.
    ///
    /// - Parameters:
    ///   - old: The frame at progress 0.
    ///   - new: The frame at progress 1; a different size is cropped or padded to `old`'s.
    ///   - progress: Eased progress: 0 (or less) gives `old` exactly, 1 (or more) `new`.
    ///   - edgeStyle: The style of a slide's edge bar.
    /// - Returns: A frame the size of `old`.
    /// - Complexity: O(width × height).
    public func blend(from old: Canvas, to new: Canvas, progress: Double, edgeStyle: Style = .plain) -> Canvas {
        transition.transition.frame(from: old, to: new, progress: progress, motion: self, edgeStyle: edgeStyle)
    }

    /// The frame `progress` of the way from one chrome to the next over the same body
    /// (two whole frames that differ only in the header and status rows): each row
    /// switches whole, colours and all, with the edge of a wipe (the header as it
    /// starts, the status line as it ends) and half way in every other style, so that
    /// every header and status row drawn is the old one or the new one, in plain text
    /// and in colour.
    public func blendChrome(from old: Canvas, to new: Canvas, progress: Double) -> Canvas {
        Fade(transition.transition.switchesChromeDownward ? .down : .together, softness: 0).blend(from: old, to: new, progress: progress)
    }
}
