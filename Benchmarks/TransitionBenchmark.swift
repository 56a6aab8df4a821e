import DynamicHome
import Foundation
import HomeTemplates

// `swift run -c release home-bench transitions`: composing and encoding a 200x50
// cross-fade frame (blend two template frames, encode only what changed since the frame
// before) beside a full ANSI redraw of the same frame, for the cell cross-fade and for
// each replacement style; a frame of a content change in the grid (the template drawing
// its entries as they travel and fade); and the bytes the incremental encoder writes per
// frame against a full redraw, for a cross-fade step, a one-row update and an idle frame.

enum TransitionBenchmark {
    static var suite: Suite { Suite(name: "transitions", run: run) }

    static let size = Size(width: 200, height: 50)

    /// The 40 items the pages show.
    static let items = (0..<40).map { index in
        HomeItem(
            identifier: "item-\(index)",
            title: ["Arctic Winter, part \(index): the last boat out", "北京今冬首场降雪或于本周末到来 \(index)", "🎧 Lo-fi beats to study to — \(index)"][index % 3],
            description: "A sentence or two about item \(index), long enough to be cut with an ellipsis at most widths.",
            kind: [HomeItemKind.long, .short, .stream][index % 3], byline: "Desk \(index)", minutes: index % 3 == 2 ? nil : index)
    }

    /// The items after a deletion, an insertion, a move and an update.
    static let changedItems: [HomeItem] = {
        var changed = items
        let moved = changed.remove(at: 5)
        changed.remove(at: 2)
        changed.insert(moved, at: 0)
        changed.insert(HomeItem(identifier: "inserted", title: "A story that was not there", kind: .short, minutes: 3), at: 4)
        changed[7].title = "Updated: " + changed[7].title
        return changed
    }()

