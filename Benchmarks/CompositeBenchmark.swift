import DynamicHome
import Foundation
import HomeTemplates

// `swift run -c release home-bench composite`: a 200x50 screen of six sections (hero, a
// rail, a grid, a list, a rail, a list), drawn by the Container and encoded
// incrementally: still, during one section's cross-fade, and from a key that moves the
// highlight (between sections or within one) to the bytes of the frame after it; beside
// the same items drawn by one template (the list) in the same run.

enum CompositeBenchmark {
    static var suite: Suite { Suite(name: "composite", run: run) }

    static let size = Size(width: 200, height: 50)
    static let day = Day("2026-11-16")

    /// Six sections of six items: hero, shelves, grid, list, shelves, list.
    static let items: [HomeItem] = {
        let styles = ["hero", "shelves", "grid", "list", "shelves", "list"]
        return styles.enumerated().flatMap { section, style in
            let content = ContentSection(identifier: "s\(section)", title: "Section \(section + 1)", template: style)
            return TransitionBenchmark.items[(section * 6)..<(section * 6 + 6)].map { $0.inSection(content) }
        }
    }()

    @MainActor
    static func container(_ items: [HomeItem]) -> Container {
        let container = try! Container(factory: .standard, style: .list)  // list is registered in the standard factory
        container.transitions.motion = Motion(duration: .milliseconds(400))
        container.appear()
        container.show(HomeViewModel(day: day, items: items))
        return container
    }

    static func run() -> [Measurement] {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    static func measure() -> [Measurement] {
        let steps = 24
        let composite = container(items)
        let single = container(items.map { $0.inSection(nil) })
        var now = Duration.seconds(1)
        composite.clock = { now }

        func frame(_ container: Container, at time: Duration) -> Canvas {
            var canvas = Canvas(size)
            container.advanceTransitions(to: time)
            container.draw(in: &canvas, context: DrawContext(time: time, motion: container.transitions.motion))
            return canvas
        }

        // Still: draw and encode frame after frame (the encoder writes nothing after the first).
        func still(_ container: Container) -> Double {
            medianNanoseconds(operations: steps * 20) { operations in
                var encoder = IncrementalEncoder(mode: .trueColor)
                var bytes = 0
                for index in 0..<operations { bytes &+= encoder.encode(frame(container, at: .seconds(3600 + index))).utf8.count }
                return bytes
            }
        }
        let compositeStill = still(composite)
        let singleStill = still(single)

        // One section's cross-fade: the fourth section (a list) to a grid and back, its frames
        // stepped through 400 ms.
        var toGrid = true
        let crossFade = medianNanoseconds(operations: steps * 20) { operations in
            var encoder = IncrementalEncoder(mode: .trueColor)
            var bytes = 0
            for operation in 0..<operations {
                let step = operation % steps
                if step == 0 {
                    now += .seconds(1)
                    composite.replaceSection("s3", with: toGrid ? .grid : .list)
                    toGrid.toggle()
                }
                bytes &+= encoder.encode(frame(composite, at: now + .milliseconds(step * 400 / (steps - 1)))).utf8.count
            }
            return bytes
        }

        // A key to the first byte: down (and up at the end) moves the highlight through the
        // sections; each key's frame is drawn and encoded.
        var down = true
        let keyToBytes = medianNanoseconds(operations: steps * 20) { operations in
            var encoder = IncrementalEncoder(mode: .trueColor)
            _ = encoder.encode(frame(composite, at: now))
            var bytes = 0
            for _ in 0..<operations {
                let before = composite.focusedTemplate.selectedIdentifier
                composite.handle(.key(down ? .down : .up))
                if composite.focusedTemplate.selectedIdentifier == before {
                    down.toggle()
                    composite.handle(.key(down ? .down : .up))
                }
                bytes &+= encoder.encode(frame(composite, at: now)).utf8.count
            }
            return bytes
        }
        var sectionsCrossed = 0
        var last = composite.focusedSection
        for _ in 0..<40 {
            composite.handle(.key(.down))
            if composite.focusedSection != last { sectionsCrossed += 1 }
            last = composite.focusedSection
        }

        let table = """
            | measurement (200x50, six sections, 24-bit colour) | figure | baseline |
            |---|---:|---:|
            | draw + incremental encode, a still frame | \(String(format: "%.3f", compositeStill / 1e6)) ms | one template, the same items: \(String(format: "%.3f", singleStill / 1e6)) ms |
            | draw + incremental encode, a frame of one section's cross-fade | \(String(format: "%.3f", crossFade / 1e6)) ms | the still frame: \(String(format: "%.3f", compositeStill / 1e6)) ms |
            | a key that moves the highlight, to its frame's bytes | \(String(format: "%.3f", keyToBytes / 1e6)) ms | |

            """
        FileHandle.standardError.write(Data(table.utf8))
        return [
            Measurement(
                name: "draw + encode 200x50 composite of six sections, still", nanosecondsPerOperation: compositeStill,
                baseline: "one template drawing the same items", baselineNanosecondsPerOperation: singleStill),
            Measurement(
                name: "draw + encode 200x50 composite during one section's cross-fade", nanosecondsPerOperation: crossFade,
                baseline: "the composite still", baselineNanosecondsPerOperation: compositeStill),
            Measurement(
                name: "key moving the highlight to the bytes of its frame", nanosecondsPerOperation: keyToBytes,
                figures: ["sectionsCrossedIn40Downs": Double(sectionsCrossed)]),
        ]
    }
}

// `swift run -c release home-bench exposure`: a 200x50 home screen frame (the list, 40
// items) drawn with the tracking of what people saw, beside the same frame without it, in
// the same run.
enum ExposureBenchmark {
    static var suite: Suite { Suite(name: "exposure", run: run) }

