import DynamicHome
import FeatureToggles
import Foundation
import HomeTelemetry
import OTLPExport
import Testing

/// The semantic conventions: every event of every kind as the log record
/// docs/OPENTELEMETRY.md says, with the same names and values as its JSON Lines line.
struct ConventionsTests {
    static let date = Date(timeIntervalSince1970: 1_795_341_330.25)  // 2026-11-22T...:30.250Z
    static let monday = Day("2026-11-16")!

    /// One event of each kind, with every optional field set, and some without.
    static let kinds: [AnalyticsEvent.Kind] = [
        .launch(style: .list),
        .horizontalSwipe(direction: .next, from: monday, to: Day("2026-11-17")),
        .horizontalSwipe(direction: .previous, from: nil, to: nil),
        .templateShown(style: .grid, reason: .replacedAtRuntime(from: .list)),
        .templateReplaced(from: .list, to: .grid, section: "news"),
        .itemSelected(action: .longSelected, identifier: "item-1", index: 0, section: "news", style: .list),
        .itemSelected(action: .shortSelected, identifier: "item-2", index: 4),
        .navigation(destination: .longDetail),
        .toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: .targetingMatch),
        .toggleExposure(toggle: "beta", variant: nil, enabled: false, reason: .disabled),
        .contentLoadFailed(day: monday, message: "no such file"),
        .itemSeen(identifier: "item-3", section: "top", index: 2, style: .grid, day: monday),
        .itemSeen(identifier: "item-3", section: nil, index: 2, style: .grid, day: nil),
        .sectionSeen(section: "top", style: .grid, toggle: "home.section.top.template"),
        .impression(
            eventType: .getVariant, featureName: "home.template", enabled: true, variant: "grid",
            context: EvaluationContext(userId: "u-42", sessionId: "s-1", properties: ["plan": "family"])),
        .impression(eventType: .isEnabled, featureName: "home.analytics", enabled: true, variant: nil, context: EvaluationContext(sessionId: "local")),
    ]

    @Test func itemsCarryTheItemTheSectionTheIndexAndTheStyle() {
        let selected = AnalyticsEvent(.itemSelected(action: .longSelected, identifier: "item-1", index: 3, section: "news", style: .list), at: Self.date)
        #expect(selected.logRecord == LogRecord(
            eventName: "itemSelected", timeUnixNano: 1_795_341_330_250_000_000,
            attributes: [
                KeyValue("home.item.action", "longSelected"), KeyValue("home.item.id", "item-1"), KeyValue("home.item.index", .int(3)),
                KeyValue("home.section.id", "news"), KeyValue("home.template.style", "list"),
            ]))
        let seen = AnalyticsEvent(.itemSeen(identifier: "item-3", section: "top", index: 2, style: .grid, day: Self.monday), at: Self.date)
        #expect(seen.logRecord.eventName == "itemSeen")
        #expect(seen.logRecord.attributes == [
            KeyValue("home.item.id", "item-3"), KeyValue("home.section.id", "top"), KeyValue("home.item.index", .int(2)),
            KeyValue("home.template.style", "grid"), KeyValue("home.day", "2026-11-16"),
        ])
    }

    @Test func toggleEvaluationsAreOpenFeaturesEvaluationEvent() {
        let exposure = AnalyticsEvent(.toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: .targetingMatch), at: Self.date)
        #expect(exposure.logRecord.eventName == "feature_flag.evaluation")
        #expect(exposure.logRecord.attributes == [
            KeyValue("feature_flag.key", "home.template"), KeyValue("feature_flag.result.variant", "grid"),
            KeyValue("feature_flag.result.value", .bool(true)), KeyValue("feature_flag.result.reason", "targeting_match"),
            KeyValue("feature_flag.provider.name", "DynamicHome"), KeyValue("home.event", "toggleExposure"),
        ])
        let impression = AnalyticsEvent(Self.kinds[14], at: Self.date)
        #expect(impression.logRecord.eventName == "feature_flag.evaluation")
        #expect(impression.logRecord.attributes == [
            KeyValue("home.impression.type", "getVariant"), KeyValue("feature_flag.key", "home.template"),
            KeyValue("feature_flag.result.value", .bool(true)), KeyValue("feature_flag.result.variant", "grid"),
            KeyValue("home.evaluation.context", .keyValueList([
                KeyValue("userId", "u-42"), KeyValue("sessionId", "s-1"), KeyValue("properties", .keyValueList([KeyValue("plan", "family")])),
            ])),
            KeyValue("feature_flag.provider.name", "DynamicHome"), KeyValue("feature_flag.context.id", "u-42"), KeyValue("home.event", "impression"),
        ])
    }

    /// Every field of every event is an attribute of its documented name with the same
    /// value; null fields are left out; nothing else but the flag evaluations' own.
    @Test func everyFieldIsAnAttributeWithTheSameValue() throws {
        let extra: Set<String> = ["feature_flag.provider.name", "feature_flag.context.id", "home.event"]
        for kind in Self.kinds {
            let event = AnalyticsEvent(kind, at: Self.date)
            let record = event.logRecord
            var expected: [String] = []
            for field in event.fields where field.value != .null {
                let key = TelemetryConventions.attributeName(of: field.key, in: event.name)
                expected.append(key)
                let value = try #require(record.attributes[key], "\(event.name).\(field.key)")
                #expect(Self.same(field.value, value, lowercased: key == "feature_flag.result.reason"), "\(event.name).\(field.key)")
            }
            #expect(record.attributes.map(\.key).filter { !extra.contains($0) } == expected, "\(event.name)")
            #expect(record.eventName == (TelemetryConventions.flagEvaluations.contains(event.name) ? "feature_flag.evaluation" : event.name))
            #expect(record.timeUnixNano == 1_795_341_330_250_000_000 && record.severityText == "INFO")
        }
    }

    /// Whether an attribute holds a JSON value.
    static func same(_ json: JSONValue, _ value: AnyValue, lowercased: Bool = false) -> Bool {
        switch (json, value) {
        case (.string(let text), .string(let other)): lowercased ? text.lowercased() == other : text == other
        case (.bool(let flag), .bool(let other)): flag == other
        case (.number(let number), .int(let other)): number == Double(other)
        case (.number(let number), .double(let other)): number == other
        case (.object(let members), .keyValueList(let pairs)):
            members.filter { $0.value != .null }.count == pairs.count
                && zip(members.filter { $0.value != .null }, pairs).allSatisfy { $0.key == $1.key && same($0.value, $1.value) }
        default: false
        }
    }
}
