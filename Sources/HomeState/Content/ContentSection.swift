/// A titled section of a day's items ("Live now", "Continue reading"), as a sectioned
/// day file names it: `{"identifier": ID, "title": TEXT, "items": [...]}`.
public struct ContentSection: Hashable, Sendable {
    /// The section's identity: unique within its day, stable across edits.
    public var identifier: String
    /// What a header shows.
    public var title: String

    /// Creates a section.
    public init(identifier: String, title: String) {
        self.identifier = identifier
        self.title = title
    }
}

/// An item that can be told which section of its day it is in. A sectioned day file
/// decodes to its items in order, each told its section; items of a plain array are in
/// none. Items that do not adopt it decode from either form, without their sections.
public protocol SectionMember {
    /// The section the item is in; `nil` for the items of a day without sections.
    var section: ContentSection? { get set }
}
