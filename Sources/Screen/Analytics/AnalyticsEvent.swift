import Diagnostics
import Essentials
import FeatureToggles
import Foundation

/// Something worth counting that happened on the home screen.
///
/// Every event carries a timestamp from the injected clock, so that tests see the
/// times they set. In JSON an event is one object: `event` (the kind's name),
/// `timestamp` (ISO 8601, UTC, milliseconds) and the kind's fields.
public struct AnalyticsEvent: Hashable, Sendable {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        /// The home screen appeared for the first time in the run.
        case launch(style: TemplateStyle)
        /// The user completed a swipe to another day.
        case horizontalSwipe(direction: SwipeDirection, from: Day?, to: Day?)
        /// A template came on screen, and why it was chosen.
        case templateShown(style: TemplateStyle, reason: StyleReason)
        /// One template replaced another: the screen's, or that of the section `section`.
        case templateReplaced(from: TemplateStyle, to: TemplateStyle, section: String? = nil)
        /// The user chose an item; `action` names the closure the template called. `index`
        /// is the item's place in its section (in the day, for a day without sections),
        /// `section` the section's identifier, `style` the template that drew it.
        case itemSelected(action: SelectionAction, identifier: String, index: Int, section: String? = nil, style: TemplateStyle? = nil)
        /// A screen was opened over the home screen.
        case navigation(destination: Destination.Kind)
        /// An experiment toggle was evaluated for the first time in the run.
        case toggleExposure(toggle: String, variant: String?, enabled: Bool, reason: EvaluationReason)
        /// A day's content could not be loaded.
        case contentLoadFailed(day: Day, message: String)
        /// An item was seen: at least the threshold's share of its entry (half, by
        /// default) on screen, still, for the threshold's time (a second); once per item
        /// per visit to its day. `index` is its place in its section (in the day, for a
        /// day without sections), `style` the template that drew it.
        case itemSeen(identifier: String, section: String?, index: Int, style: TemplateStyle, day: Day?)
        /// A section was seen: the first of its items was. `toggle` is the toggle that
        /// chose its template, when one did.
        case sectionSeen(section: String, style: TemplateStyle, toggle: String?)
        /// A toggle marked `impressionData` was evaluated, as Unleash's SDKs report it:
        /// one event for each evaluation the screen makes (``ImpressionEvent``).
        /// `variant` is given for `getVariant` only; `context` is the context the
        /// toggle was evaluated for.
        case impression(
            eventType: ImpressionEvent.EventType, featureName: String, enabled: Bool, variant: String?, context: EvaluationContext)
        /// A card's inputs were submitted (an `Action.Submit` or `Action.Execute`): `verb`
        /// is Execute's, `data` the action's data with the inputs' values by id.
        case cardSubmitted(identifier: String, section: String?, verb: String?, data: JSONValue, style: TemplateStyle?)
        /// A URL was opened from an entry (a card's `Action.OpenUrl` or `selectAction`).
        case urlOpened(identifier: String, section: String?, url: String, style: TemplateStyle?)

