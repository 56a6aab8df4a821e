import Essentials
import FeatureToggles

extension FeatureDecisions {
    /// Calls ``onEvaluation`` with an evaluation a question made, and ``onImpression``
    /// with its impression when the toggle is marked `impressionData`.
    ///
    /// - Parameters:
    ///   - details: The evaluation, as the question reports it.
    ///   - eventType: What the question asked: whether the toggle is on, or its variant.
    func observe(_ details: EvaluationDetails, as eventType: ImpressionEvent.EventType) {
        onEvaluation?(details)
        guard let onImpression, let impression = ImpressionEvent(details, eventType: eventType, context: context) else { return }
        onImpression(impression)
    }

    /// Asks `questions` of these decisions and returns their answer with the impressions
    /// the evaluations made, in the order they were made; they go there instead of to
    /// ``onImpression``. ``onEvaluation`` is called as usual.
    ///
    /// The screen asks its questions this way: it records the impressions as analytics
    /// events where it records the exposures, on the main actor.
    public func collectingImpressions<Answer>(
        _ questions: (FeatureDecisions) throws -> Answer
    ) rethrows -> (answer: Answer, impressions: [ImpressionEvent]) {
        let collected = Locked<[ImpressionEvent]>([])
        var collecting = self
        collecting.onImpression = { impression in collected.withLock { $0.append(impression) } }
        let answer = try questions(collecting)
        return (answer, collected.withLock { $0 })
    }
}
