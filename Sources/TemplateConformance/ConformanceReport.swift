/// One rule of the template contract, with a stable identifier.
public struct ConformanceRule: Hashable, Sendable, CustomStringConvertible {
    /// The stable identifier, e.g. "bounds": what tables, JSON and messages use.
    public let id: String
    /// What the rule asks of a template, in a sentence.
    public let summary: String

    /// Creates a rule.
    init(id: String, summary: String) {
        self.id = id
        self.summary = summary
    }

    /// Draws exactly within bounds, with every wide glyph whole, at sizes from 1x1 to
    /// 200x60, with 0, 1, 8 and 10,000 items of every script; drawing twice draws the same.
    public static let bounds = ConformanceRule(
        id: "bounds",
        summary: "draws within bounds with wide glyphs whole at sizes from 1x1 to 200x60, the same frame every time")
    /// Handles 0, 1 and 10,000 items, and a change between them, through inputs, with
    /// the selection always among the items; animates a change of the items.
    public static let items = ConformanceRule(
        id: "items",
        summary: "handles 0, 1 and 10,000 items through input and change, the selection always among them, a change animated")
    /// Every closure of every action protocol it adopts can be triggered by some input.
    public static let actions = ConformanceRule(
        id: "actions",
        summary: "every closure of every action protocol it adopts is called by some input, with the right item")
    /// One event is reported once: one swipe, one swipe report; one appearance, one launch.
    public static let reporting = ConformanceRule(
        id: "reporting",
        summary: "reports each event exactly once: one swipe, one report; one appearance, one launch")
    /// It is released once replaced and its Container dropped.
    public static let release = ConformanceRule(
        id: "release",
        summary: "is released after it is replaced and its Container dropped")

    /// Every rule, in the order they are checked and shown.
    /// Draws one section of a screen among others: within bounds at every size, the
    /// focus coming in and going out at its edges, no row of its region changed by a
    /// replacement beside it.
    public static let sections = ConformanceRule(
        id: "sections",
        summary: "draws one section among others: within bounds, the focus in and out at its edges, untouched by a replacement beside it")

    public static let all: [ConformanceRule] = [.bounds, .items, .actions, .reporting, .release, .sections]

    public var description: String { id }
}

/// A broken rule: what broke and a snippet that shows it again.
public struct ConformanceFailure: Hashable, Sendable, CustomStringConvertible {
    /// The rule broken.
    public var rule: ConformanceRule
    /// What happened, with the size, item count and inputs it happened with.
    public var message: String
    /// Swift code that reproduces it, line by line, using ``ConformanceItems`` for the
    /// items.
    public var reproduction: String

    /// Creates a failure.
    public init(rule: ConformanceRule, message: String, reproduction: String) {
        self.rule = rule
        self.message = message
        self.reproduction = reproduction
    }

    /// `rule: message`, then the reproduction indented under "reproduce with:".
    public var description: String {
        var text = "\(rule.id): \(message)"
        if !reproduction.isEmpty {
            text += "\n  reproduce with:\n" + reproduction.split(separator: "\n", omittingEmptySubsequences: false)
                .map { "    \($0)" }.joined(separator: "\n")
        }
        return text
    }
}

/// How one rule went for one template.
public struct ConformanceRuleResult: Hashable, Sendable {
    /// The rule.
    public var rule: ConformanceRule
    /// What broke; empty when the rule holds.
    public var failures: [ConformanceFailure]
    /// Why the rule did not apply (e.g. a template that reports nothing has nothing to
    /// report once), when it did not; a rule that does not apply holds.
    public var notApplicable: String?

    /// Creates a result.
    public init(rule: ConformanceRule, failures: [ConformanceFailure] = [], notApplicable: String? = nil) {
        self.rule = rule
        self.failures = failures
        self.notApplicable = notApplicable
    }

    /// Whether the rule holds.
    public var passed: Bool { failures.isEmpty }
}

/// The outcome of checking a template type against every rule.
public struct ConformanceReport: Hashable, Sendable, CustomStringConvertible {
    /// The template's style.
    public var style: TemplateStyle
    /// The template type's name, e.g. "ListTemplate".
    public var typeName: String
    /// One result per rule, in the order of ``ConformanceRule/all``.
    public var results: [ConformanceRuleResult]

    /// Creates a report.
    public init(style: TemplateStyle, typeName: String, results: [ConformanceRuleResult]) {
        self.style = style
        self.typeName = typeName
        self.results = results
    }

    /// Whether every rule holds.
    public var passed: Bool { results.allSatisfy(\.passed) }

    /// Every failure, rule by rule.
    public var failures: [ConformanceFailure] { results.flatMap(\.failures) }

    /// The result of one rule.
    public func result(for rule: ConformanceRule) -> ConformanceRuleResult? {
        results.first { $0.rule == rule }
    }

    /// A line per rule (✓, ✗, or – when it does not apply), then every failure with its
    /// reproduction.
    public var description: String {
        let held = results.filter(\.passed).count
        var lines = ["\(typeName) (\(style)): \(held) of \(results.count) rules hold"]
        for result in results {
            let mark = !result.passed ? "✗" : result.notApplicable != nil ? "–" : "✓"
            lines.append("  \(mark) \(result.rule.id)" + (result.notApplicable.map { " (\($0))" } ?? ""))
        }
        for failure in failures {
            lines.append(failure.description)
        }
        return lines.joined(separator: "\n")
    }
}
