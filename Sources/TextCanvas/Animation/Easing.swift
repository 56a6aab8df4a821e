/// How progress through an animation speeds up and slows down.
public enum Easing: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Constant speed.
    case linear
    /// Starts slow, ends fast (cubic).
    case easeIn = "ease-in"
    /// Starts fast, ends slow (cubic).
    case easeOut = "ease-out"
    /// Slow at both ends (cubic).
    case easeInOut = "ease-in-out"

    /// The eased value of a linear progress.
    ///
    /// - Parameter progress: Linear progress; values outside 0...1 are clamped.
    /// - Returns: 0 at 0, 1 at 1, and never decreasing in between.
    public func callAsFunction(_ progress: Double) -> Double {
        let t = min(max(progress, 0), 1)
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut:
            let u = 1 - t
            return 1 - u * u * u
        case .easeInOut:
            if t < 0.5 { return 4 * t * t * t }
            let u = -2 * t + 2
            return 1 - u * u * u / 2
        }
    }

    public var description: String { rawValue }
}

/// One animation in time: when it starts, how long it runs and how it eases.
///
/// A timeline is a value; progress is a pure function of the time asked about, so the
/// same times always give the same frames.
public struct Timeline: Hashable, Sendable {
    /// When the animation starts.
    public var start: Duration
    /// How long it runs; zero means it is over as soon as it starts.
    public var duration: Duration
    /// How it eases.
    public var easing: Easing

    /// Creates a timeline.
    public init(start: Duration, duration: Duration, easing: Easing = .easeInOut) {
        self.start = start
        self.duration = max(duration, .zero)
        self.easing = easing
    }

    /// Linear progress at a time: 0 before the start, 1 from the end on.
    public func linearProgress(at time: Duration) -> Double {
        guard duration > .zero else { return time >= start ? 1 : 0 }
        let elapsed = time - start
        if elapsed <= .zero { return 0 }
        if elapsed >= duration { return 1 }
        return elapsed / duration
    }

    /// Eased progress at a time.
    public func progress(at time: Duration) -> Double { easing(linearProgress(at: time)) }

    /// Whether the animation is over at a time.
    public func isFinished(at time: Duration) -> Bool { time >= start + duration }

    /// When the animation ends.
    public var end: Duration { start + duration }

    /// The times at which to sample `count` frames, the first at the start and the last
    /// at the end (one frame: the end).
    public func sampleTimes(count: Int) -> [Duration] {
        guard count > 1 else { return [end] }
        return (0..<count).map { start + duration * (Double($0) / Double(count - 1)) }
    }
}
