import DynamicHome

import Foundation

/// How a command that prints several frames samples a transition.
struct FrameSampling: Sendable {
    /// How long the transition lasts.
    var duration: Duration
    /// Frames per second, when the frames are sampled by rate.
    var framesPerSecond: Int
    /// A fixed number of frames, when given.
    var frameCount: Int?

    /// How many frames ``times`` has, counted without making them.
    var count: Int {
        if let frameCount { return frameCount }
        // Frames at k / rate for every k with k / rate < duration, and one at the end.
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        guard nanoseconds > 0 else { return 1 }
        let (product, overflow) = nanoseconds.multipliedReportingOverflow(by: Int64(framesPerSecond))
        guard !overflow else { return Int.max }
        return Int((product + 999_999_999) / 1_000_000_000) + 1
    }

    /// The times to draw frames at, from the transition's start: the first at 0 and the
    /// last at its end.
    var times: [Duration] {
        if let frameCount {
            return Timeline(start: .zero, duration: duration).sampleTimes(count: frameCount)
        }
        // Frame k is at k / rate, computed exactly (not by adding a rounded step), so
        // that a frame that falls on the end is the end, and is drawn once.
        var times: [Duration] = []
        var frame: Int64 = 0
        while true {
            let time = Duration.nanoseconds(frame * 1_000_000_000 / Int64(framesPerSecond))
            guard time < duration else { break }
            times.append(time)
            frame += 1
        }
        times.append(duration)
        return times
    }
}

/// Writes frames, each after a header line `# frame K/N t=MSms`; N is `?` when the
/// total is not known in advance (a script read from a pipe).
struct FramePrinter {
    var console: Console
    var mode: ColorMode
    var total: Int?
    private(set) var printed = 0

    init(console: Console, mode: ColorMode, total: Int?) {
        self.console = console
        self.mode = mode
        self.total = total
    }

    mutating func print(_ frame: Canvas, at time: Duration) {
        printed += 1
        console.write("# frame \(printed)/\(total.map(String.init) ?? "?") t=\(Self.milliseconds(time))ms\n")
        console.writeFrame(ANSIEncoder(mode: mode).encode(frame))
    }

    /// Whole milliseconds, rounded.
    static func milliseconds(_ time: Duration) -> Int {
        let (seconds, attoseconds) = time.components
        return Int((Double(seconds) * 1000 + Double(attoseconds) / 1e15).rounded())
    }
}
