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
    /// The value is not one the application can use (e.g. a template style nobody
    /// registered), or a remote service found the context unusable.
    case invalidContext = "INVALID_CONTEXT"
    /// A remote service needed a targeting key (a user or session) that the context lacks.
    case targetingKeyMissing = "TARGETING_KEY_MISSING"
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
///
/// Details that evaluation makes keep only positions in the compiled toggle and a few
/// numbers, and read their texts from it when asked (see `EvaluationRecord`); setting
/// any property stores every field as set.
public struct EvaluationDetails: Sendable {
    /// The details as evaluation made them; a placeholder when ``box`` is set.
    private var record: EvaluationRecord
    /// The details as set field by field, when they were: they replace ``record``.
    private var box: FieldsBox?

    /// The toggle's name.
    public var name: String {
        get { if let box { return box.fields.name }; return record.name }
        set { change { $0.name = newValue } }
    }
    /// Whether the toggle is on for the context (Unleash's `isEnabled`, `feature_enabled`).
    public var enabled: Bool {
        get { if let box { return box.fields.enabled }; return record.enabled }
        set { change { $0.enabled = newValue } }
    }
    /// The variant (Unleash's `getVariant`); ``ResolvedVariant/disabled`` when none.
    public var variant: ResolvedVariant {
        get { if let box { return box.fields.variant }; return record.variant }
        set { change { $0.variant = newValue } }
    }
    /// Why.
    public var reason: EvaluationReason {
        get { if let box { return box.fields.reason }; return record.reason }
        set { change { $0.reason = newValue } }
    }
    /// What failed, when ``reason`` is ``EvaluationReason/error``.
    public var errorCode: EvaluationErrorCode? {
        get { box?.fields.errorCode }
        set { change { $0.errorCode = newValue } }
    }
    /// A sentence about the failure, or about the decision when that helps.
    public var message: String? {
        get { if let box { return box.fields.message }; return record.messageText }
        set { change { $0.message = newValue } }
    }
    /// The layer the value came from; `nil` when the toggle was not found.
    public var layer: ToggleLayer? {
        get { if let box { return box.fields.layer }; return record.layer }
        set { change { $0.layer = newValue } }
    }
    /// The toggle's category, when it has one (exposures are reported for experiments).
    public var category: ToggleCategory? {
        get { if let box { return box.fields.category }; return record.toggle.category }
        set { change { $0.category = newValue } }
    }
    /// Whether the toggle is marked `impressionData`: each evaluation of it that an
    /// application uses is then reported as an ``ImpressionEvent``. It belongs to the
    /// definition (the file's or the server's), whichever layer decided the value.
    public var impressionData: Bool {
        get { if let box { return box.fields.impressionData }; return record.toggle.impressionData }
        set { change { $0.impressionData = newValue } }
    }
    /// The strategy that decided, by name, when one did.
    public var strategy: String? {
        get { if let box { return box.fields.strategy }; return record.strategyName }
        set { change { $0.strategy = newValue } }
    }
    /// How a percentage rollout bucketed the context, when one decided.
    ///
    /// Built when read: evaluation keeps only the bucket.
    public var rollout: Bucketing? {
        get { if let box { return box.fields.rollout }; return record.rollout }
        set { change { $0.rollout = newValue } }
    }
    /// How the variant was bucketed, when weights decided.
    ///
    /// Built when read: evaluation keeps only the bucket.
    public var variantBucketing: Bucketing? {
        get { if let box { return box.fields.variantBucketing }; return record.variantBucketing }
        set { change { $0.variantBucketing = newValue } }
    }

    /// Every field, as stored or as read from the evaluation.
    var fields: Fields {
        if let box { return box.fields }
        return Fields(
            name: record.name, enabled: record.enabled, variant: record.variant, reason: record.reason, errorCode: nil,
            message: record.messageText, layer: record.layer, category: record.toggle.category,
            impressionData: record.toggle.impressionData, strategy: record.strategyName, rollout: record.rollout, variantBucketing: record.variantBucketing
        )
    }

    private mutating func change(_ body: (inout Fields) -> Void) {
        var fields = self.fields
        body(&fields)
        record = .placeholder
        box = FieldsBox(fields)
    }

    /// Details as evaluation made them.
    init(_ record: EvaluationRecord) {
        self.record = record
    }

    /// Creates details.
    public init(
        name: String, enabled: Bool, variant: ResolvedVariant = .disabled, reason: EvaluationReason,
        errorCode: EvaluationErrorCode? = nil, message: String? = nil, layer: ToggleLayer?,
        category: ToggleCategory? = nil, strategy: String? = nil, rollout: Bucketing? = nil,
        variantBucketing: Bucketing? = nil, impressionData: Bool = false
    ) {
        record = .placeholder
        box = FieldsBox(Fields(
            name: name, enabled: enabled, variant: variant, reason: reason, errorCode: errorCode, message: message,
            layer: layer, category: category, impressionData: impressionData, strategy: strategy, rollout: rollout,
            variantBucketing: variantBucketing
        ))
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
        lhs.fields == rhs.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
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

extension EvaluationDetails {
    /// Every public field of details, stored.
    struct Fields: Sendable, Hashable {
        var name: String
        var enabled: Bool
        var variant: ResolvedVariant
        var reason: EvaluationReason
        var errorCode: EvaluationErrorCode?
        var message: String?
        var layer: ToggleLayer?
        var category: ToggleCategory?
        var impressionData: Bool
        var strategy: String?
        var rollout: Bucketing?
        var variantBucketing: Bucketing?
    }

    /// Fields, boxed so that details stay small to copy; never changed once made.
    final class FieldsBox: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }
}

extension EvaluationDetails: CustomReflectable {
    /// The fields as they read, however they are stored, so that `print`, `dump`, test
    /// failures and `String(describing:)` show the evaluation rather than its record.
    public var customMirror: Mirror {
        let fields = self.fields
        return Mirror(self, children: [
            "name": fields.name, "enabled": fields.enabled, "variant": fields.variant, "reason": fields.reason,
            "errorCode": fields.errorCode as Any, "message": fields.message as Any, "layer": fields.layer as Any,
            "category": fields.category as Any, "impressionData": fields.impressionData, "strategy": fields.strategy as Any, "rollout": fields.rollout as Any,
            "variantBucketing": fields.variantBucketing as Any,
        ], displayStyle: .struct)
    }
}
