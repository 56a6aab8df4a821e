import TextCanvas

/// A drawn piece of a card: its canvas and the targets in it, in its own coordinates.
struct Block {
    var canvas: Canvas
    var targets: [CardTarget] = []

    init(canvas: Canvas, targets: [CardTarget] = []) {
        self.canvas = canvas
        self.targets = targets
    }

    /// A blank block of `width` × `height` in the context's background.
    init(width: Int, height: Int, context: LayoutContext) {
        canvas = Canvas(width: max(0, width), height: max(0, height), filledWith: Cell(.space, style: context.base))
    }

    var width: Int { canvas.width }
    var height: Int { canvas.height }

    /// Draws `other` at `origin`, with its targets.
    mutating func place(_ other: Block, at origin: Point) {
        canvas.draw(other.canvas, at: origin)
        targets += other.targets.map { $0.offset(by: origin) }
    }

    /// Blocks one under the other, each as wide as the widest.
    static func stacked(_ blocks: [Block], width: Int, context: LayoutContext) -> Block {
        var result = Block(width: width, height: blocks.reduce(0) { $0 + $1.height }, context: context)
        var row = 0
        for block in blocks {
            result.place(block, at: Point(column: 0, row: row))
            row += block.height
        }
        return result
    }
}

/// What a piece of a card is drawn in: the container style around it (its colours and
/// background) and the direction of its text.
struct LayoutContext: Hashable {
    var style = ContainerStyle.default
    var background: Color?
    var rtl = false
    /// Whether text is drawn bold (a table's header row).
    var bold = false

    /// The style of blank cells.
    var base: Style { Style(background: background) }

    /// Where text goes when an element does not say.
    var alignment: HorizontalAlignment { rtl ? .right : .left }
}

extension HorizontalAlignment {
    /// The column something `width` wide starts at in `room` columns.
    func offset(_ width: Int, in room: Int) -> Int {
        switch self {
        case .left: 0
        case .center: max(0, (room - width) / 2)
        case .right: max(0, room - width)
        }
    }
}
