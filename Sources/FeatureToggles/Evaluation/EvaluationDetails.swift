/// Why an evaluation came out as it did, in OpenFeature's vocabulary.
public enum EvaluationReason: String, Sendable, Hashable, Codable, CaseIterable {
    /// The value is the same for every context: on for everyone, a fixed value, or an override.
    case `static` = "STATIC"
    /// The value fell back to a default: no strategy matched, a parent was not satisfied,
    /// or the value came from the built-in defaults.
    case `default` = "DEFAULT"
    /// A targeting rule matched: a constraint, a user list, an address, a variant override.
    case targetingMatch = "TARGETING_MATCH"
    /// A bucket decided: a percentage rollout or a weighted variant.
    case split = "SPLIT"
    /// The toggle is switched off.
    case disabled = "DISABLED"
    /// The evaluation failed; see the error code.
    case error = "ERROR"
}

/// What went wrong, when an evaluation failed, in OpenFeature's vocabulary.
public enum EvaluationErrorCode: String, Sendable, Hashable, Codable, CaseIterable {
    /// No toggle has that name.
    case flagNotFound = "FLAG_NOT_FOUND"
    /// The toggle's value could not be read (e.g. a number payload that is not a number).
    case parseError = "PARSE_ERROR"
    /// The value is not of the type asked for.
    case typeMismatch = "TYPE_MISMATCH"
    /// The value is not one the application can use (e.g. a template style nobody registered).
    case invalidContext = "INVALID_CONTEXT"
    /// Anything else.
    case general = "GENERAL"
}

/// Where a toggle's value came from, from weakest to strongest.
///
/// The raw value is the layer's one spelling, in `home toggles explain` (table and
/// JSON) and in the status line alike.
public enum ToggleLayer: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The application's built-in defaults.
    case defaults = "built-in"
    /// The toggles file.
    case file
    /// An Unleash server (or Unleash Edge), or the backup of its last answer: in place
    /// of the file.
    case server
    /// A `DYNAMIC_HOME_TOGGLE_<KEY>` environment variable.
    case environment
    /// A `--toggle KEY=VALUE` option.
    case commandLine = "command line"

    public static func < (lhs: ToggleLayer, rhs: ToggleLayer) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Everything about one evaluation: the value, the variant, why, and from which layer.
public struct EvaluationDetails: Sendable {
    /// The toggle's name.
    public var name: String
    /// Whether the toggle is on for the context (Unleash's `isEnabled`, `feature_enabled`).
    public var enabled: Bool
    /// The variant (Unleash's `getVariant`); ``ResolvedVariant/disabled`` when none.
    public var variant: ResolvedVariant
    /// Why.
    public var reason: EvaluationReason
    /// What failed, when ``reason`` is ``EvaluationReason/error``.
    public var errorCode: EvaluationErrorCode?
    /// A sentence about the failure, or about the decision when that helps.
    public var message: String?
    /// The layer the value came from; `nil` when the toggle was not found.
    public var layer: ToggleLayer?
    /// The toggle's category, when it has one (exposures are reported for experiments).
    public var category: ToggleCategory?
    /// The strategy that decided, by name, when one did.
    public var strategy: String?
    /// How a percentage rollout bucketed the context, when one decided.
    ///
    /// Built when read: evaluation keeps only the bucket and the hashed value.
    public var rollout: Bucketing? {
        get { deferredBucketing?.rollout ?? bucketing?.rollout }
        set { setBucketing(rollout: newValue, variant: variantBucketing) }
    }
    /// How the variant was bucketed, when weights decided.
    ///
    /// Built when read: evaluation keeps only the bucket and the hashed value.
    public var variantBucketing: Bucketing? {
        get { deferredBucketing?.variant ?? bucketing?.variant }
        set { setBucketing(rollout: rollout, variant: newValue) }
    }
    /// Bucketing set through ``rollout`` and ``variantBucketing`` (or the public
    /// initializer), boxed so that details stay small to copy. Never set together with
    /// ``deferredBucketing``; read and write it through those two properties.
    var bucketing: BucketingPair?
    /// Bucketing as evaluation found it, expanded when read.
    var deferredBucketing: DeferredBucketing?

    // The initializers are in an extension so that the synthesized memberwise initializer
    // remains: it builds the value in place, where a hand-written one costs a copy and a
    // destruction of every field.

    private mutating func setBucketing(rollout: Bucketing?, variant: Bucketing?) {
        deferredBucketing = nil
        bucketing = BucketingPair.make(rollout: rollout, variant: variant)
    }
}

