/// Elements in a group: a container, a column, a table cell or a carousel page.
public struct CardContainer: Hashable, Sendable {
    /// The elements, top to bottom.
    public var items: [CardElement] = []
    /// Its style; `nil` inherits the style around it.
    public var style: ContainerStyle?
    /// Whether it reaches the edges of what holds it.
    public var bleed = false
    /// The least height, in pixels as written.
    public var minHeight: Int?
    /// Where its items go down a taller space.
    public var verticalContentAlignment: VerticalAlignment?
    /// What choosing it does.
    public var selectAction: CardAction?
    /// The URL of its background image, as written.
    public var backgroundImage: String?
    /// Whether it reads right to left; `nil` inherits.
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
    /// The columns, left to right.
    public var columns: [CardColumn] = []
    /// Its style; `nil` inherits the style around it.
    public var style: ContainerStyle?
    /// Whether it reaches the edges of what holds it.
    public var bleed = false
    /// The least height, in pixels as written.
    public var minHeight: Int?
    /// Where it goes across; `nil` for the direction's start.
    public var horizontalAlignment: HorizontalAlignment?
    /// What choosing it does.
    public var selectAction: CardAction?

    /// No columns.
    public init() {}
}

/// A column of a column set.
public struct CardColumn: Hashable, Sendable {
    /// How wide the column is.
    public var width = ColumnWidth.stretch
    /// Its id.
    public var id: String?
    /// Whether it shows before an action toggles it.
    public var isVisible = true
    /// The space before it.
    public var spacing = CardSpacing.default
    /// Whether a line is drawn before it.
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
        /// Its title.
        public var title: String
        /// Its value.
        public var value: String

        /// Creates a fact.
        public init(title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    /// The facts, top to bottom.
    public var facts: [Fact] = []

    /// No facts.
    public init() {}
}

/// A table of cells, each a container.
public struct CardTable: Hashable, Sendable {
    /// A column's width and alignment.
    public struct Column: Hashable, Sendable {
        /// How wide the column is.
        public var width = ColumnWidth.weight(1)
        /// Where it goes across; `nil` for the direction's start.
        public var horizontalAlignment: HorizontalAlignment?

        /// A column of weight 1.
        public init() {}
    }

    /// A row of cells.
    public struct Row: Hashable, Sendable {
        /// The cells, left to right.
        public var cells: [CardContainer] = []
        /// Its style; `nil` inherits the style around it.
        public var style: ContainerStyle?

        /// An empty row.
        public init() {}
    }

    /// The columns, left to right.
    public var columns: [Column] = []
    /// The rows, top to bottom.
    public var rows: [Row] = []
    /// Whether the first row is the header (drawn bold).
    public var firstRowAsHeader = true
    /// Whether lines are drawn between cells and rows.
    public var showGridLines = true
    /// Where the cells' content goes across.
    public var horizontalCellContentAlignment: HorizontalAlignment?

    /// An empty table.
    public init() {}
}

/// Buttons among the elements.
public struct ActionSet: Hashable, Sendable {
    /// The actions, in order.
    public var actions: [CardAction] = []

    /// No actions.
    public init() {}
}

/// Pages that scroll sideways, drawn as a rail.
public struct Carousel: Hashable, Sendable {
    /// The pages, in order.
    public var pages: [CardContainer] = []
    /// The page shown first.
    public var initialPage = 0

    /// No pages.
    public init() {}
}
