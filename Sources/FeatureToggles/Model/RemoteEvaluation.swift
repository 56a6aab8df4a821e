/// An evaluation a remote service made for one context (an OpenFeature Remote Evaluation
/// Protocol service, say): the reason, error code and message it gave.
///
/// A toggle that carries one (``Toggle/remoteEvaluation``) is not evaluated: its value
/// (``Toggle/enabled`` and its one variant) is the service's answer, reported with the
/// service's reason; overrides of the environment and the command line still stand above
/// it, as above any toggle.
public struct RemoteEvaluation: Sendable, Hashable {
    /// Why the service answered as it did.
    public var reason: EvaluationReason
    /// What failed, when the service says the evaluation failed.
    public var errorCode: EvaluationErrorCode?
    /// What the service said of it (its error details, its variant's name).
    public var message: String?

    /// Creates a remote evaluation.
    public init(reason: EvaluationReason, errorCode: EvaluationErrorCode? = nil, message: String? = nil) {
        self.reason = reason
        self.errorCode = errorCode
        self.message = message
    }
}