extension EvaluationDetails {
    /// Creates details.
    public init(
        name: String, enabled: Bool, variant: ResolvedVariant = .disabled, reason: EvaluationReason,
        errorCode: EvaluationErrorCode? = nil, message: String? = nil, layer: ToggleLayer?,
        category: ToggleCategory? = nil, strategy: String? = nil, rollout: Bucketing? = nil,
        variantBucketing: Bucketing? = nil
    ) {
        self.init(
            name: name, enabled: enabled, variant: variant, reason: reason, errorCode: errorCode, message: message,
            layer: layer, category: category, strategy: strategy,
            bucketing: BucketingPair.make(rollout: rollout, variant: variantBucketing), deferredBucketing: nil
        )
    }

    /// Details as evaluation makes them: built once, with no error and the bucketing deferred.
    @inline(__always)
    static func evaluated(
        name: String, enabled: Bool, variant: ResolvedVariant, reason: EvaluationReason, message: String?,
        layer: ToggleLayer?, category: ToggleCategory?, strategy: String? = nil, deferredBucketing: DeferredBucketing? = nil
    ) -> EvaluationDetails {
        EvaluationDetails(
            name: name, enabled: enabled, variant: variant, reason: reason, errorCode: nil, message: message,
            layer: layer, category: category, strategy: strategy, bucketing: nil, deferredBucketing: deferredBucketing
        )
    }

    /// The details for a name no layer defines.
    public static func notFound(_ name: String) -> EvaluationDetails {
        EvaluationDetails(
            name: name, enabled: false, reason: .error, errorCode: .flagNotFound,
            message: "no toggle is named \"\(name)\"", layer: nil
        )
    }
}

extension EvaluationDetails: Hashable {
    /// Equal when every field is, the bucketing compared as the ``Bucketing`` values it
    /// reads as (however it is stored).
    public static func == (lhs: EvaluationDetails, rhs: EvaluationDetails) -> Bool {
        lhs.name == rhs.name && lhs.enabled == rhs.enabled && lhs.variant == rhs.variant && lhs.reason == rhs.reason
            && lhs.errorCode == rhs.errorCode && lhs.message == rhs.message && lhs.layer == rhs.layer
            && lhs.category == rhs.category && lhs.strategy == rhs.strategy
            && lhs.rollout == rhs.rollout && lhs.variantBucketing == rhs.variantBucketing
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(enabled)
        hasher.combine(variant)
        hasher.combine(reason)
        hasher.combine(errorCode)
        hasher.combine(message)
        hasher.combine(layer)
        hasher.combine(category)
        hasher.combine(strategy)
        hasher.combine(rollout)
        hasher.combine(variantBucketing)
    }
}

extension EvaluationDetails {
    /// The variant's name when a variant was chosen; `nil` otherwise.
    public var variantName: String? { variant.enabled ? variant.name : nil }

    /// The variant's payload as a number, when it reads as one.
    public var number: Double? { variant.enabled ? variant.payload?.number : nil }

    /// The variant's payload as a whole number, when it reads as one.
    public var integer: Int? { variant.enabled ? variant.payload?.integer : nil }

    /// The variant's payload text, when there is a payload.
    public var payloadText: String? { variant.enabled ? variant.payload?.value : nil }

    /// A copy that reports a failure: reason ERROR, the code and message, and `variant`
    /// (the fallback the caller used instead).
    ///
    /// FeatureDecisions uses this when a toggle names something the application lacks,
    /// e.g. a template style that no template registered.
    ///
    /// - Parameters:
    ///   - code: What failed.
    ///   - message: A sentence saying what was wrong and what was used instead.
    ///   - variant: The variant used instead, when one was.
    /// - Returns: The modified details.
    public func failing(_ code: EvaluationErrorCode, message: String, fallback variant: ResolvedVariant? = nil) -> EvaluationDetails {
        var copy = self
        copy.reason = .error
        copy.errorCode = code
        copy.message = message
        if let variant { copy.variant = variant }
        return copy
    }
}

/// The bucketing of a rollout and of a variant, boxed: evaluation details are copied
/// often, and most toggles have neither.
final class BucketingPair: Sendable, Hashable {
    let rollout: Bucketing?
    let variant: Bucketing?

    private init(rollout: Bucketing?, variant: Bucketing?) {
        self.rollout = rollout
        self.variant = variant
    }

    static func make(rollout: Bucketing?, variant: Bucketing?) -> BucketingPair? {
        rollout == nil && variant == nil ? nil : BucketingPair(rollout: rollout, variant: variant)
    }

    static func == (lhs: BucketingPair, rhs: BucketingPair) -> Bool {
        lhs.rollout == rhs.rollout && lhs.variant == rhs.variant
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(rollout)
        hasher.combine(variant)
    }
}
