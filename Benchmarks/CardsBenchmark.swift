import AdaptiveCards
import DynamicHome
import Foundation
import HomeTemplates

// `swift run -c release home-bench cards`: Adaptive Cards beside what the list draws, in
// one run. A card of a heading, a column set with an image and two texts, a fact set of
// four facts, an input and two buttons (about 20 elements): laid out anew at 80 columns,
// and drawn by the card style from its cache, beside a list entry of the same height; a
// 80x24 frame of a day of 100 such cards scrolled to its middle beside the list's of 100
// items; reading the card's JSON, and expanding a template of it with data.

enum CardsBenchmark {
    static var suite: Suite { Suite(name: "cards", run: run) }

    static let cardText = """
        {"type": "AdaptiveCard", "version": "1.5", "body": [
          {"type": "TextBlock", "text": "Publish the **schema**", "size": "medium", "weight": "bolder"},
          {"type": "ColumnSet", "columns": [
            {"type": "Column", "width": "auto", "items": [{"type": "Image", "url": "https://example.com/a.png", "altText": "Ana", "size": "small", "style": "person"}]},
            {"type": "Column", "width": "stretch", "items": [
              {"type": "TextBlock", "text": "Ana Ruiz", "weight": "bolder", "wrap": true},
              {"type": "TextBlock", "text": "Created {{DATE(2026-11-14T06:08:39Z, SHORT)}}", "isSubtle": true, "spacing": "none", "wrap": true}
            ]}
          ]},
          {"type": "TextBlock", "text": "Now that the rules of the format are settled, we need a schema and a page of reference, with an example for each element.", "wrap": true},
          {"type": "FactSet", "facts": [
            {"title": "Board:", "value": "Adaptive Card"}, {"title": "List:", "value": "Backlog"},
            {"title": "Assigned to:", "value": "Ana Ruiz"}, {"title": "Due date:", "value": "Not set"}
          ]},
          {"type": "Input.Text", "id": "comment", "label": "Comment", "placeholder": "Add a comment"}
        ], "actions": [
          {"type": "Action.Submit", "title": "Set due date"}, {"type": "Action.OpenUrl", "title": "View", "url": "https://example.com"}
        ]}
        """

    static let templateText = cardText.replacingOccurrences(of: "Ana Ruiz", with: "${owner.name}")
        .replacingOccurrences(of: "\"Backlog\"", with: "\"${list}\"")
    static let templateData = #"{"owner": {"name": "Ana Ruiz"}, "list": "Backlog"}"#

    static func run() -> [Measurement] {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    static func measure() -> [Measurement] {
        let bytes = Array(cardText.utf8)
        guard let card = CardDocument.read(bytes).card else { preconditionFailure("the benchmark's card does not read") }
        let width = 80
        let height = CardLayout(card: card).frame(width: width - 4).canvas.height + 2
        var item = HomeItem(identifier: "card", title: "Publish the schema", kind: .long)
        item.card = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        let plain = HomeItem(identifier: "plain", title: "Publish the schema", description: "Now that the rules are settled", kind: .long, byline: "Ana Ruiz", minutes: 4)

        let layout = medianNanoseconds(operations: 2_000) { operations in
            var rows = 0
            for _ in 0..<operations { rows &+= CardLayout(card: card).frame(width: width).canvas.height }
            return rows
        }
        let template = CardTemplate()
        template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: [item])
        template.refresh()
        var warmCanvas = Canvas(width: width, height: height)
        template.drawEntry(item, highlighted: true, in: &warmCanvas, theme: .standard)
        let cardEntry = medianNanoseconds(operations: 20_000) { operations in
            var cells = 0
            for _ in 0..<operations {
                var canvas = Canvas(width: width, height: height)
                template.drawEntry(item, highlighted: true, in: &canvas, theme: .standard)
                cells &+= canvas.width
            }
            return cells
        }
        let list = ListTemplate()
        let listEntry = medianNanoseconds(operations: 20_000) { operations in
            var cells = 0
            for _ in 0..<operations {
                var canvas = Canvas(width: width, height: height)
                list.drawEntry(plain, highlighted: true, in: &canvas, theme: .standard)
                cells &+= canvas.width
            }
            return cells
        }
        let layoutProcessor = DataTemplatesBenchmark.medianThreadNanoseconds(operations: 2_000) { operations in
            var rows = 0
            for _ in 0..<operations { rows &+= CardLayout(card: card).frame(width: width).canvas.height }
            return rows
        }

        // A day of 100 cards, scrolled to the middle, a frame of the screen's size.
        let cards = (0..<100).map { index -> HomeItem in
            var copy = item
            copy.identifier = "card-\(index)"
            return copy
        }
        let plains = (0..<100).map { index -> HomeItem in
            var copy = plain
            copy.identifier = "plain-\(index)"
            return copy
        }
        func screen(_ template: some ItemTemplate, _ items: [HomeItem]) -> (Int) -> Int {
            template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: items)
            template.refresh()
            var canvas = Canvas(width: 80, height: 24)
            template.draw(in: &canvas, context: DrawContext())
            _ = template.moveHighlight(by: 50)
            return { operations in
                var cells = 0
                for step in 0..<operations {
                    _ = template.moveHighlight(by: step % 2 == 0 ? 1 : -1)
                    template.draw(in: &canvas, context: DrawContext())
                    cells &+= canvas.width
                }
                return cells
            }
        }
        let feed = medianNanoseconds(operations: 2_000, screen(CardTemplate(), cards))
        let listFrame = medianNanoseconds(operations: 2_000, screen(ListTemplate(), plains))

