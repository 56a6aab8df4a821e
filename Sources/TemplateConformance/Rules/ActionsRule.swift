/// `actions`: every closure of every action protocol a template adopts is called by
/// some input, and a selection names the item at its index.
@MainActor
enum ActionsRule {
    static func check(_ subject: ConformanceSubject, _ exploration: Exploration) -> ConformanceRuleResult {
        var collector = FailureCollector(.actions)
        for closure in ActionClosure.adopted(by: subject.capabilities) where exploration.firstTrigger[closure] == nil {
            collector.add(
                "never \(closure.rawValue)",
                "\(closure) is never called: no sequence of up to \(Exploration.maxDepth) of \(exploration.candidateCount) inputs "
                    + "(keys, clicks, the wheel, swipes, appearing) calls it, with \(Exploration.itemCount) items of every kind",
                reproduction: exploration.reproduction(
                    [], recording: [closure],
                    expectation: "// no input handled now calls \(closure.rawValue): calls stays empty"))
        }
        for wrong in exploration.wrongSelections {
            guard case .selected(let closure, let selection) = wrong.call else { continue }
            let actual = wrong.actual.map { "the item at index \(selection.index) is \($0.identifier)" }
                ?? "there is no item at index \(selection.index)"
            collector.add(
                "selection \(closure.rawValue)",
                "after \(wrong.steps.map(\.description).joined(separator: ", ")), \(closure.rawValue) was called with "
                    + "\(selection.item.identifier) at index \(selection.index), but \(actual)",
                reproduction: exploration.reproduction(
                    wrong.steps, recording: [closure], expectation: "// calls == [\"\(wrong.call)\"]"))
        }
        return collector.result()
    }
}
