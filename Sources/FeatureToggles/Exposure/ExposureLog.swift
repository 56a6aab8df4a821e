/// An experiment toggle evaluated for the first time in a run: what analytics records as
/// an exposure.
public struct ExposureEvent: Sendable, Hashable {
    /// The toggle.
    public var name: String
    /// Whether it was on.
    public var enabled: Bool
    /// The variant the context got.
    public var variant: ResolvedVariant
    /// Why.
    public var reason: EvaluationReason
    /// Where the value came from.
    public var layer: ToggleLayer?

    /// Creates an event.
    public init(name: String, enabled: Bool, variant: ResolvedVariant, reason: EvaluationReason, layer: ToggleLayer?) {
        self.name = name
        self.enabled = enabled
        self.variant = variant
        self.reason = reason
        self.layer = layer
    }
}

/// Remembers which experiments were already exposed, so that each is reported once a run.
///
/// A value: keep one where the evaluations happen (e.g. in FeatureDecisions) and pass
/// every evaluation through ``record(_:)``.
public struct ExposureLog: Sendable, Hashable {
    /// The experiments reported so far.
    public private(set) var exposed: Set<String> = []

    /// Creates an empty log.
    public init() {}

    /// Notes an evaluation.
    ///
    /// - Parameter details: Any evaluation.
    /// - Returns: An exposure when `details` is the first evaluation of an
    ///   experiment-category toggle in this log; `nil` otherwise (other categories,
    ///   unknown toggles, and experiments already reported).
    /// - Complexity: O(1) on average.
    public mutating func record(_ details: EvaluationDetails) -> ExposureEvent? {
        guard details.category == .experiment, details.errorCode != .flagNotFound,
              exposed.insert(details.name).inserted
        else { return nil }
        return ExposureEvent(name: details.name, enabled: details.enabled, variant: details.variant, reason: details.reason, layer: details.layer)
    }
}
