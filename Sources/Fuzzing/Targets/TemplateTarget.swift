import DataTemplates
import Diagnostics
import DynamicHome
import TextCanvas

extension FuzzTarget {
    /// The template-file reader and its drawing (`DataTemplates`).
    ///
    /// - Every diagnostic has `template.json:line:column` inside the input, they come in
    ///   the order of their places, and no message quotes its input whole.
    /// - A file is usable exactly when it has no error; reading it again gives the same
    ///   definition and the same diagnostics.
    /// - A definition draws, at small and wide sizes, items whose fields and texts come
    ///   from the file's strings: every line of the frame exactly the frame's width, the
    ///   frame exactly its height, no control character in it, the same frame drawn
    ///   twice; and with the highlight moved down, the same.
    static let template = FuzzTarget(
        name: "template", summary: "template files (templates as data): places, limits, drawing within bounds",
        check: checkTemplate)

    @MainActor
    private static func checkTemplate(_ bytes: [UInt8]) throws(OracleFailure) {
        let file = "template.json"
        let places = TextPlaces(bytes, file: file)
        let reading = TemplateDocument.read(bytes, file: file)
        var previous: (line: Int, column: Int) = (0, 0)
        for diagnostic in reading.diagnostics.all {
            try places.check(diagnostic.location, of: "the \(diagnostic.severity.rawValue) \"\(Excerpt.of(diagnostic.message, width: 160))\"")
            try checkLength(ofMessage: diagnostic.description)
            let place = (diagnostic.location!.line, diagnostic.location!.column)
            try expect(place >= previous, "the diagnostic at \(place.0):\(place.1) comes after one at \(previous.0):\(previous.1)")
            previous = place
        }
        let hasErrors = reading.diagnostics.hasErrors
        try expect(reading.isUsable == !hasErrors, "the file is \(hasErrors ? "usable with errors" : "unusable without an error")")
        let again = TemplateDocument.read(bytes, file: file)
        try expect(again.definition == reading.definition && again.diagnostics == reading.diagnostics, "reading the file again gives another result")
        guard let definition = reading.definition else { return }
        let items = sampleItems(from: bytes)
        let template = DataTemplate(definition)
        template.viewModel = HomeViewModel(day: Day("2026-11-16"), items: items)
        template.refresh()
        for size in [Size(width: 1, height: 1), Size(width: 9, height: 4), Size(width: 41, height: 12), Size(width: 120, height: 8)] {
            var canvas = Canvas(width: size.width, height: size.height)
            template.draw(in: &canvas, context: DrawContext())
            try checkFrame(canvas, of: "the template at \(size.width)x\(size.height)")
            var twice = Canvas(width: size.width, height: size.height)
            template.draw(in: &twice, context: DrawContext())
            try expect(twice == canvas, "the template draws another frame at \(size.width)x\(size.height) the second time")
        }
        _ = template.handle(.key(.down))
        var moved = Canvas(width: 41, height: 12)
        template.draw(in: &moved, context: DrawContext())
        try checkFrame(moved, of: "the template with the highlight moved down")
    }

    /// Items of every kind, with and without each value, whose texts and fields are the
    /// file's first strings (so that the bindings it names have values to show).
    private static func sampleItems(from bytes: [UInt8]) -> [HomeItem] {
        var strings: [String] = []
        if let root = try? JSONNode.parse(bytes) { collect(root, into: &strings) }
        let texts = strings.isEmpty ? ["x"] : Array(strings.prefix(8))
        var fields: [String: FieldValue] = [:]
        for (index, name) in strings.prefix(HomeItem.maximumFields).enumerated() {
            let field = name.hasPrefix("fields.") ? String(name.dropFirst(7)) : name
            guard HomeItem.isFieldName(field) else { continue }
            fields[field] = index % 3 == 0 ? .string(texts[index % texts.count]) : index % 3 == 1 ? .number(Double(index) / 4) : .bool(index % 2 == 0)
        }
        return [
            HomeItem(identifier: "a", title: texts[0], description: texts[1 % texts.count], kind: .long, byline: texts[2 % texts.count], minutes: 12, fields: fields),
            HomeItem(identifier: "b", title: "北京今冬首场降雪 👨‍👩‍👧", kind: .short, fields: fields),
            HomeItem(identifier: "c", title: "", kind: .stream),
        ] + texts.enumerated().map { index, text in
            HomeItem(identifier: "t\(index)", title: text, description: text, kind: [.long, .short, .stream][index % 3], byline: text, minutes: index)
                .inSection(ContentSection(identifier: "s\(index / 3)", title: text))
        }
    }

    private static func collect(_ node: JSONNode, into strings: inout [String]) {
        guard strings.count < 64 else { return }
        switch node.value {
        case .string(let text):
            strings.append(String(text.prefix(200)))
            if let range = text.range(of: "fields.") {
                strings.append(String(text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }))
            }
        case .array(let elements): for element in elements { collect(element, into: &strings) }
        case .object(let members): for member in members { collect(member.value, into: &strings) }
        default: break
        }
    }
}