        /// The event of an impression.
        public init(_ impression: ImpressionEvent) {
            self = .impression(
                eventType: impression.eventType, featureName: impression.featureName, enabled: impression.enabled,
                variant: impression.variant, context: impression.context)
        }
    }

    /// When it happened.
    public var timestamp: Date
    /// What happened.
    public var kind: Kind

    /// Creates an event.
    public init(_ kind: Kind, at timestamp: Date) {
        self.kind = kind
        self.timestamp = timestamp
    }

    /// The kind's name, the `event` key in JSON: `launch`, `horizontalSwipe`,
    /// `templateShown`, `templateReplaced`, `itemSelected`, `navigation`,
    /// `toggleExposure`, `contentLoadFailed`, `itemSeen`, `sectionSeen`, `impression`,
    /// `cardSubmitted`, `urlOpened`.
    public var name: String {
        switch kind {
        case .launch: "launch"
        case .horizontalSwipe: "horizontalSwipe"
        case .templateShown: "templateShown"
        case .templateReplaced: "templateReplaced"
        case .itemSelected: "itemSelected"
        case .navigation: "navigation"
        case .toggleExposure: "toggleExposure"
        case .contentLoadFailed: "contentLoadFailed"
        case .itemSeen: "itemSeen"
        case .sectionSeen: "sectionSeen"
        case .impression: "impression"
        case .cardSubmitted: "cardSubmitted"
        case .urlOpened: "urlOpened"
        }
    }

    /// The kind's fields, in a stable order, as JSON values.
    public var fields: [(key: String, value: JSONValue)] {
        switch kind {
        case .launch(let style):
            [("style", .string(style.rawValue))]
        case .horizontalSwipe(let direction, let from, let to):
            [("direction", .string(direction.rawValue)), ("from", from.map { .string($0.description) } ?? .null),
             ("to", to.map { .string($0.description) } ?? .null)]
        case .templateShown(let style, let reason):
            [("style", .string(style.rawValue)), ("reason", .string(reason.description))]
        case .templateReplaced(let from, let to, let section):
            [("from", .string(from.rawValue)), ("to", .string(to.rawValue))] + (section.map { [("section", .string($0))] } ?? [])
        case .itemSelected(let action, let identifier, let index, let section, let style):
            [("action", .string(action.rawValue)), ("identifier", .string(identifier)), ("index", .number(Double(index)))]
                + (section.map { [("section", .string($0))] } ?? []) + (style.map { [("style", .string($0.rawValue))] } ?? [])
        case .navigation(let destination):
            [("destination", .string(destination.rawValue))]
        case .toggleExposure(let toggle, let variant, let enabled, let reason):
            [("toggle", .string(toggle)), ("variant", variant.map { .string($0) } ?? .null),
             ("enabled", .bool(enabled)), ("reason", .string(reason.rawValue))]
        case .contentLoadFailed(let day, let message):
            [("day", .string(day.description)), ("message", .string(message))]
        case .itemSeen(let identifier, let section, let index, let style, let day):
            [("identifier", .string(identifier))] + (section.map { [("section", JSONValue.string($0))] } ?? [])
                + [("index", .number(Double(index))), ("style", .string(style.rawValue)), ("day", day.map { .string($0.description) } ?? .null)]
        case .sectionSeen(let section, let style, let toggle):
            [("section", .string(section)), ("style", .string(style.rawValue)), ("toggle", toggle.map { .string($0) } ?? .null)]
        case .impression(let eventType, let featureName, let enabled, let variant, let context):
            [("eventType", .string(eventType.rawValue)), ("featureName", .string(featureName)), ("enabled", .bool(enabled))]
                + (variant.map { [("variant", JSONValue.string($0))] } ?? []) + [("context", Self.json(context))]
        case .cardSubmitted(let identifier, let section, let verb, let data, let style):
            [("identifier", .string(identifier))] + (section.map { [("section", JSONValue.string($0))] } ?? [])
                + [("verb", verb.map { .string($0) } ?? .null), ("data", data)] + (style.map { [("style", JSONValue.string($0.rawValue))] } ?? [])
        case .urlOpened(let identifier, let section, let url, let style):
            [("identifier", .string(identifier))] + (section.map { [("section", JSONValue.string($0))] } ?? [])
                + [("url", .string(url))] + (style.map { [("style", JSONValue.string($0.rawValue))] } ?? [])
        }
    }

    /// A context as Unleash's SDKs put it in an impression event: the standard fields
    /// that are set, then `properties` (by name) when there are any.
    static func json(_ context: EvaluationContext) -> JSONValue {
        let standard = context.standardFields.map { JSONValue.Member(key: $0.name, value: .string($0.value)) }
        guard !context.properties.isEmpty else { return .object(standard) }
        let properties = context.properties.sorted { $0.key < $1.key }.map { JSONValue.Member(key: $0.key, value: .string($0.value)) }
        return .object(standard + [JSONValue.Member(key: "properties", value: .object(properties))])
    }

    /// The event as one line of JSON, without the line break.
    public var jsonLine: String {
        let members: [(key: String, value: JSONText)] = [("event", .string(name)), ("timestamp", .string(Self.format(timestamp)))]
            + fields.map { ($0.key, $0.value.jsonText) }
        return JSONText.object(members).text()
    }

    /// ISO 8601 in UTC with milliseconds (rounded to the nearest): 2026-11-21T10:15:30.250Z,
    /// as `ISO8601DateFormatter` writes it, worked out from the date's milliseconds
    /// (making a formatter took half a millisecond an event on Linux).
    package static func format(_ date: Date) -> String {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        // Years 1600 to 9999 (Foundation writes earlier dates in the Julian calendar);
        // anything else, never a clock's time, as Foundation writes it.
        guard milliseconds.isFinite, milliseconds >= -11_676_096_000_000, milliseconds < 253_402_300_800_000 else {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            formatter.timeZone = TimeZone(identifier: "UTC")
            return formatter.string(from: date)
        }
        let total = Int64(milliseconds)
        let millisecondsADay: Int64 = 86_400_000
        var days = total / millisecondsADay
        var time = total % millisecondsADay
        if time < 0 {
            time += millisecondsADay
            days -= 1
        }
        let civil = CalendarDay.civil(daysSinceEpoch: Int(days))
        func padded(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let fraction = time % 1000
        return CalendarDay.text(year: civil.year, month: civil.month, day: civil.day) + "T" + padded(time / 3_600_000) + ":"
            + padded(time / 60_000 % 60) + ":" + padded(time / 1000 % 60) + "."
            + (fraction < 100 ? "0" : "") + padded(fraction) + "Z"
    }
}
