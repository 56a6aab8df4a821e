/// A block of text: wrapped or cut, sized, weighted and coloured; its text may use the
/// markdown cards allow (bold, italic, links, lists) and `{{DATE()}}`, `{{TIME()}}`.
public struct TextBlock: Hashable, Sendable {
    /// The text, as written (markdown and date functions drawn as they say).
    public var text: String
    /// The size of the text.
    public var size = TextSize.default
    /// The weight of the text.
    public var weight = TextWeight.default
    /// The colour of the text, by role.
    public var color = TextColor.default
    /// Whether the text is subtle (the palette's subtle colour).
    public var isSubtle = false
    /// Whether the text wraps (a terminal wraps it either way; see the layout).
    public var wrap = false
    /// The most lines, when it says; the last line ends in "…" when cut.
    public var maxLines: Int?
    /// Where it goes across; `nil` for the direction's start.
    public var horizontalAlignment: HorizontalAlignment?
    /// Its style: a heading is bold.
    public var style = TextBlockStyle.default
    /// Its font.
    public var fontType = FontType.default

    /// A block of `text` in the default style.
    public init(text: String) { self.text = text }
}

/// A paragraph of runs of text, each styled on its own.
public struct RichTextBlock: Hashable, Sendable {
    /// The runs, in order.
    public var inlines: [TextRun] = []
    /// Where it goes across; `nil` for the direction's start.
    public var horizontalAlignment: HorizontalAlignment?

    /// An empty paragraph.
    public init() {}
}

/// A run of text in a rich text block.
public struct TextRun: Hashable, Sendable {
    /// The text, as written (markdown and date functions drawn as they say).
    public var text: String
    /// The size of the text.
    public var size = TextSize.default
    /// The weight of the text.
    public var weight = TextWeight.default
    /// The colour of the text, by role.
    public var color = TextColor.default
    /// Whether the text is subtle (the palette's subtle colour).
    public var isSubtle = false
    /// Whether the run is italic.
    public var italic = false
    /// Whether the run is struck through (drawn dim: a terminal has no strike-through).
    public var strikethrough = false
    /// Whether the run is underlined.
    public var underline = false
    /// Whether the run is highlighted (drawn in reverse).
    public var highlight = false
    /// Its font.
    public var fontType = FontType.default
    /// What choosing the run does.
    public var selectAction: CardAction?

    /// A run of `text` in the default style.
    public init(text: String) { self.text = text }
}
