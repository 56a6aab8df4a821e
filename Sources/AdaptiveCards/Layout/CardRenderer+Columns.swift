import TextCanvas

extension CardRenderer {
    /// The narrowest a column is drawn; narrower, the set's columns are stacked instead.
    static let narrowestColumn = 4

    /// Columns side by side, as wide as their widths say, as tall as the tallest; when
    /// the width cannot give every column ``narrowestColumn`` columns, one under the other.
    func columnSet(_ set: ColumnSet, width: Int, context: LayoutContext) -> Block {
        var inner = context
        var padding = 0
        if let style = set.style, style != context.style {
            inner.style = style
            inner.background = host.palettes[style]?.background
            padding = inner.background != nil && width > 6 ? 1 : 0
        }
        var columns = set.columns.filter { column in column.id.flatMap { state.visibility[$0] } ?? column.isVisible }
        if inner.rtl { columns.reverse() }
        let room = max(1, width - 2 * padding)
        let gaps = columns.indices.map { $0 == 0 ? 0 : gap(before: columns[$0]) }
        let widths = columnWidths(columns, room: room - gaps.reduce(0, +))
        var block: Block
        if columns.isEmpty {
            block = Block(width: width, height: 0, context: inner)
        } else if let widths {
            let drawn = zip(columns, widths).map { column, columnWidth in container(column.body, width: columnWidth, context: inner) }
            let height = max(drawn.map(\.height).max() ?? 0, set.minHeight.map(host.rows(forPixels:)) ?? 0)
            block = Block(width: width, height: height, context: inner)
            var left = padding
            for (index, column) in columns.enumerated() {
                left += gaps[index]
                if column.separator, index > 0 {
                    let line = Style(foreground: host.separatorColor, background: inner.background)
                    block.canvas.fill(Rect(column: left - (gaps[index] + 1) / 2, row: 0, width: 1, height: height), with: Cell(Glyph("│")!, style: line))
                }
                // A column taller than its items places them as it says.
                let tall = drawn[index].height < height && column.body.verticalContentAlignment != nil
                    ? container(column.body, width: widths[index], context: inner, minimumHeight: height) : drawn[index]
                block.place(tall, at: Point(column: left, row: 0))
                left += widths[index]
            }
        } else {
            // Too narrow for side by side: one under the other, in reading order.
            var stacked: [Block] = []
            for column in columns {
                if !stacked.isEmpty, column.separator { stacked.append(separator(width: room, rows: 1, context: inner)) }
                stacked.append(container(column.body, width: room, context: inner))
            }
            let content = Block.stacked(stacked, width: room, context: inner)
            block = Block(width: width, height: content.height, context: inner)
            block.place(content, at: Point(column: padding, row: 0))
        }
        if let action = set.selectAction, host.supportsInteractivity { select(action, over: &block) }
        return block
    }

    /// Columns between a column and the one before it: one, or two
    /// as the host's pixels say, and room for a separator's line.
    func gap(before column: CardColumn) -> Int {
        // Never less than one: text of two columns must not run together.
        let spacing = min(2, max(1, host.columns(forPixels: host.spacing[column.spacing] ?? 0)))
        return column.separator ? max(3, spacing) : spacing
    }

    /// The width of each column in `room` columns, or `nil` when one would be narrower
    /// than ``narrowestColumn``: pixel widths first, then auto columns as wide as their
    /// content, then weights and stretches sharing what is left in proportion (a stretch
    /// weighs 1).
    func columnWidths(_ columns: [CardColumn], room: Int) -> [Int]? {
        guard !columns.isEmpty, room >= columns.count else { return nil }
        var widths = [Int](repeating: 0, count: columns.count)
        var left = room
        for (index, column) in columns.enumerated() {
            if case .pixels(let pixels) = column.width {
                widths[index] = min(host.columns(forPixels: pixels), max(0, left - (columns.count - index - 1) * Self.narrowestColumn))
                left -= widths[index]
            }
        }
        let autos = columns.indices.filter { columns[$0].width == .auto }
        var natural = autos.map { max(1, naturalWidth(of: columns[$0].body, limit: room)) }
        let shared = columns.indices.filter { if case .weight = columns[$0].width { return true }; return columns[$0].width == .stretch }
        // Auto columns leave each shared column at least a fair part.
        let reserve = shared.count * max(Self.narrowestColumn, room / max(1, columns.count * 2))
        let autoRoom = max(0, left - reserve)
        let totalNatural = natural.reduce(0, +)
        if totalNatural > autoRoom, totalNatural > 0 {
            natural = natural.map { max(1, $0 * autoRoom / totalNatural) }
        }
        for (slot, index) in autos.enumerated() {
            widths[index] = natural[slot]
            left -= natural[slot]
        }
        let weights = shared.map { index -> Double in
            if case .weight(let weight) = columns[index].width { return weight }
            return 1
        }
        let total = weights.reduce(0, +)
        if total > 0, left > 0 {
            var given = 0
            for (slot, index) in shared.enumerated() {
                let share = slot == shared.count - 1 ? left - given : Int((Double(left) * weights[slot] / total).rounded(.down))
                widths[index] = share
                given += share
            }
        }
        // A column narrower than it needs to be read (a bullet needs one column, a
        // sentence four) leaves the columns to be stacked.
        for (index, column) in columns.enumerated() where widths[index] < Self.narrowestColumn && columns.count > 1 {
            if widths[index] < min(Self.narrowestColumn, max(1, naturalWidth(of: column.body, limit: room))) { return nil }
        }
        return widths.map { max(1, $0) }
    }
}
