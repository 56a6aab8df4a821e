import Diagnostics

/// One element of a card's body or of a container: what it is, and what every element
/// has (an id, whether it shows, the space and separator before it).
public struct CardElement: Hashable, Sendable {
    /// What an element is.
    public indirect enum Content: Hashable, Sendable {
        case text(TextBlock)
        case richText(RichTextBlock)
        case image(CardImage)
        case imageSet(ImageSet)
        case media(CardMedia)
        case container(CardContainer)
        case columnSet(ColumnSet)
        case factSet(FactSet)
        case table(CardTable)
        case actionSet(ActionSet)
        case carousel(Carousel)
        case input(CardInput)
    }

    /// The element's id, which actions name (``CardAction/Kind/toggleVisibility(_:)``).
    public var id: String?
    /// Whether it shows before any action toggles it.
    public var isVisible = true
    /// The space before it.
    public var spacing = CardSpacing.default
    /// Whether a line is drawn before it.
    public var separator = false
    /// Whether it takes the height left in a taller container (`"height": "stretch"`).
    public var stretches = false
    /// What it is.
    public var content: Content
    /// Where it is in the document, as a JSON pointer: `/body/2/items/0`.
    public var path: String
    /// Where it is written.
    public var location: SourceLocation?

    /// Creates an element.
    public init(content: Content, path: String, location: SourceLocation? = nil) {
        self.content = content
        self.path = path
        self.location = location
    }

    /// The type name the format gives it: "TextBlock", "Input.Text"…
    public var typeName: String {
        switch content {
        case .text: "TextBlock"
        case .richText: "RichTextBlock"
        case .image: "Image"
        case .imageSet: "ImageSet"
        case .media: "Media"
        case .container: "Container"
        case .columnSet: "ColumnSet"
        case .factSet: "FactSet"
        case .table: "Table"
        case .actionSet: "ActionSet"
        case .carousel: "Carousel"
        case .input(let input): input.typeName
        }
    }
}

/// A block of text: wrapped or cut, sized, weighted and coloured; its text may use the
/// markdown cards allow (bold, italic, links, lists) and `{{DATE()}}`, `{{TIME()}}`.
public struct TextBlock: Hashable, Sendable {
    public var text: String
    public var size = TextSize.default
    public var weight = TextWeight.default
    public var color = TextColor.default
    public var isSubtle = false
    public var wrap = false
    /// The most lines, when it says; the last line ends in "…" when cut.
    public var maxLines: Int?
    public var horizontalAlignment: HorizontalAlignment?
    public var style = TextBlockStyle.default
    public var fontType = FontType.default

    /// A block of `text` in the default style.
    public init(text: String) { self.text = text }
}

/// A paragraph of runs of text, each styled on its own.
public struct RichTextBlock: Hashable, Sendable {
    public var inlines: [TextRun] = []
    public var horizontalAlignment: HorizontalAlignment?

    /// An empty paragraph.
    public init() {}
}

/// A run of text in a rich text block.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var size = TextSize.default
    public var weight = TextWeight.default
    public var color = TextColor.default
    public var isSubtle = false
    public var italic = false
    public var strikethrough = false
    public var underline = false
    public var highlight = false
    public var fontType = FontType.default
    /// What choosing the run does.
    public var selectAction: CardAction?

    /// A run of `text` in the default style.
    public init(text: String) { self.text = text }
}

/// An image: drawn as a frame with its alternative text.
public struct CardImage: Hashable, Sendable {
    public var url: String
    public var altText: String?
    public var size = ImageSize.auto
    public var style = ImageStyle.default
    /// The width in pixels, when given (`"width": "48px"`).
    public var pixelWidth: Int?
    /// The height in pixels, when given.
    public var pixelHeight: Int?
    public var horizontalAlignment: HorizontalAlignment?
    public var selectAction: CardAction?

    /// An image of `url`.
    public init(url: String) { self.url = url }
}

/// Images side by side, wrapping.
public struct ImageSet: Hashable, Sendable {
    public var images: [CardImage] = []
    public var imageSize = ImageSize.medium

    /// An empty set.
    public init() {}
}

/// A video or a sound: drawn as a frame with its alternative text and a play mark.
public struct CardMedia: Hashable, Sendable {
    public var sources: [String] = []
    public var poster: String?
    public var altText: String?

    /// A media element without sources.
    public init() {}
}

/// Elements in a group: a container, a column, a table cell or a carousel page.
public struct CardContainer: Hashable, Sendable {
    public var items: [CardElement] = []
    /// Its style; `nil` inherits the style around it.
    public var style: ContainerStyle?
    public var bleed = false
    /// The least height, in pixels as written.
    public var minHeight: Int?
    public var verticalContentAlignment: VerticalAlignment?
    public var selectAction: CardAction?
    /// The URL of its background image, as written.
    public var backgroundImage: String?
    public var rtl: Bool?

    /// An empty group.
    public init() {}
}

/// How wide a column or a table column is.
public enum ColumnWidth: Hashable, Sendable {
    /// As wide as its content.
    case auto
    /// A share of the width left.
    case stretch
    /// A share in proportion to its weight.
    case weight(Double)
    /// A width in pixels as written (a terminal column is 8).
    case pixels(Int)
}

/// Columns side by side.
public struct ColumnSet: Hashable, Sendable {
    public var columns: [CardColumn] = []
    public var style: ContainerStyle?
    public var bleed = false
    public var minHeight: Int?
    public var horizontalAlignment: HorizontalAlignment?
    public var selectAction: CardAction?

    /// No columns.
    public init() {}
}

/// A column of a column set.
public struct CardColumn: Hashable, Sendable {
    public var width = ColumnWidth.stretch
    public var id: String?
    public var isVisible = true
    public var spacing = CardSpacing.default
    public var separator = false
    /// What it holds.
    public var body = CardContainer()
    /// Where it is in the document.
    public var path: String

    /// An empty column.
    public init(path: String) { self.path = path }
}

/// Titles and values, two columns.
public struct FactSet: Hashable, Sendable {
    /// A title and its value.
    public struct Fact: Hashable, Sendable {
        public var title: String
        public var value: String

        /// Creates a fact.
        public init(title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    public var facts: [Fact] = []

    /// No facts.
    public init() {}
}

/// A table of cells, each a container.
public struct CardTable: Hashable, Sendable {
    /// A column's width and alignment.
    public struct Column: Hashable, Sendable {
        public var width = ColumnWidth.weight(1)
        public var horizontalAlignment: HorizontalAlignment?

        /// A column of weight 1.
        public init() {}
    }

    /// A row of cells.
    public struct Row: Hashable, Sendable {
        public var cells: [CardContainer] = []
        public var style: ContainerStyle?

        /// An empty row.
        public init() {}
    }

    public var columns: [Column] = []
    public var rows: [Row] = []
    public var firstRowAsHeader = true
    public var showGridLines = true
    public var horizontalCellContentAlignment: HorizontalAlignment?

    /// An empty table.
    public init() {}
}

/// Buttons among the elements.
public struct ActionSet: Hashable, Sendable {
    public var actions: [CardAction] = []

    /// No actions.
    public init() {}
}

/// Pages that scroll sideways, drawn as a rail.
public struct Carousel: Hashable, Sendable {
    public var pages: [CardContainer] = []
    /// The page shown first.
    public var initialPage = 0

    /// No pages.
    public init() {}
}
