/// Collects a rule's failures, keeping the first of each kind and counting the rest, so
/// that one broken habit is one message, not sixty.
struct FailureCollector {
    let rule: ConformanceRule
    private var kinds: [String] = []
    private var first: [String: (message: String, reproduction: String)] = [:]
    private var more: [String: Int] = [:]

    init(_ rule: ConformanceRule) {
        self.rule = rule
    }

    /// Notes a failure of a kind; only the first of each kind is built.
    mutating func add(_ kind: String, _ message: @autoclosure () -> String, reproduction: @autoclosure () -> [String]) {
        if first[kind] == nil {
            kinds.append(kind)
            first[kind] = (message(), reproduction().joined(separator: "\n"))
        } else {
            more[kind, default: 0] += 1
        }
    }

    /// Whether a failure of this kind was noted.
    func contains(_ kind: String) -> Bool { first[kind] != nil }

    /// The result: the first failure of each kind, with how many more cases it had.
    func result() -> ConformanceRuleResult {
        let failures = kinds.map { kind -> ConformanceFailure in
            let (message, reproduction) = first[kind]!
            let extra = more[kind] ?? 0
            let suffix = extra == 0 ? "" : " (and in \(extra) more case\(extra == 1 ? "" : "s"))"
            return ConformanceFailure(rule: rule, message: message + suffix, reproduction: reproduction)
        }
        return ConformanceRuleResult(rule: rule, failures: failures)
    }
}
