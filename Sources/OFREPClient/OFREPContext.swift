import Essentials
import FeatureToggles
import Foundation

/// The evaluation context as an OFREP service reads it: `{"context": {"targetingKey": …,
/// …}}`, the targeting key being the user (else the session), beside every field of the
/// context by its Unleash name (`userId`, `sessionId`, `remoteAddress`, `environment`,
/// `appName`, `currentTime`) and its properties.
enum OFREPContext {
    /// The request body for `context`.
    static func body(_ context: EvaluationContext) -> [UInt8] {
        var fields: [(key: String, value: JSONText)] = []
        if let key = context.userId ?? context.sessionId { fields.append(("targetingKey", .string(key))) }
        let named: [(String, String?)] = [
            ("userId", context.userId), ("sessionId", context.sessionId), ("remoteAddress", context.remoteAddress),
            ("environment", context.environment), ("appName", context.appName),
            ("currentTime", context.currentTime.map { ISO8601DateFormatter().string(from: $0) }),
        ]
        for (name, value) in named { if let value { fields.append((name, .string(value))) } }
        let taken = Set(fields.map(\.key))
        for (name, value) in context.properties.sorted(by: { $0.key < $1.key }) where !taken.contains(name) {
            fields.append((name, .string(value)))
        }
        return Array(JSONText.object([("context", .object(fields))]).text().utf8)
    }
}
