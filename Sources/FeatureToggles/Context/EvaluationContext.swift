import Diagnostics
import Foundation

/// What a toggle is evaluated for: Unleash's context shape.
///
/// `userId`, `sessionId`, `remoteAddress`, `environment`, `appName` and `currentTime` are
/// the standard fields; anything else goes in `properties`. Decodes from the JSON that
/// `home toggles explain --context` takes, e.g.
/// `{"userId": "42", "properties": {"country": "norway"}}`.
public struct EvaluationContext: Sendable, Hashable {
    /// The user, for user stickiness and `userWithId`.
    public var userId: String? {
        get { storage.fields.userId }
        _modify { yield &fields.userId }
    }
    /// The session, for session stickiness.
    public var sessionId: String? {
        get { storage.fields.sessionId }
        _modify { yield &fields.sessionId }
    }
    /// The client's IP address, for `remoteAddress` and `IN_CIDR`.
    public var remoteAddress: String? {
        get { storage.fields.remoteAddress }
        _modify { yield &fields.remoteAddress }
    }
    /// The environment, e.g. "production".
    public var environment: String? {
        get { storage.fields.environment }
        _modify { yield &fields.environment }
    }
    /// The application's name.
    public var appName: String? {
        get { storage.fields.appName }
        _modify { yield &fields.appName }
    }
    /// The time date constraints compare with; the evaluator's clock when `nil`.
    ///
    /// A context decoded from JSON keeps the nanoseconds written, and one whose
    /// `currentTime` is not an RFC 3339 date-time keeps that text: this is `nil` then,
    /// date constraints on `currentTime` are false (as in Unleash's SDKs), and
    /// ``warnings`` says so. Setting it sets a `Date`'s precision.
    public var currentTime: Date? {
        get {
            guard case .instant(let instant)? = givenTime else { return nil }
            return instant.date
        }
        set { givenTime = newValue.map { .instant(Instant($0)) } }
    }
    /// Any other field, by name.
    public var properties: [String: String] {
        get { storage.fields.properties }
        _modify { yield &fields.properties }
    }

    /// `currentTime` as given.
    enum GivenTime: Sendable, Hashable {
        /// An RFC 3339 date-time, to the nanosecond.
        case instant(Instant)
        /// Text that is not one, and where it was written (for the warning).
        case unreadable(String, at: SourceLocation?)
    }

    /// `currentTime` as given; `nil` when none was.
    var givenTime: GivenTime? {
        get { storage.fields.givenTime }
        _modify { yield &fields.givenTime }
    }

    /// Every field.
    struct Fields: Sendable, Hashable {
        var userId: String?
        var sessionId: String?
        var remoteAddress: String?
        var environment: String?
        var appName: String?
        var properties: [String: String]
        var givenTime: GivenTime?
    }

    /// The fields, boxed: a context is copied (into arrays, out of them, into tasks) and
    /// read far more often than it is changed, and a copy of the box is one reference where
    /// a copy of the fields is one per text and one for the properties.
    ///
    /// The fields never change once boxed, so evaluation reads them in place, without
    /// copying a text or retaining it; changing a field boxes the changed fields anew.
    final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    fileprivate var storage: Storage

    /// The result of `body` on the user id, read in place, when it is set and not empty.
    @inline(__always)
    func withUserId<Result>(_ body: (String) -> Result) -> Result? {
        guard let id = storage.fields.userId, !id.isEmpty else { return nil }
        return body(id)
    }

    /// Every field; changing them boxes them anew. A box no other context shares is let go
    /// first, so that the fields are changed in place (a property added to the only copy
    /// of the properties, not to a copy of them).
    private var fields: Fields {
        get { storage.fields }
        _modify {
            var fields = storage.fields
            if isKnownUniquelyReferenced(&storage) { storage = Self.released }
            defer { storage = Storage(fields) }
            yield &fields
        }
    }

    /// The box a context holds for the moment between letting go of its box and boxing
    /// its changed fields.
    private static let released = Storage(Fields(properties: [:]))

    public static func == (lhs: EvaluationContext, rhs: EvaluationContext) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// Creates a context.
    public init(
        userId: String? = nil, sessionId: String? = nil, remoteAddress: String? = nil,
        environment: String? = nil, appName: String? = nil, currentTime: Date? = nil,
        properties: [String: String] = [:]
    ) {
        storage = Storage(Fields(
            userId: userId, sessionId: sessionId, remoteAddress: remoteAddress, environment: environment,
            appName: appName, properties: properties, givenTime: currentTime.map { .instant(Instant($0)) }
        ))
    }

    /// The most UTF-8 bytes of a context value that a constraint reads: 1 KiB.
    ///
    /// A longer value is, to constraints, missing (``warnings`` says so). Matching a
    /// regular expression costs its size times the text's length (docs/TESTING.md, Reliability),
    /// and a pattern within every limit on a 100,000-character user id took minutes;
    /// Unleash's engines bound the pattern and match in linear time, but not the text.
    /// Stickiness and `userWithId` still read the whole value: they cost its length once.
    public static let longestConstraintValue = 1_024

