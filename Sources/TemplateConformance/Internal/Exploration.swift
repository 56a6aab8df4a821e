/// A search over input sequences for what calls each of a template's closures.
///
/// Every sequence runs on a new template showing six items of every kind, drawn at
/// 80x24 before the first step and after each. The search goes breadth first, up to
/// ``maxDepth`` steps, and only extends sequences that called nothing and reached a
/// state (frame and selection) not seen before, so it stays small: a list of six items
/// has a handful of states. At most ``maxFrontier`` states are extended at each depth,
/// which bounds the search for a template whose every frame differs. Past the single
/// steps (all of which the reporting rule needs) it stops once every closure is found,
/// trying each step on every state of a depth before the next step.
@MainActor
struct Exploration {
    static let size = Size(width: 80, height: 24)
    static let itemCount = 6
    static let maxDepth = 3
    static let maxFrontier = 24

    /// A sequence of steps and the calls its last step made.
    struct Run {
        var steps: [ProbeStep]
        var calls: [RecordedCall]
    }

    /// What each single step from the start called, in the order of the candidates.
    private(set) var singleSteps: [Run] = []
    /// The first (shortest) sequence found that calls each closure.
    private(set) var firstTrigger: [ActionClosure: [ProbeStep]] = [:]
    /// Sequences whose selection named an item that is not at its index.
    private(set) var wrongSelections: [(steps: [ProbeStep], call: RecordedCall, actual: HomeItem?)] = []
    /// How many steps the search tries at each point.
    let candidateCount = ProbeStep.candidates.count

    private let subject: ConformanceSubject
    private let items: [HomeItem]

    /// What a sequence ends in: the frame's text and the selection.
    private struct State: Hashable {
        var frame: String
        var selected: Int?
    }

    private init(_ subject: ConformanceSubject) {
        self.subject = subject
        self.items = subject.sampleItems(count: Self.itemCount)
    }

    /// Searches, yielding to other work on the main actor between sequences.
    static func explore(_ subject: ConformanceSubject) async -> Exploration {
        var exploration = Exploration(subject)
        await exploration.search()
        return exploration
    }

    private mutating func search() async {
        let targets = Set(ActionClosure.adopted(by: subject.capabilities))
        var found: Set<ActionClosure> = []
        var seen: Set<State> = [run([]).state]
        var frontier: [[ProbeStep]] = [[]]
        for depth in 1...Self.maxDepth {
            // Each prefix with each step, taken step by step across the prefixes: a
            // closure reached by one more key (an item opened after moving) is found
            // after a few runs of every prefix, not after every step of the first ones.
            // What the runs found is noted afterwards prefix by prefix, as a search of
            // one prefix at a time notes it, so that the selections, the states seen and
            // the next frontier come in the same order.
            var outcomes = [[Outcome?]](
                repeating: [Outcome?](repeating: nil, count: ProbeStep.candidates.count), count: frontier.count)
            runs: for (stepIndex, step) in ProbeStep.candidates.enumerated() {
                for (prefixIndex, prefix) in frontier.enumerated() {
                    let (calls, state) = run(prefix + [step])
                    outcomes[prefixIndex][stepIndex] = Outcome(calls: calls, state: calls.isEmpty ? state : nil)
                    found.formUnion(calls.map(\.closure))
                    // Single steps are all needed by the reporting rule; past them, stop
                    // as soon as every closure has been found.
                    if depth > 1, targets.isSubset(of: found) { break runs }
                    await Task.yield()
                }
            }
            var next: [[ProbeStep]] = []
            for (prefixIndex, prefix) in frontier.enumerated() {
                for (stepIndex, step) in ProbeStep.candidates.enumerated() {
                    guard let outcome = outcomes[prefixIndex][stepIndex] else { continue }
                    let sequence = prefix + [step]
                    if depth == 1 { singleSteps.append(Run(steps: sequence, calls: outcome.calls)) }
                    note(outcome.calls, of: sequence)
                    if let state = outcome.state, next.count < Self.maxFrontier, seen.insert(state).inserted {
                        next.append(sequence)
                    }
                }
            }
            if targets.isSubset(of: found) { break }
            frontier = next
        }
    }

    /// What one run called, and the state it ended in when it called nothing.
    private struct Outcome {
        var calls: [RecordedCall]
        var state: State?
    }

    private mutating func note(_ calls: [RecordedCall], of sequence: [ProbeStep]) {
        for call in calls {
            if firstTrigger[call.closure] == nil { firstTrigger[call.closure] = sequence }
            if case .selected(_, let selection) = call {
                let actual = items.indices.contains(selection.index) ? items[selection.index] : nil
                if actual != selection.item { wrongSelections.append((sequence, call, actual)) }
            }
        }
    }

    /// Runs a sequence on a new template: the calls of its last step, and where it ends.
    private func run(_ sequence: [ProbeStep]) -> (calls: [RecordedCall], state: State) {
        let template = subject.make(itemCount: Self.itemCount)
        let recorder = CallRecorder()
        recorder.inject(into: template)
        var canvas = subject.draw(template, size: Self.size)
        for step in sequence {
            _ = recorder.take()
            step.apply(to: template)
            canvas = subject.draw(template, size: Self.size)
        }
        return (recorder.take(), State(frame: canvas.plainText, selected: template.selectedIndex))
    }

    /// Swift that replays a sequence with the given closures recording into `calls`.
    func reproduction(_ sequence: [ProbeStep], recording closures: [ActionClosure], expectation: String) -> [String] {
        var lines = subject.makeCode(itemCount: Self.itemCount)
        lines.append("var calls: [String] = []")
        lines += closures.map(\.recordingCode)
        lines += ConformanceSubject.drawCode(Self.size)
        for step in sequence {
            lines.append(step.code)
            lines += ConformanceSubject.drawCode(Self.size, declare: false)
        }
        lines.append(expectation)
        return lines
    }
}
