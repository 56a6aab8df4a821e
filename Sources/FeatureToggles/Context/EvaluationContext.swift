import Foundation

/// What a toggle is evaluated for: Unleash's context shape.
///
/// `userId`, `sessionId`, `remoteAddress`, `environment`, `appName` and `currentTime` are
/// the standard fields; anything else goes in `properties`. Decodes from the JSON that
/// `home toggles explain --context` takes, e.g.
/// `{"userId": "42", "properties": {"country": "norway"}}`.
public struct EvaluationContext: Sendable, Hashable {
    /// The user, for user stickiness and `userWithId`.
    public var userId: String?
    /// The session, for session stickiness.
    public var sessionId: String?
    /// The client's IP address, for `remoteAddress` and `IN_CIDR`.
    public var remoteAddress: String?
    /// The environment, e.g. "production".
    public var environment: String?
    /// The application's name.
    public var appName: String?
    /// The time date constraints compare with; the evaluator's clock when `nil`.
    public var currentTime: Date?
    /// Any other field, by name.
    public var properties: [String: String]

    /// Creates a context.
    public init(
        userId: String? = nil, sessionId: String? = nil, remoteAddress: String? = nil,
        environment: String? = nil, appName: String? = nil, currentTime: Date? = nil,
        properties: [String: String] = [:]
    ) {
        self.userId = userId
        self.sessionId = sessionId
        self.remoteAddress = remoteAddress
        self.environment = environment
        self.appName = appName
        self.currentTime = currentTime
        self.properties = properties
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
        let found: String?
        switch field {
        case .userId: found = userId
        case .sessionId: found = sessionId
        case .remoteAddress: found = remoteAddress
        case .environment: found = environment
        case .appName: found = appName
        case .currentTime: found = currentTime.map(RFC3339.format)
        case .property(let name): return Self.nonEmpty(property(name))
        }
        if let found, !found.isEmpty { return found }
        // Unleash falls back to a property of the same name when the field is unset.
        return properties.isEmpty ? nil : Self.nonEmpty(property(field.name))
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
