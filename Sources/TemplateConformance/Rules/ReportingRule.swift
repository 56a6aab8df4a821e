/// `reporting`: one event is reported once. A completed swipe calls
/// `didHorizontalSwipe` exactly once, with its direction; an appearance calls
/// `didLaunch` exactly once; no single input calls any closure twice.
@MainActor
enum ReportingRule {
    static func check(_ subject: ConformanceSubject, _ exploration: Exploration) -> ConformanceRuleResult {
        var collector = FailureCollector(.reporting)
        let reports = subject.capabilities.contains(.reporting)
        for run in exploration.singleSteps {
            guard let step = run.steps.last else { continue }
            let counts = Dictionary(run.calls.map { ($0.closure, 1) }, uniquingKeysWith: +)
            func fail(_ kind: String, _ message: String, closure: ActionClosure) {
                collector.add(
                    kind, message,
                    reproduction: exploration.reproduction(
                        run.steps, recording: [closure],
                        expectation: "// calls == \(run.calls.filter { $0.closure == closure }.map(\.description).debugDescription)"))
            }
            switch step {
            case .input(.swipe(let direction)) where reports:
                let swipes = run.calls.filter { $0.closure == .didHorizontalSwipe }
                if swipes.count != 1 {
                    fail(
                        "swipe count",
                        "one \(step) called didHorizontalSwipe \(swipes.count) times; a completed swipe must be reported exactly once",
                        closure: .didHorizontalSwipe)
                } else if swipes[0] != .didHorizontalSwipe(direction) {
                    fail(
                        "swipe direction", "one \(step) called \(swipes[0]); a swipe must be reported with its own direction",
                        closure: .didHorizontalSwipe)
                }
                continue
            case .appear where reports:
                let launches = counts[.didLaunch] ?? 0
                if launches != 1 {
                    fail(
                        "launch count",
                        "appearing (willAppear, didAppear) called didLaunch \(launches) times; an appearance must be reported exactly once",
                        closure: .didLaunch)
                }
            default:
                break
            }
            for closure in ActionClosure.allCases where (counts[closure] ?? 0) > 1 && !(step == .appear && closure == .didLaunch) {
                fail(
                    "twice \(closure.rawValue)",
                    "one \(step) called \(closure.rawValue) \(counts[closure]!) times; one event must be reported once",
                    closure: closure)
            }
        }
        return collector.result()
    }
}
