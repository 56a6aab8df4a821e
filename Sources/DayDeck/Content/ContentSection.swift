import StateStore
/// A titled section of a day's items ("Live now", "Continue reading"), as a sectioned
/// day file names it: `{"identifier": ID, "title": TEXT, "items": [...]}`, with an
/// optional `"template": STYLE` naming the template that draws it.
public struct ContentSection: Hashable, Sendable {
    /// The section's identity: unique within its day, stable across edits.
    public var identifier: String
    /// What a header shows.
    public var title: String
    /// The style of the template the content asks to draw the section with, if any.
    public var template: String?
    /// Where ``template`` was written (`file:line:column`), for a warning when no template
    /// has that style. Not part of equality: it says where, not what.
    public var templatePlace: String?

    /// Creates a section.
    public init(identifier: String, title: String, template: String? = nil, templatePlace: String? = nil) {
        self.identifier = identifier
        self.title = title
        self.template = template
        self.templatePlace = templatePlace
    }

    public static func == (lhs: ContentSection, rhs: ContentSection) -> Bool {
        lhs.identifier == rhs.identifier && lhs.title == rhs.title && lhs.template == rhs.template
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
        hasher.combine(title)
        hasher.combine(template)
    }
}

/// An item that can be told which section of its day it is in. A sectioned day file
/// decodes to its items in order, each told its section; items of a plain array are in
/// none. Items that do not adopt it decode from either form, without their sections.
public protocol SectionMember {
    /// The section the item is in; `nil` for the items of a day without sections.
    var section: ContentSection? { get set }
}
