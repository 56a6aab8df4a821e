/// One node of a template's drawing (`"draw"`): what one entry shows, as a tree.
indirect enum TemplateNode: Hashable, Sendable {
    /// `{"text": T, "style": S, "width": N|"fill", "align": A, "lines": N}`.
    case text(TextNode)
    /// `{"badge": T}`: text in the badge style of the item's kind.
    case badge(TextNode)
    /// `{"row": [nodes], "gap": N, "width": N|"fill"}`: side by side.
    case row([TemplateNode], gap: Int, width: Extent)
    /// `{"column": [nodes], "gap": N, "width": N|"fill"}`: one under the other.
    case column([TemplateNode], gap: Int, width: Extent)
    /// `{"when": PATH, "then": node, "else": node}`.
    case when(BindingPath, then: TemplateNode, else: TemplateNode)
    /// `{"rule": "─", "width": N|"fill", "style": S}`: a line of one character, in the border style by default.
    case rule(RuleNode)
    /// `{"space": N|"fill"}`: blank columns in a row, blank rows in a column.
    case space(Extent)
    /// Nothing: an `else` left out, or a node this build does not know (left out with a warning).
    case nothing
}

/// How much of a row (or a column) a node takes.
enum Extent: Hashable, Sendable {
    /// This many columns (or rows).
    case fixed(Int)
    /// A share of what the fixed and natural ones leave.
    case fill
}

/// Where text goes in the width it has.
enum Alignment: String, Hashable, Sendable, CaseIterable {
    case left, right, center
}

/// A `text` or `badge` node.
struct TextNode: Hashable, Sendable {
    var text: TextTemplate
    var style: StyleName
    /// `nil`: as wide as its text.
    var width: Extent?
    var align: Alignment
    /// Rows it wraps over (and takes); 1 cuts it with "…".
    var lines: Int

    static let lineCounts = 1...20
    static let widths = 0...1_000
}

/// A `rule` node.
struct RuleNode: Hashable, Sendable {
    /// The character repeated.
    var character: String
    /// `nil`: all the width it is given.
    var width: Extent?
    /// The border style by default.
    var style: StyleName
}

/// The theme's styles by the names a template file gives them.
enum StyleName: String, Hashable, Sendable, CaseIterable {
    /// Ordinary text.
    case text
    /// Headlines: bold.
    case title
    /// Descriptions and bylines: dimmed.
    case secondary
    /// The theme's accent colour (the highlighted card's border).
    case accent
    /// The badge colour of the item's kind.
    case badge
    /// Lines and borders.
    case border
    /// Errors.
    case error
}