    static func run() -> [Measurement] {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    static func screen(tracking: Bool) async -> HomeScreen {
        let container = try! Container(factory: .standard, style: .list)  // list is registered in the standard factory
        let day = CompositeBenchmark.day!
        let screen = HomeScreen(
            container: container, content: InMemoryContentProvider(items: [day: TransitionBenchmark.items]), styleReason: .commandLine)
        screen.recorder.analytics = Analytics(sinks: [RecordingSink()], delivery: .immediate)
        screen.recorder.tracksExposures = tracking
        container.appear()
        try? await screen.start(at: day)
        return screen
    }

    @MainActor
    static func measure() -> [Measurement] {
        let size = Size(width: 200, height: 50)
        var screens: [HomeScreen] = []
        let done = ChangeSignalBox()
        Task { @MainActor in
            screens = [await screen(tracking: true), await screen(tracking: false)]
            done.finished = true
        }
        while !done.finished { RunLoop.main.run(until: Date().addingTimeInterval(0.001)) }
        var time = Duration.zero
        for screen in screens { screen.clock = { time } }
        func frames(_ screen: HomeScreen) -> Double {
            medianNanoseconds(operations: 400) { operations in
                var cells = 0
                for _ in 0..<operations {
                    time += .milliseconds(10)
                    cells &+= screen.frame(size: size).cells.count
                }
                return cells
            }
        }
        // Alternate the two, so that a busy machine slows both alike.
        let tracked = frames(screens[0])
        let plain = frames(screens[1])
        let trackedAgain = frames(screens[0])
        let plainAgain = frames(screens[1])
        let with = min(tracked, trackedAgain), without = min(plain, plainAgain)
        FileHandle.standardError.write(Data("""
            | measurement (200x50, the list, 40 items) | figure | baseline |
            |---|---:|---:|
            | a frame with what people saw tracked | \(String(format: "%.3f", with / 1e6)) ms | without: \(String(format: "%.3f", without / 1e6)) ms (\(String(format: "%+.1f", (with / without - 1) * 100)) %) |

            """.utf8))
        return [
            Measurement(
                name: "200x50 frame with exposure tracking", nanosecondsPerOperation: with,
                baseline: "the same frame without it", baselineNanosecondsPerOperation: without),
        ]
    }
}

/// Whether a task the benchmark waits for has finished.
@MainActor
final class ChangeSignalBox {
    var finished = false
}
