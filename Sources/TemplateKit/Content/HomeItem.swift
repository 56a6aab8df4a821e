import Diagnostics
import DayDeck

/// What kind of thing an item is, which decides what opening it does.
public enum HomeItemKind: String, Hashable, Sendable, Codable, CaseIterable {
    /// A long read or feature: opens a detail screen.
    case long
    /// A brief or clip: opens a quick look.
    case short
    /// A live stream or channel: opens the player.
    case stream
}

/// One entry of a day's home screen.
///
/// Items have an identity (``identifier``) apart from their content (everything
/// else): an item whose title changes is the same item, updated, not a new one. In
/// JSON an item is an object with `identifier`, `title`, optional `description`,
/// `kind` (`long`, `short` or `stream`), optional `byline` and `minutes`, and optional
/// `fields` of its own (``FieldValue``s by name, which templates that are data show as
/// `${fields.NAME}`), an optional Adaptive Card (`card`, with `data` when the card is a
/// template) that the `card` style draws; any other key is an error at its place. The
/// section an item is in comes from the day file it is in (`{"sections": [...]}`).
public struct HomeItem: Hashable, Sendable, Codable, Identifiable, SectionMember {
    /// The identity: stable across days and edits, unique within a day.
    public var identifier: String
    /// The headline.
    public var title: String
    /// A sentence or two about the item, when there is one.
    public var description: String?
    /// What kind of item it is.
    public var kind: HomeItemKind
    /// Who made it: an author, a channel or a source.
    public var byline: String?
    /// How long it takes to read, watch or hear, in minutes.
    public var minutes: Int?
    /// The section of its day the item is in; `nil` in a day without sections. Part of
    /// the item's content: an item moved to another section has changed. Not written
    /// when the item is encoded (a sectioned file says it around the items).
    public var section: ContentSection?
    /// The item's own fields, by name: what a template that is data shows as
    /// `${fields.NAME}` (a price, a score). At most ``maximumFields``; empty by default.
    public var fields: [String: FieldValue] = [:]
    /// An Adaptive Card to draw for the item, as written (an object), when it has one:
    /// what the `card` style draws; other styles draw the title.
    public var card: JSONValue?
    /// The data of the card when the card is a template (its `$root`).
    public var data: JSONValue?

    /// Creates an item.
    public init(
        identifier: String, title: String, description: String? = nil,
        kind: HomeItemKind, byline: String? = nil, minutes: Int? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.description = description
        self.kind = kind
        self.byline = byline
        self.minutes = minutes
    }

    /// Creates an item with fields of its own.
    public init(
        identifier: String, title: String, description: String? = nil,
        kind: HomeItemKind, byline: String? = nil, minutes: Int? = nil, fields: [String: FieldValue]
    ) {
        self.init(identifier: identifier, title: title, description: description, kind: kind, byline: byline, minutes: minutes)
        self.fields = fields
    }

    /// The item in `section` (`nil`: in none).
    public func inSection(_ section: ContentSection?) -> HomeItem {
        var item = self
        item.section = section
        return item
    }

    /// The identity, for `Identifiable`.
    public var id: String { identifier }

    private enum CodingKeys: String, CodingKey, CaseIterable {
        case identifier, title, description, kind, byline, minutes, fields, card, data
    }

    /// The keys an item object may have.
    public static let keys = CodingKeys.allCases.map(\.rawValue)

    /// Any key of an item object, to find the ones it may not have.
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let every = try decoder.container(keyedBy: AnyKey.self)
        if let unknown = every.allKeys.first(where: { CodingKeys(rawValue: $0.stringValue) == nil }) {
            let hint = Spelling.suggestion(for: unknown.stringValue, in: Self.keys)
                ?? "put values of the item's own in \"fields\", e.g. \"fields\": {\"\(Excerpt.of(unknown.stringValue))\": ...}"
            throw DecodingError.dataCorruptedError(
                forKey: unknown, in: every,
                debugDescription: "an item has the unknown key \"\(Excerpt.of(unknown.stringValue))\"; \(hint)")
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        identifier = try container.decode(String.self, forKey: .identifier)
        guard !identifier.isEmpty else {
            throw DecodingError.dataCorruptedError(
                forKey: .identifier, in: container, debugDescription: "\"identifier\" must not be empty")
        }
        title = try container.decode(String.self, forKey: .title)
        description = try container.decodeIfPresent(String.self, forKey: .description)
        let kindName = try container.decode(String.self, forKey: .kind)
        guard let kind = HomeItemKind(rawValue: kindName) else {
            let known = HomeItemKind.allCases.map(\.rawValue)
            throw DecodingError.dataCorruptedError(
                forKey: .kind, in: container,
                debugDescription: "unknown kind \"\(Excerpt.of(kindName))\"; use one of \(known.joined(separator: ", "))"
                    + (Spelling.suggestion(for: kindName, in: known).map { " (\($0))" } ?? ""))
        }
        self.kind = kind
        byline = try container.decodeIfPresent(String.self, forKey: .byline)
        minutes = try Self.minutes(in: container)
        if let fields = try container.decodeIfPresent([String: FieldValue].self, forKey: .fields) {
            try Self.checkFields(fields, codingPath: container.codingPath + [CodingKeys.fields])
            self.fields = fields
        }
        card = try container.decodeIfPresent(JSONValue.self, forKey: .card)
        if let card, card.members == nil {
            throw DecodingError.dataCorruptedError(
                forKey: .card, in: container, debugDescription: "\"card\" must be an Adaptive Card, an object with \"type\": \"AdaptiveCard\"")
        }
        data = try container.decodeIfPresent(JSONValue.self, forKey: .data)
    }

    /// Writes the item as a day file does; `fields` only when it has some.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(identifier, forKey: .identifier)
        try container.encode(title, forKey: .title)
        try container.encodeIfPresent(description, forKey: .description)
        try container.encode(kind, forKey: .kind)
        try container.encodeIfPresent(byline, forKey: .byline)
        try container.encodeIfPresent(minutes, forKey: .minutes)
        if !fields.isEmpty { try container.encode(fields, forKey: .fields) }
        try container.encodeIfPresent(card, forKey: .card)
        try container.encodeIfPresent(data, forKey: .data)
    }

    /// The minutes an item may say it takes.
    public static let minutesRange = 0...10_000

    /// `minutes` when present: a whole number in ``minutesRange``, else an error at its
    /// place ("1.5", "1e30" and "-5" are numbers, but not a number of minutes).
    private static func minutes(in container: KeyedDecodingContainer<CodingKeys>) throws -> Int? {
        guard container.contains(.minutes), try !container.decodeNil(forKey: .minutes) else { return nil }
        let value: Double
        do {
            value = try container.decode(Double.self, forKey: .minutes)
        } catch DecodingError.typeMismatch(let type, let context) {
            throw DecodingError.typeMismatch(type, context)
        } catch {
            // A number too large even for a Double.
            value = .infinity
        }
        guard value.rounded() == value, Double(minutesRange.lowerBound) <= value, value <= Double(minutesRange.upperBound) else {
            let shown = !value.isFinite ? "a number that large"
                : value.rounded() == value && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
            throw DecodingError.dataCorruptedError(
                forKey: .minutes, in: container,
                debugDescription: "\"minutes\" must be a whole number from \(minutesRange.lowerBound) to \(minutesRange.upperBound), not \(Excerpt.of(shown))")
        }
        return Int(value)
    }
}

/// The content providers DynamicHome works with serve `HomeItem`s.
public typealias HomeContentProvider = ContentProvider<HomeItem>
