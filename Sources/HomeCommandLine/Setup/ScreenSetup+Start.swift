import DynamicHome

/// What the interactive start waits for before it shows the first frame, and for how
/// long: the screen comes up at once, whatever a server or the toggles cost.
extension ScreenSetup {
    /// How long the interactive start waits for an Unleash server's first answer before
    /// it starts on the backup (or the built-in defaults); the answer comes in later, as
    /// polling's answers do, with a cross-fade when it picks another template.
    nonisolated static let serverWait = Duration.milliseconds(300)

    /// How long, in milliseconds, the interactive start lets the toggles answer every
    /// question the screen asks of them (tried off the main actor) before it starts on the
    /// built-in defaults instead: a frame and `q` never wait for an evaluation.
    nonisolated static let evaluationWaitMilliseconds = 500
    nonisolated static let evaluationWait = Duration.milliseconds(evaluationWaitMilliseconds)

    /// Whether the decisions answer every question the screen asks within
    /// ``evaluationWait``, tried on a task of their own. A trial still running at the
    /// deadline is left to end by itself; its decisions are not used.
    func answersInTime(_ decisions: FeatureDecisions) async -> Bool {
        let trial = evaluationTrial
        return await Deadline.result(within: Self.evaluationWait, on: startClock) { trial(decisions); return true } ?? false
    }
}
