import DataTemplates
import DynamicHome
import Foundation
import HomeTemplates
#if canImport(Glibc)
import Glibc
#endif

// `swift run -c release home-bench templates`: a template that is data beside the Swift
// template it copies, in one run. The starter file (`home templates new STYLE --json`) is
// a JSON copy of the list and draws what `ListTemplate` draws, cell for cell: a 200x50
// frame of each, every entry drawn anew (the kit's cache of entries emptied before each
// frame), and with the cache as a running screen has it. Then reading, checking and
// registering a 10 KB template file; and heavy templates (DataTemplatesBenchmark+Heavy).

enum DataTemplatesBenchmark {
    static var suite: Suite { Suite(name: "templates", run: run) }

    static let size = TransitionBenchmark.size

    /// A template file of about 10 KB: rows of badges, texts with bindings and fallbacks,
    /// and `when`s, in a column (about 200 nodes).
    static let tenKilobytes: [UInt8] = {
        var rows: [String] = []
        for index in 0..<33 {
            rows.append("""
                    {"row": [{"badge": "${kind}", "width": 5}, {"text": "${title}", "style": "title", "width": "fill"},
                     {"when": "fields.f\(index)", "then": {"text": "${fields.f\(index)}", "align": "right", "width": 8},
                      "else": {"text": "${minutes ?? length ?? \\"—\\"}", "align": "right", "width": 8}}], "gap": 1}
                """)
        }
        let text = """
            {
              "template": "tenk", "version": 1, "summary": "a benchmark's 10 KB template", "fallback": "list",
              "arrange": "rows", "entry": {"height": 50},
              "draw": {"column": [
            \(rows.joined(separator: ",\n"))
              ]}
            }
            """
        return Array(text.utf8)
    }()

    /// The median, over `rounds` rounds of `operations`, of the processor time this
    /// thread spent per operation: beside the wall-clock figures, the one a busy shared
    /// machine moves least (time waiting for a core is not counted).
    static func medianThreadNanoseconds(operations: Int, rounds: Int = 9, _ body: (Int) -> Int) -> Double {
        func now() -> UInt64 {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
        }
        let operations = quickMode ? max(1, operations / 100) : operations
        var samples: [Double] = []
        var sink = body(max(1, operations / 10))
        for _ in 0..<(quickMode ? 1 : rounds) {
            let start = now()
            sink &+= body(operations)
            samples.append(Double(now() - start) / Double(operations))
        }
        blackHole(sink)
        return samples.sorted()[samples.count / 2]
    }

    static func run() -> [Measurement] {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    static func measure() -> [Measurement] {
        func made(_ template: some ItemTemplate) -> some ItemTemplate {
            template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: TransitionBenchmark.items)
            template.refresh()
            return template
        }
        let list = made(ListTemplate())
        let json = made(DataTemplate(.starter(style: "listjson")))
        // The copy draws what it copies, or the comparison would mean nothing.
        var first = Canvas(size), second = Canvas(size)
        list.draw(in: &first, context: DrawContext())
        json.draw(in: &second, context: DrawContext())
        precondition(first == second, "the starter template does not draw what the list draws at 200x50")

        func frame(_ template: some ItemTemplate, cold: Bool) -> (Int) -> Int {
            { operations in
                var cells = 0
                var canvas = Canvas(size)
                for _ in 0..<operations {
                    if cold { template.kit.redrawEntries() }
                    template.draw(in: &canvas, context: DrawContext())
                    cells &+= canvas.width
                }
                return cells
            }
        }
        let listCold = medianNanoseconds(operations: 400, frame(list, cold: true))
        let jsonCold = medianNanoseconds(operations: 400, frame(json, cold: true))
        let coldRatio = medianRatio({ frame(json, cold: true)(100) }, to: { frame(list, cold: true)(100) })
        let listWarm = medianNanoseconds(operations: 2_000, frame(list, cold: false))
        let jsonWarm = medianNanoseconds(operations: 2_000, frame(json, cold: false))

        let bytes = tenKilobytes
        let nodes = TemplateDocument.read(bytes, file: "tenk.json").definition?.nodeCount ?? 0
        precondition(nodes > 150, "the 10 KB template does not read")
        let load = medianNanoseconds(operations: 200) { operations in
            var registered = 0
            for _ in 0..<operations {
                let reading = TemplateDocument.read(bytes, file: "tenk.json")
                registered &+= TemplateLoading([reading], in: .standard).registered.count
            }
            return registered
        }
        let loadProcessorTime = medianThreadNanoseconds(operations: 200) { operations in
            var registered = 0
            for _ in 0..<operations {
                registered &+= TemplateLoading([TemplateDocument.read(bytes, file: "tenk.json")], in: .standard).registered.count
            }
            return registered
        }
        let jsonColdProcessorTime = medianThreadNanoseconds(operations: 400, frame(json, cold: true))
        let listColdProcessorTime = medianThreadNanoseconds(operations: 400, frame(list, cold: true))
        let parseOnly = medianNanoseconds(operations: 200) { operations in
            var count = 0
            for _ in 0..<operations { count &+= (try? JSONNode.parse(bytes, file: "tenk.json")) == nil ? 0 : 1 }
            return count
        }

        let measurements = heavyMeasurements() + [
            Measurement(
                name: "200x50 frame, entries drawn anew: the starter template (JSON)", nanosecondsPerOperation: jsonCold,
                baseline: "ListTemplate, the same frame", baselineNanosecondsPerOperation: listCold,
                figures: [
                    "medianRatioSideBySide": coldRatio, "targetRatio": 1.5,
                    "threadProcessorNanoseconds": jsonColdProcessorTime, "baselineThreadProcessorNanoseconds": listColdProcessorTime,
                ]),
            Measurement(
                name: "200x50 frame, entries from the kit's cache: the starter template (JSON)", nanosecondsPerOperation: jsonWarm,
                baseline: "ListTemplate, the same frame", baselineNanosecondsPerOperation: listWarm),
            Measurement(
                name: "read, check and register a \(Int((Double(bytes.count) / 1000).rounded())) KB template file", nanosecondsPerOperation: load,
                baseline: "JSONNode.parse of the same bytes", baselineNanosecondsPerOperation: parseOnly,
                figures: [
                    "bytes": Double(bytes.count), "nodes": Double(nodes), "targetNanoseconds": 1_000_000,
                    "threadProcessorNanoseconds": loadProcessorTime,
                ]),
        ]
        for measurement in measurements {
            let ratio = measurement.ratioToBaseline.map { String(format: " (%.2f×)", $0) } ?? ""
            FileHandle.standardError.write(Data(String(format: "  %@: %.3f ms%@\n", measurement.name, measurement.nanosecondsPerOperation / 1e6, ratio).utf8))
        }
        FileHandle.standardError.write(Data(String(format: "  side by side, the JSON frame / the list's (median of rounds): %.2f×\n", coldRatio).utf8))
        FileHandle.standardError.write(Data(String(
            format: "  processor time of this thread: JSON frame %.3f ms, list frame %.3f ms (%.2f×), 10 KB template %.3f ms\n",
            jsonColdProcessorTime / 1e6, listColdProcessorTime / 1e6, jsonColdProcessorTime / listColdProcessorTime, loadProcessorTime / 1e6).utf8))
        return measurements
    }
}
