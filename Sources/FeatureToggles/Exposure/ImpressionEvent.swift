/// What Unleash's SDKs emit as an `impression` event: one for every `isEnabled` or
/// `getVariant` call of a toggle marked `"impressionData": true`, and none for other
/// toggles.
///
/// The fields are those of the Node SDK's `ImpressionEvent` (`eventType`, `featureName`,
/// `enabled`, `variant` for `getVariant` only, `context`), which the Python SDK's
/// `UnleashEvent` also carries. As in both, a `getVariant` event's ``enabled`` is the
/// variant's: `false` when the toggle is off or gives no variant (whose name is then
/// `disabled`). The SDKs' random `eventId` is left out, so that the same evaluations
/// give the same events.
public struct ImpressionEvent: Sendable, Hashable {
    /// Which call the evaluation answered.
    public enum EventType: String, Sendable, Hashable, CaseIterable {
        /// Whether the toggle is on: a flag question.
        case isEnabled
        /// Which variant the context gets: a question that reads the variant or its payload.
        case getVariant
    }

    /// Which call the evaluation answered.
    public var eventType: EventType
    /// The toggle's name.
    public var featureName: String
    /// Whether the toggle is on (``EventType/isEnabled``), or the variant is
    /// (``EventType/getVariant``).
    public var enabled: Bool
    /// The variant's name, for ``EventType/getVariant`` only: `disabled` when there is none.
    public var variant: String?
    /// The context the toggle was evaluated for.
    public var context: EvaluationContext

    /// Creates an event.
    public init(eventType: EventType, featureName: String, enabled: Bool, variant: String? = nil, context: EvaluationContext) {
        self.eventType = eventType
        self.featureName = featureName
        self.enabled = enabled
        self.variant = variant
        self.context = context
    }

    /// The event an evaluation emits, as Unleash's SDKs make it.
    ///
    /// - Parameters:
    ///   - details: The evaluation, as the question that asked it reports it.
    ///   - eventType: Which call it answered.
    ///   - context: The context it was evaluated for.
    /// - Returns: `nil` when the toggle is not marked `impressionData`.
    public init?(_ details: EvaluationDetails, eventType: EventType, context: EvaluationContext) {
        guard details.impressionData else { return nil }
        switch eventType {
        case .isEnabled:
            self.init(eventType: eventType, featureName: details.name, enabled: details.enabled, context: context)
        case .getVariant:
            self.init(
                eventType: eventType, featureName: details.name, enabled: details.variant.enabled, variant: details.variant.name,
                context: context)
        }
    }
}

extension EvaluationContext {
    /// The standard fields that are set (not empty), as Unleash names them, in the order
    /// of its context: `userId`, `sessionId`, `remoteAddress`, `environment`, `appName`,
    /// `currentTime` (as JavaScript's `toISOString` writes it, or as given when it is no
    /// date-time). ``properties`` come apart.
    public var standardFields: [(name: String, value: String)] {
        let fields: [ContextField] = [.userId, .sessionId, .remoteAddress, .environment, .appName, .currentTime]
        return fields.compactMap { field in standardValue(of: field).map { (field.name, $0) } }
    }
}
