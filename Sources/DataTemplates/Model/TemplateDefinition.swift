import DynamicHome

/// A template file, read and checked: how a template that is data arranges its entries
/// and draws one, and what `home` says of it.
///
/// Read one with ``TemplateDocument/read(_:file:)``; a ``DataTemplate`` draws it, and
/// ``registration(source:)`` registers it in a `HomeFactory` beside the compiled templates.
public struct TemplateDefinition: Hashable, Sendable {
    /// The newest version of the format this build understands.
    public static let understoodVersion = 1

    /// The style it draws (the file's `"template"`): what `home.template` and
    /// `--template` select.
    public var style: TemplateStyle
    /// The version of the format the file is written in.
    public var version: Int
    /// A short phrase for `home templates` (the file's `"summary"`).
    public var summary: String
    /// The style drawn instead by a build that does not understand ``version``.
    public var fallback: TemplateStyle?
    /// The style `v` asks for: the file's `"alternative"`, else its fallback, else `list`
    /// (none for a template whose own style that is).
    public var alternative: TemplateStyle?
    /// Whether space opens a quick look of any item (the file's `"quickLook"`).
    public var quickLook: Bool
    /// Where the entries go.
    var arrangement: Arrangement
    /// The size of one entry.
    var entry: EntryShape
    /// How one entry is drawn.
    var draw: TemplateNode
    /// How many nodes the drawing (the file's `"draw"`) holds.
    public internal(set) var nodeCount: Int

    init(
        style: TemplateStyle, version: Int, summary: String, fallback: TemplateStyle?, alternative: TemplateStyle?, quickLook: Bool,
        arrangement: Arrangement, entry: EntryShape, draw: TemplateNode, nodeCount: Int
    ) {
        self.style = style
        self.version = version
        self.summary = summary
        self.fallback = fallback
        self.alternative = alternative
        self.quickLook = quickLook
        self.arrangement = arrangement
        self.entry = entry
        self.draw = draw
        self.nodeCount = nodeCount
    }
}

/// How a template that is data arranges its entries (`"arrange"`).
enum Arrangement: String, Hashable, Sendable, CaseIterable {
    /// One entry a row, the full width (the last column kept for the scroll marks).
    case rows
    /// Entries `entry.width` wide, as many a row as fit.
    case columns
    /// One row of entries per section, scrolled sideways.
    case rail
}

/// The size of one entry (`"entry"`).
struct EntryShape: Hashable, Sendable {
    /// Rows.
    var height: Int
    /// Columns, for `columns` and `rail` (a row is the width of the screen).
    var width: Int
    /// Columns between two entries side by side.
    var gap: Int

    static let heights = 1...50
    static let widths = 1...500
    static let gaps = 0...20
    /// What an entry is when the file does not say.
    static let standard = EntryShape(height: 1, width: 24, gap: 1)
}
