/// A search over input sequences for what calls each of a template's closures.
///
/// Every sequence runs on a new template showing six items of every kind, drawn at
/// 80x24 before the first step and after each. The search goes breadth first, up to
/// ``maxDepth`` steps, and only extends sequences that called nothing and reached a
/// state (frame and selection) not seen before, so it stays small: a list of six items
/// has a handful of states. At most ``maxFrontier`` states are extended at each depth,
/// which bounds the search for a template whose every frame differs.
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
    private let items = ConformanceItems.sample(count: Exploration.itemCount)

    /// What a sequence ends in: the frame's text and the selection.
    private struct State: Hashable {
        var frame: String
        var selected: Int?
    }

    private init(_ subject: ConformanceSubject) {
        self.subject = subject
    }

    /// Searches, yielding to other work on the main actor between sequences.
    static func explore(_ subject: ConformanceSubject) async -> Exploration {
        var exploration = Exploration(subject)
        await exploration.search()
        return exploration
    }

    private mutating func search() async {
        let targets = Set(ActionClosure.adopted(by: subject.capabilities))
        var seen: Set<State> = [run([]).state]
        var frontier: [[ProbeStep]] = [[]]
        search: for depth in 1...Self.maxDepth {
            var next: [[ProbeStep]] = []
            for prefix in frontier {
                for step in ProbeStep.candidates {
                    let sequence = prefix + [step]
                    let (calls, state) = run(sequence)
                    if depth == 1 { singleSteps.append(Run(steps: sequence, calls: calls)) }
                    note(calls, of: sequence)
                    if calls.isEmpty, next.count < Self.maxFrontier, seen.insert(state).inserted { next.append(sequence) }
                    // Single steps are all needed by the reporting rule; past them, stop
                    // as soon as every closure has been found.
                    if depth > 1, targets.isSubset(of: firstTrigger.keys) { break search }
                    await Task.yield()
                }
            }
            if targets.isSubset(of: firstTrigger.keys) { break }
            frontier = next
        }
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
