/// `items`: a template copes with no items, one, and 10,000: it draws them within
/// bounds, takes input, and keeps its selection among them, also when the items shrink
/// under a selection at the end; and it animates a change of its items.
@MainActor
enum ItemsRule {
    static let size = Size(width: 80, height: 24)
    static let itemCounts = [0, 1, 10_000]

    /// Inputs a person would give a long day: moving, paging, jumping, clicking, the
    /// wheel, opening.
    static let events: [InputEvent] = [
        .key(.down), .key(.down), .key(.pageDown), .key(.end), .key(.up), .key(.tab), .key(.backtab), .key(.home),
        .mouse(MouseEvent(.press, column: 10, row: 3)), .mouse(MouseEvent(.scrollDown, column: 10, row: 3)),
        .key(.enter), .key(.space), .key(.end),
    ]

    static func check(_ subject: ConformanceSubject) async -> ConformanceRuleResult {
        guard subject.showsItems else {
            return ConformanceRuleResult(rule: .items, notApplicable: "it shows no items: it does not adopt HasViewModel")
        }
        var collector = FailureCollector(.items)
        for count in itemCounts {
            let template = subject.make(itemCount: count)
            var done: [InputEvent] = []
            inspect(subject.draw(template, size: size), subject, template, count: count, done: done, collector: &collector)
            for event in events {
                _ = template.handle(event)
                done.append(event)
                inspect(subject.draw(template, size: size), subject, template, count: count, done: done, collector: &collector)
                await Task.yield()
            }
            if count > 1 { checkShrinking(subject, template, from: count, done: done, collector: &collector) }
        }
        checkChangeAnimates(subject, collector: &collector)
        return collector.result()
    }

    /// Checks one frame and the selection after the inputs `done`.
    private static func inspect(
        _ canvas: Canvas, _ subject: ConformanceSubject, _ template: any HomeTemplate, count: Int, done: [InputEvent],
        collector: inout FailureCollector
    ) {
        func reproduction(_ check: String) -> [String] {
            var lines = subject.makeCode(itemCount: count) + ConformanceSubject.drawCode(size)
            if !done.isEmpty {
                lines.append("for event: InputEvent in [\(done.map(\.swiftLiteral).joined(separator: ", "))] {")
                lines.append("    _ = template.handle(event)")
                lines += ConformanceSubject.drawCode(size, declare: false).map { "    " + $0 }
                lines.append("}")
            }
            return lines + [check]
        }
        let after = done.last.map { ", after \($0.swiftLiteral)" } ?? ""
        if let problem = FrameProblem.of(canvas, size: size) {
            collector.add(
                "frame \(problem.kind)", "with \(count.items)\(after), drawing at \(size) \(problem.text)",
                reproduction: reproduction(problem.check))
        }
        if let problem = selectionProblem(template.selectedIndex, count: count) {
            collector.add(
                "\(count) selection", "with \(count.items)\(after), \(problem)",
                reproduction: reproduction("// template.selectedIndex == \(template.selectedIndex.map(String.init) ?? "nil")"))
        }
    }

    /// Hands a template that has its last item selected fewer items, then none.
    private static func checkShrinking(
        _ subject: ConformanceSubject, _ template: any HomeTemplate, from count: Int, done: [InputEvent],
        collector: inout FailureCollector
    ) {
        var steps: [String] = []
        for smaller in [1, 0] {
            subject.hand(itemCount: smaller, to: template)
            steps += subject.handCode(itemCount: smaller) + ConformanceSubject.drawCode(size, declare: false)
            let canvas = subject.draw(template, size: size)
            let message = "after the items went from \(count.prose) (the last one selected) to \(smaller)"
            let reproduction = subject.makeCode(itemCount: count) + ConformanceSubject.drawCode(size) + [
                "for event: InputEvent in [\(done.map(\.swiftLiteral).joined(separator: ", "))] {",
                "    _ = template.handle(event)",
            ] + ConformanceSubject.drawCode(size, declare: false).map { "    " + $0 } + ["}"] + steps
            if let problem = FrameProblem.of(canvas, size: size) {
                collector.add("frame \(problem.kind)", "\(message), drawing at \(size) \(problem.text)", reproduction: reproduction + [problem.check])
            }
            if let problem = selectionProblem(template.selectedIndex, count: smaller) {
                collector.add(
                    "shrink selection", "\(message), \(problem)",
                    reproduction: reproduction + ["// template.selectedIndex == \(template.selectedIndex.map(String.init) ?? "nil")"])
            }
        }
    }

    /// What is wrong with a selected index among `count` items, if anything.
    static func selectionProblem(_ selected: Int?, count: Int) -> String? {
        guard let selected else { return nil }
        if count == 0 { return "item \(selected) is selected, but there are no items; select nothing (selectedIndex nil)" }
        guard (0..<count).contains(selected) else {
            return "the selected index is \(selected), outside 0..<\(count.swiftLiteral)"
        }
        return nil
    }
}
