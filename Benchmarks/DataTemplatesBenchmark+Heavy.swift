import DataTemplates
import DynamicHome
import Foundation

// Part of `swift run -c release home-bench templates`: templates within every limit and
// heavy for their size. A `text` of 30,000 `${title}` (240 KB) drawn in an 80x24 frame,
// entries drawn anew, beside the starter template's same frame: text is resolved only as
// far as it is drawn. A 240 KB template of 60,000 unknown bindings read and checked,
// beside `JSONNode.parse` of the same bytes: reading is linear in its problems.

extension DataTemplatesBenchmark {
    static let heavyText: [UInt8] = Array(
        (#"{"template": "heavy", "version": 1, "draw": {"text": ""# + String(repeating: "${title}", count: 30_000) + #""}}"#).utf8)
    static let sixtyThousandProblems: [UInt8] = Array(
        (#"{"template": "broken", "version": 1, "draw": {"text": ""# + String(repeating: "${x}", count: 60_000) + #""}}"#).utf8)

    @MainActor
    static func heavyMeasurements() -> [Measurement] {
        let size = Size(width: 80, height: 24)
        func made(_ definition: TemplateDefinition) -> DataTemplate {
            let template = DataTemplate(definition)
            template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: TransitionBenchmark.items)
            template.refresh()
            return template
        }
        guard let definition = TemplateDocument.read(heavyText, file: "heavy.json").definition else {
            preconditionFailure("the heavy template does not read")
        }
        let heavy = made(definition)
        let starter = made(.starter(style: "starter"))
        func frame(_ template: DataTemplate) -> (Int) -> Int {
            { operations in
                var cells = 0
                var canvas = Canvas(size)
                for _ in 0..<operations {
                    template.kit.redrawEntries()
                    template.draw(in: &canvas, context: DrawContext())
                    cells &+= canvas.width
                }
                return cells
            }
        }
        let heavyFrame = medianNanoseconds(operations: 200, frame(heavy))
        let starterFrame = medianNanoseconds(operations: 200, frame(starter))

        let problems = TemplateDocument.read(sixtyThousandProblems, file: "broken.json").diagnostics.errorCount
        precondition(problems == 60_000, "the broken template has \(problems) problems")
        let read = medianNanoseconds(operations: 3, rounds: 5) { operations in
            var count = 0
            for _ in 0..<operations { count &+= TemplateDocument.read(sixtyThousandProblems, file: "broken.json").diagnostics.all.count }
            return count
        }
        let parse = medianNanoseconds(operations: 3, rounds: 5) { operations in
            var count = 0
            for _ in 0..<operations { count &+= (try? JSONNode.parse(sixtyThousandProblems, file: "broken.json")) == nil ? 0 : 1 }
            return count
        }
        return [
            Measurement(
                name: "80x24 frame, entries drawn anew: a text of 30,000 ${title} (240 KB)", nanosecondsPerOperation: heavyFrame,
                baseline: "the starter template, the same frame", baselineNanosecondsPerOperation: starterFrame,
                figures: ["bytes": Double(heavyText.count), "targetNanoseconds": 1_000_000]),
            Measurement(
                name: "read and check a 240 KB template of 60,000 unknown bindings", nanosecondsPerOperation: read,
                baseline: "JSONNode.parse of the same bytes", baselineNanosecondsPerOperation: parse,
                figures: ["bytes": Double(sixtyThousandProblems.count), "problems": Double(problems), "targetNanoseconds": 2_000_000_000]),
        ]
    }
}
