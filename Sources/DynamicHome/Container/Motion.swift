/// How transitions move: their length, easing and pattern.
///
/// Animation is presentation only: nothing outside drawing ever sees progress.
public struct Motion: Hashable, Sendable {
    /// How long a cross-fade, slide or changeset animation takes; zero turns them off.
    public var duration: Duration
    /// How progress eases.
    public var easing: Easing
    /// The cross-fade's pattern; the same seed gives the same frames.
    public var seed: UInt64
    /// Whether slides draw a thin bar at the seam for the partial column.
    public var slideEdge: Bool

    /// Creates motion settings.
    public init(duration: Duration = .milliseconds(400), easing: Easing = .easeInOut, seed: UInt64 = 0x5EED, slideEdge: Bool = true) {
        self.duration = duration
        self.easing = easing
        self.seed = seed
        self.slideEdge = slideEdge
    }

    /// The default: 400 ms, ease-in-out.
    public static let standard = Motion()
    /// No animation: every change shows at once.
    public static let none = Motion(duration: .zero)

    /// A timeline of this motion starting at `start`.
    public func timeline(startingAt start: Duration) -> Timeline {
        Timeline(start: start, duration: duration, easing: easing)
    }
}