    /// What is wrong with the context, each worked around as it says: a `currentTime`
    /// that is not an RFC 3339 date-time makes date constraints on it false; a value
    /// longer than ``longestConstraintValue`` is missing to constraints.
    public var warnings: [Diagnostic] {
        var warnings: [Diagnostic] = []
        if case .unreadable(let text, let location)? = givenTime {
            warnings.append(Diagnostic(
                .warning, at: location,
                "\"currentTime\" is not an RFC 3339 date-time: \"\(Excerpt.of(text))\"; date constraints on currentTime are false for this context",
                hint: "write a date-time such as 2026-11-16T09:30:00Z or 2026-11-16T10:30:00.250+01:00"
            ))
        }
        let fields = storage.fields
        let named: [(String, String?)] = [
            ("userId", fields.userId), ("sessionId", fields.sessionId), ("remoteAddress", fields.remoteAddress),
            ("environment", fields.environment), ("appName", fields.appName),
        ] + fields.properties.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        for case let (name, value?) in named where value.utf8.count > Self.longestConstraintValue {
            warnings.append(Diagnostic(
                .warning, at: nil,
                "the context's \(Excerpt.of(name)) is \(RegexParser.grouped(value.utf8.count)) bytes long, more than the "
                    + "\(RegexParser.grouped(Self.longestConstraintValue)) that constraints read; to constraints it is missing",
                hint: "give a value of at most \(RegexParser.grouped(Self.longestConstraintValue)) bytes"))
        }
        return warnings
    }

    /// The moment date constraints on `currentTime` compare with: the one given, `nil`
    /// when what was given is not a date-time, else the clock's.
    @inline(__always)
    func currentInstant(now: () -> Date) -> Instant? {
        switch givenTime {
        case .instant(let instant)?: instant
        case .unreadable?: nil
        case nil: Instant(now())
        }
    }
}

extension EvaluationContext: CustomReflectable {
    /// The fields, as the context showed them before they were boxed, so that `print`,
    /// `dump` and `String(describing:)` show the values rather than the box.
    public var customMirror: Mirror {
        let fields = storage.fields
        return Mirror(self, children: [
            "userId": fields.userId as Any, "sessionId": fields.sessionId as Any,
            "remoteAddress": fields.remoteAddress as Any, "environment": fields.environment as Any,
            "appName": fields.appName as Any, "properties": fields.properties as Any, "givenTime": fields.givenTime as Any,
        ], displayStyle: .struct)
    }
}

/// A field of the context, resolved once when a toggle file is loaded so that evaluation
/// does not compare field names.
enum ContextField: Sendable, Hashable {
    case userId, sessionId, remoteAddress, environment, appName, currentTime
    case property(String)

    init(_ name: String) {
        switch name {
        case "userId": self = .userId
        case "sessionId": self = .sessionId
        case "remoteAddress": self = .remoteAddress
        case "environment": self = .environment
        case "appName": self = .appName
        case "currentTime": self = .currentTime
        default: self = .property(name)
        }
    }
}

extension EvaluationContext {
    /// The value of a field by name, as Unleash resolves it: a standard field first, then
    /// `properties`; an empty text counts as absent.
    ///
    /// - Parameter name: A field name such as `userId` or `country`.
    /// - Returns: The value, or `nil`.
    public func value(of name: String) -> String? {
        value(of: ContextField(name))
    }

    @inline(__always)
    func value(of field: ContextField) -> String? {
        if case .property(let name) = field { return Self.nonEmpty(property(name)) }
        if let found = standardValue(of: field) { return found }
        // Unleash falls back to a property of the same name when the field is unset.
        return properties.isEmpty ? nil : Self.nonEmpty(property(field.name))
    }

    /// The value of a field as constraints read it: ``value(of:)-(String)``, or `nil` when
    /// it is longer than ``longestConstraintValue`` bytes.
    /// - Complexity: O(1) more than ``value(of:)-(String)`` for native text.
    @inline(__always)
    func constraintValue(of field: ContextField) -> String? {
        guard let value = value(of: field), value.utf8.count <= Self.longestConstraintValue else { return nil }
        return value
    }

    /// The value of a standard field alone, without the fallback to a property of the
    /// same name (a property's own value for a property field); `nil` when unset or empty.
    /// A `currentTime` reads as JavaScript's `toISOString` writes it, or as given when it
    /// is not a date-time.
    @inline(__always)
    func standardValue(of field: ContextField) -> String? {
        let found: String?
        switch field {
        case .userId: found = userId
        case .sessionId: found = sessionId
        case .remoteAddress: found = remoteAddress
        case .environment: found = environment
        case .appName: found = appName
        case .currentTime:
            switch givenTime {
            case .instant(let instant)?: found = RFC3339.format(instant)
            case .unreadable(let text, _)?: found = text
            case nil: found = nil
            }
        case .property(let name): found = property(name)
        }
        return Self.nonEmpty(found)
    }

    /// The longest `properties` that ``property(_:)`` searches key by key.
    static let longestScannedProperties = 4

    /// `properties[name]`. A few properties are compared key by key, which is cheaper than
    /// hashing the name; keys are distinct as `String`s, so the answer is the same.
    @inline(__always)
    func property(_ name: String) -> String? {
        guard properties.count <= Self.longestScannedProperties else { return properties[name] }
        for (key, value) in properties where key == name { return value }
        return nil
    }

    @inline(__always)
    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}

extension ContextField {
    /// The field's name as written in toggle files.
    var name: String {
        switch self {
        case .userId: "userId"
        case .sessionId: "sessionId"
        case .remoteAddress: "remoteAddress"
        case .environment: "environment"
        case .appName: "appName"
        case .currentTime: "currentTime"
        case .property(let name): name
        }
    }
}