    /// Realistic pages: the list and the grid drawing the same 40 items, in colour.
    @MainActor
    static func pages() -> (list: Canvas, grid: Canvas) {
        func draw(_ template: some HomeTemplate & HasViewModel & Refreshable) -> Canvas {
            template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: items)
            template.refresh()
            var canvas = Canvas(size)
            template.draw(in: &canvas, context: DrawContext())
            return canvas
        }
        return (draw(ListTemplate()), draw(GridTemplate()))
    }

    static func run() -> [Measurement] {
        let (list, grid) = MainActor.assumeIsolated { pages() }
        let fade = CrossFade(seed: 0x5EED)
        let steps = 24

        // Compose + encode one cross-fade frame, the encoder holding the frame before.
        let composeAndEncode = medianNanoseconds(operations: steps * 20) { operations in
            var encoder = IncrementalEncoder(mode: .trueColor)
            _ = encoder.encode(list)
            var bytes = 0
            for operation in 0..<operations {
                let progress = Double(operation % steps + 1) / Double(steps + 1)
                let frame = fade.blend(from: list, to: grid, progress: progress)
                bytes &+= encoder.encode(frame).utf8.count
                if operation % steps == steps - 1 { _ = encoder.encode(list) }
            }
            return bytes
        }
        let fullRedraw = medianNanoseconds(operations: steps * 20) { operations in
            var bytes = 0
            for operation in 0..<operations {
                let progress = Double(operation % steps + 1) / Double(steps + 1)
                bytes &+= ANSIEncoder(mode: .trueColor).encode(fade.blend(from: list, to: grid, progress: progress)).utf8.count
            }
            return bytes
        }
        // The same frames encoded alone, blended beforehand.
        let frames = (0..<steps).map { fade.blend(from: list, to: grid, progress: Double($0 + 1) / Double(steps + 1)) }
        let encodeOnly = medianNanoseconds(operations: steps * 20) { operations in
            var encoder = IncrementalEncoder(mode: .trueColor)
            _ = encoder.encode(list)
            var bytes = 0
            for operation in 0..<operations {
                bytes &+= encoder.encode(frames[operation % steps]).utf8.count
                if operation % steps == steps - 1 { _ = encoder.encode(list) }
            }
            return bytes
        }
        let blendOnly = medianNanoseconds(operations: steps * 20) { operations in
            var cells = 0
            for operation in 0..<operations {
                cells &+= fade.blend(from: list, to: grid, progress: Double(operation % steps + 1) / Double(steps + 1)).cells.count
            }
            return cells
        }

        // A content change in the grid: the template draws each frame (entries travelling,
        // fading, the highlight over them), then the frame is encoded, the encoder holding
        // the frame before.
        let (change, still) = MainActor.assumeIsolated { () -> (Double, Double) in
            let template = GridTemplate()
            let day = Day("2026-11-16")
            let motion = Motion(duration: .milliseconds(400))
            var canvas = Canvas(size)
            @MainActor func frame(_ operation: Int) -> Canvas {
                // Each change animates for 400 ms from a start 1000 ms apart; frames step through it.
                let cycle = operation / steps, step = operation % steps
                if step == 0 {
                    template.viewModel = HomeViewModel(day: day, items: cycle % 2 == 0 ? changedItems : items)
                    template.refresh()
                }
                canvas = Canvas(size)
                template.draw(in: &canvas, context: DrawContext(time: .milliseconds(cycle * 1000 + step * 400 / (steps - 1)), motion: motion))
                return canvas
            }
            template.viewModel = HomeViewModel(day: day, items: items)
            template.refresh()
            template.draw(in: &canvas, context: DrawContext(time: .zero, motion: motion))
            var operation = 0
            // The baseline: the same grid drawn still, frame after frame (encoding writes
            // nothing after the first).
            let still = medianNanoseconds(operations: steps * 20) { operations in
                MainActor.assumeIsolated {
                    var encoder = IncrementalEncoder(mode: .trueColor)
                    var bytes = 0
                    for index in 0..<operations {
                        var canvas = Canvas(size)
                        template.draw(in: &canvas, context: DrawContext(time: .seconds(3600 + index), motion: motion))
                        bytes &+= encoder.encode(canvas).utf8.count
                    }
                    return bytes
                }
            }
            let change = medianNanoseconds(operations: steps * 20) { operations in
                // The harness runs the body on the main thread, where the template lives.
                MainActor.assumeIsolated {
                    var encoder = IncrementalEncoder(mode: .trueColor)
                    var bytes = 0
                    for _ in 0..<operations {
                        bytes &+= encoder.encode(frame(operation)).utf8.count
                        operation += 1
                    }
                    return bytes
                }
            }
            return (change, still)
        }

        // Bytes per frame.
        let full = ANSIEncoder(mode: .trueColor).encode(grid).utf8.count
        var encoder = IncrementalEncoder(mode: .trueColor)
        _ = encoder.encode(fade.blend(from: list, to: grid, progress: 0.45))
        let crossFadeStep = encoder.encode(fade.blend(from: list, to: grid, progress: 0.5)).utf8.count
        _ = encoder.encode(list)
        var updated = list
        updated.draw(String(repeating: "updated row ", count: 10), at: Point(column: 9, row: 7), style: Style(attributes: .bold), maxWidth: 150)
        let oneRow = encoder.encode(updated).utf8.count
        let idle = encoder.encode(updated).utf8.count

        // Each replacement style: compose + encode a frame, beside a full redraw of it.
        let styles = TransitionStyle.allCases.map { style -> (TransitionStyle, Double, Double) in
            let motion = Motion(transition: style)
            let blend = { (progress: Double) in motion.blend(from: list, to: grid, progress: progress) }
            let composed = medianNanoseconds(operations: steps * 20) { operations in
                var encoder = IncrementalEncoder(mode: .trueColor)
                _ = encoder.encode(list)
                var bytes = 0
                for operation in 0..<operations {
                    bytes &+= encoder.encode(blend(Double(operation % steps + 1) / Double(steps + 1))).utf8.count
                    if operation % steps == steps - 1 { _ = encoder.encode(list) }
                }
                return bytes
            }
            let redrawn = medianNanoseconds(operations: steps * 20) { operations in
                var bytes = 0
                for operation in 0..<operations {
                    bytes &+= ANSIEncoder(mode: .trueColor).encode(blend(Double(operation % steps + 1) / Double(steps + 1))).utf8.count
                }
                return bytes
            }
            return (style, composed, redrawn)
        }
        let styleRows = styles.map { style, composed, redrawn in
            "| compose + incremental encode, one `\(style)` frame | \(String(format: "%.3f", composed / 1e6)) ms | full ANSI redraw of it: \(String(format: "%.3f", redrawn / 1e6)) ms |\n"
        }.joined()

        func share(_ bytes: Int) -> Double { Double(bytes) / Double(full) * 100 }
        let table = """
            | measurement (200x50, 24-bit colour) | figure | baseline |
            |---|---:|---:|
            | compose + incremental encode, one cross-fade frame | \(String(format: "%.3f", composeAndEncode / 1e6)) ms | full ANSI redraw of it: \(String(format: "%.3f", fullRedraw / 1e6)) ms |
            \(styleRows)| draw + incremental encode, one frame of a content change in the grid | \(String(format: "%.3f", change / 1e6)) ms | a still frame of it: \(String(format: "%.3f", still / 1e6)) ms |
            | of which blending alone | \(String(format: "%.3f", blendOnly / 1e6)) ms | |
            | of which incremental encoding alone | \(String(format: "%.3f", encodeOnly / 1e6)) ms | |
            | bytes, full redraw | \(full) | |
            | bytes, cross-fade step (p 0.45 → 0.50) | \(crossFadeStep) (\(String(format: "%.1f", share(crossFadeStep)))%) | \(full) |
            | bytes, one-row update | \(oneRow) (\(String(format: "%.2f", share(oneRow)))%) | \(full) |
            | bytes, idle frame | \(idle) | \(full) |

            """
        FileHandle.standardError.write(Data(table.utf8))
        return styles.map { style, composed, redrawn in
            Measurement(
                name: "compose + encode 200x50 \(style) frame", nanosecondsPerOperation: composed,
                baseline: "full ANSI redraw of the same frame", baselineNanosecondsPerOperation: redrawn)
        } + [
            Measurement(
                name: "draw + encode 200x50 frame of a content change in the grid", nanosecondsPerOperation: change,
                baseline: "the same grid drawn still", baselineNanosecondsPerOperation: still),
            Measurement(
                name: "compose + encode 200x50 cross-fade frame", nanosecondsPerOperation: composeAndEncode,
                baseline: "full ANSI redraw of the same frame", baselineNanosecondsPerOperation: fullRedraw,
                figures: ["blendNanoseconds": blendOnly, "incrementalEncodeNanoseconds": encodeOnly]),
            Measurement(
                name: "bytes per frame", nanosecondsPerOperation: 0, baseline: "full redraw bytes",
                baselineNanosecondsPerOperation: nil,
                figures: [
                    "fullRedraw": Double(full), "crossFadeStep": Double(crossFadeStep),
                    "oneRowUpdate": Double(oneRow), "oneRowUpdatePercent": share(oneRow), "idle": Double(idle),
                ]),
        ]
    }
}