        let read = medianNanoseconds(operations: 2_000) { operations in
            var count = 0
            for _ in 0..<operations { count &+= CardDocument.read(bytes).card?.body.count ?? 0 }
            return count
        }
        let parse = medianNanoseconds(operations: 2_000) { operations in
            var count = 0
            for _ in 0..<operations { count &+= (try? JSONNode.parse(bytes)) == nil ? 0 : 1 }
            return count
        }
        let data = try? CardValue.parse(templateData)
        let templateBytes = Array(templateText.utf8)
        let expand = medianNanoseconds(operations: 2_000) { operations in
            var count = 0
            for _ in 0..<operations { count &+= CardDocument.read(templateBytes, data: data).card?.body.count ?? 0 }
            return count
        }

        let measurements = [
            Measurement(
                name: "a card laid out and drawn anew at 80 columns (\(height - 2) rows, about 20 elements)", nanosecondsPerOperation: layout,
                baseline: "a list entry drawn into the same \(width)x\(height)", baselineNanosecondsPerOperation: listEntry,
                figures: ["targetNanoseconds": 200_000, "threadProcessorNanoseconds": layoutProcessor, "rows": Double(height)]),
            Measurement(
                name: "the card style's entry of that card, its layout from the cache", nanosecondsPerOperation: cardEntry,
                baseline: "a list entry drawn into the same \(width)x\(height)", baselineNanosecondsPerOperation: listEntry,
                figures: ["targetNanoseconds": 200_000]),
            Measurement(
                name: "80x24 frame of a day of 100 cards, the highlight moving a card", nanosecondsPerOperation: feed,
                baseline: "the list's 80x24 frame of 100 items, the highlight moving a row", baselineNanosecondsPerOperation: listFrame),
            Measurement(
                name: "read the card (\(bytes.count) bytes): parse, check, fall back", nanosecondsPerOperation: read,
                baseline: "JSONNode.parse of the same bytes", baselineNanosecondsPerOperation: parse),
            Measurement(
                name: "read the card as a template with its data (expanded, then read)", nanosecondsPerOperation: expand,
                baseline: "read the card itself", baselineNanosecondsPerOperation: read),
        ]
        for measurement in measurements {
            let ratio = measurement.ratioToBaseline.map { String(format: " (%.2f×)", $0) } ?? ""
            FileHandle.standardError.write(Data(String(format: "  %@: %.3f ms%@\n", measurement.name, measurement.nanosecondsPerOperation / 1e6, ratio).utf8))
        }
        return measurements
    }
}
