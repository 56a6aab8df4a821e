import DynamicHome
import Foundation
import OTLPExport

extension AnalyticsEvent {
    /// The event as an OTLP log record, as ``OTLPSink`` sends it: the semantic
    /// conventions of docs/OPENTELEMETRY.md.
    ///
    /// The record's `eventName` is the event's ``AnalyticsEvent/name``, but for toggle
    /// evaluations (`toggleExposure`, `impression`), which are OpenFeature's
    /// `feature_flag.evaluation` with `home.event` naming the kind. Each of the event's
    /// ``AnalyticsEvent/fields`` becomes an attribute of the stable name
    /// ``TelemetryConventions/attributeName(of:in:)`` gives it, with the same value, typed
    /// (whole numbers as `intValue`, objects as `kvlistValue`); a field that is `null` is
    /// left out. Its time is the event's timestamp to the millisecond, as JSON Lines
    /// writes it; its severity `INFO`.
    public var logRecord: LogRecord {
        var attributes: [KeyValue] = []
        for field in fields {
            guard let value = TelemetryConventions.value(field.value) else { continue }
            let key = TelemetryConventions.attributeName(of: field.key, in: name)
            // OpenFeature writes reasons in lower case: targeting_match.
            if key == TelemetryConventions.flagReason, case .string(let text) = value {
                attributes.append(KeyValue(key, .string(text.lowercased())))
            } else {
                attributes.append(KeyValue(key, value))
            }
        }
        var eventName = name
        if TelemetryConventions.flagEvaluations.contains(name) {
            eventName = TelemetryConventions.flagEvaluationEvent
            attributes.append(KeyValue("feature_flag.provider.name", .string(TelemetryConventions.providerName)))
            if case .impression(_, _, _, _, let context) = kind, let id = context.userId ?? context.sessionId {
                attributes.append(KeyValue("feature_flag.context.id", .string(id)))
            }
            attributes.append(KeyValue("home.event", .string(name)))
        }
        let nanoseconds = TelemetryConventions.unixNanoseconds(timestamp)
        return LogRecord(eventName: eventName, timeUnixNano: nanoseconds, attributes: attributes)
    }
}

/// The names DynamicHome's analytics take in OpenTelemetry: the attribute of each field
/// of each event, the resource, the scope.
public enum TelemetryConventions {
    /// OpenFeature's event for a flag evaluation.
    public static let flagEvaluationEvent = "feature_flag.evaluation"
    /// The events that are flag evaluations.
    public static let flagEvaluations: Set<String> = ["toggleExposure", "impression"]
    /// `feature_flag.provider.name` of every evaluation: the package evaluates toggles
    /// itself, from a file, an Unleash server or an OFREP service.
    public static let providerName = "DynamicHome"
    static let flagReason = "feature_flag.result.reason"

    /// The attribute of each field, by event; fields not listed take the common names.
    static let attributes: [String: [String: String]] = [
        "horizontalSwipe": ["direction": "home.swipe.direction", "from": "home.swipe.from_day", "to": "home.swipe.to_day"],
        "templateShown": ["reason": "home.template.reason"],
        "templateReplaced": ["from": "home.template.from", "to": "home.template.to"],
        "navigation": ["destination": "home.navigation.destination"],
        "toggleExposure": [
            "toggle": "feature_flag.key", "variant": "feature_flag.result.variant", "enabled": "feature_flag.result.value",
            "reason": flagReason,
        ],
        "contentLoadFailed": ["message": "error.message"],
        "sectionSeen": ["toggle": "home.section.toggle"],
        "cardSubmitted": ["verb": "home.card.verb", "data": "home.card.data"],
        "urlOpened": ["url": "url.full"],
        "impression": [
            "eventType": "home.impression.type", "featureName": "feature_flag.key", "enabled": "feature_flag.result.value",
            "variant": "feature_flag.result.variant", "context": "home.evaluation.context",
        ],
    ]

    /// The names fields have in every event that has them.
    static let common = [
        "style": "home.template.style", "section": "home.section.id", "identifier": "home.item.id", "index": "home.item.index",
        "action": "home.item.action", "day": "home.day",
    ]

    /// The attribute a field of an event becomes, e.g. `index` of `itemSeen` is
    /// `home.item.index`, `toggle` of `toggleExposure` is `feature_flag.key`; a field no
    /// table names is `home.` and its key.
    ///
    /// - Parameters:
    ///   - field: The field's key in JSON Lines.
    ///   - event: The event's name in JSON Lines.
    public static func attributeName(of field: String, in event: String) -> String {
        attributes[event]?[field] ?? common[field] ?? "home.\(field)"
    }

    /// A JSON value as an attribute's value; `nil` for `null` (left out of an array or an
    /// object, as OTLP has no null). A whole number within ±2^53 is an integer, another a
    /// double.
    static func value(_ json: JSONValue) -> AnyValue? {
        switch json {
        case .null: nil
        case .bool(let flag): .bool(flag)
        case .number(let number):
            number.rounded() == number && abs(number) <= 9_007_199_254_740_992 ? .int(Int64(number)) : .double(number)
        case .string(let text): .string(text)
        case .array(let elements): .array(elements.compactMap(value))
        case .object(let members): .keyValueList(members.compactMap { member in value(member.value).map { KeyValue(member.key, $0) } })
        }
    }

    /// A date in nanoseconds since 1970, to the millisecond (the timestamp of JSON
    /// Lines), or 0 before 1970.
    static func unixNanoseconds(_ date: Date) -> UInt64 {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        guard milliseconds > 0, milliseconds < 1.8e13 else { return 0 }
        return UInt64(milliseconds) * 1_000_000
    }
}
