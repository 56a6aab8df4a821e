import Diagnostics
import HomeState

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
/// `kind` (`long`, `short` or `stream`), and optional `byline` and `minutes`.
public struct HomeItem: Hashable, Sendable, Codable, Identifiable {
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

    /// The identity, for `Identifiable`.
    public var id: String { identifier }

    private enum CodingKeys: String, CodingKey {
        case identifier, title, description, kind, byline, minutes
    }

    public init(from decoder: any Decoder) throws {
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
                debugDescription: "unknown kind \"\(kindName)\"; use one of \(known.joined(separator: ", "))"
                    + (Spelling.suggestion(for: kindName, in: known).map { " (\($0))" } ?? ""))
        }
        self.kind = kind
        byline = try container.decodeIfPresent(String.self, forKey: .byline)
        minutes = try container.decodeIfPresent(Int.self, forKey: .minutes)
    }
}

/// The content providers DynamicHome works with serve `HomeItem`s.
public typealias HomeContentProvider = ContentProvider<HomeItem>
