import TextCanvas

extension CardRenderer {
    /// Facts in two columns: the titles (bold, at most the host's `maxWidth` and two
    /// fifths of the width), the values wrapped beside them; in a narrow space, each
    /// value under its title.
    func factSet(_ set: FactSet, width: Int, context: LayoutContext) -> Block {
        let titleStyle = textStyle(weight: host.factTitleIsBold ? .bolder : .default, context: context)
        let valueStyle = textStyle(context: context)
        let widest = set.facts.map { TextLayout.width($0.title) }.max() ?? 0
        let titleWidth = min(widest, host.columns(forPixels: host.factTitleMaxWidth), width * 2 / 5)
        let sideBySide = width >= 20 && titleWidth > 0
        var rows: [Block] = []
        for fact in set.facts {
            if sideBySide {
                let title = wrappedMarkdown(fact.title, style: titleStyle, width: titleWidth)
                let value = wrappedMarkdown(fact.value, style: valueStyle, width: width - titleWidth - 2)
                var row = Block(width: width, height: max(title.count, value.count, 1), context: context)
                row.place(lineBlock(title, width: titleWidth, alignment: context.alignment, context: context), at: Point(column: 0, row: 0))
                row.place(lineBlock(value, width: width - titleWidth - 2, alignment: context.alignment, context: context), at: Point(column: titleWidth + 2, row: 0))
                rows.append(row)
            } else {
                rows.append(lineBlock(wrappedMarkdown(fact.title, style: titleStyle, width: width), width: width, alignment: context.alignment, context: context))
                rows.append(lineBlock(wrappedMarkdown(fact.value, style: valueStyle, width: width), width: width, alignment: context.alignment, context: context))
            }
        }
        return Block.stacked(rows, width: width, context: context)
    }

    /// A table: its columns' widths shared as a column set's are, each row of cells as
    /// tall as its tallest, the first row bold when it is the header, lines between
    /// cells and rows when the table shows grid lines. Too narrow, the cells stack.
    func table(_ table: CardTable, width: Int, context: LayoutContext) -> Block {
        let count = max(table.columns.count, table.rows.map(\.cells.count).max() ?? 0)
        guard count > 0 else { return Block(width: width, height: 0, context: context) }
        let gap = table.showGridLines ? 3 : 1
        var columns = (0..<count).map { index -> CardColumn in
            var column = CardColumn(path: "")
            column.width = index < table.columns.count ? table.columns[index].width : .weight(1)
            if column.width == .auto { column.width = .weight(1) }
            return column
        }
        if context.rtl { columns.reverse() }
        let widths = columnWidths(columns, room: width - gap * (count - 1))
        let line = Style(foreground: host.separatorColor, background: context.background)
        var rows: [Block] = []
        for (index, row) in table.rows.enumerated() {
            var rowContext = context
            if index == 0, table.firstRowAsHeader { rowContext.bold = true }
            if let style = row.style, let background = host.palettes[style]?.background {
                rowContext.style = style
                rowContext.background = background
            }
            var cells = row.cells
            if context.rtl { cells.reverse() }
            if index > 0, table.showGridLines || (index == 1 && table.firstRowAsHeader) {
                var rule = Block(width: width, height: 1, context: context)
                rule.canvas.fill(Rect(column: 0, row: 0, width: width, height: 1), with: Cell(Glyph("─")!, style: line))
                if table.showGridLines, let widths {
                    var left = 0
                    for columnWidth in widths.dropLast() {
                        left += columnWidth + 1
                        rule.canvas.put(Glyph("┼")!, style: line, column: left, row: 0)
                        left += 2
                    }
                }
                rows.append(rule)
            }
            guard let widths else {
                rows += cells.map { container($0, width: width, context: rowContext) }
                continue
            }
            let drawn = cells.prefix(count).enumerated().map { container($1, width: widths[$0], context: rowContext) }
            var block = Block(width: width, height: drawn.map(\.height).max() ?? 0, context: rowContext)
            var left = 0
            for (column, columnWidth) in widths.enumerated() {
                if column < drawn.count { block.place(drawn[column], at: Point(column: left, row: 0)) }
                left += columnWidth
                if column < widths.count - 1, table.showGridLines {
                    block.canvas.fill(Rect(column: left + 1, row: 0, width: 1, height: block.height), with: Cell(Glyph("│")!, style: line))
                }
                left += gap
            }
            rows.append(block)
        }
        return Block.stacked(rows, width: width, context: context)
    }

    /// The columns an image's frame takes in `room`.
    func imageWidth(_ image: CardImage, room: Int) -> Int {
        if let pixels = image.pixelWidth { return min(room, max(3, host.columns(forPixels: pixels))) }
        switch image.size {
        case .stretch: return room
        case .auto: return min(room, max(8, TextLayout.width(image.altText.flatMap { $0.contains("${") ? nil : $0 } ?? "image") + 4))
        default: return min(room, max(3, host.columns(forPixels: host.imageSizes[image.size] ?? 80)))
        }
    }

    /// An image: a frame (rounded for a person) with its alternative text inside, aligned.
    func image(_ image: CardImage, path: String, width: Int, context: LayoutContext) -> Block {
        let frameWidth = imageWidth(image, room: width)
        // An alternative text whose binding had no data says nothing: the frame says "image".
        let altText = image.altText.flatMap { $0.contains("${") ? nil : $0 }
        var frame = self.frame(altText ?? "image", width: frameWidth, rounded: image.style == .person, dim: altText == nil, context: context)
        if let action = image.selectAction, host.supportsInteractivity { select(action, over: &frame) }
        var block = Block(width: width, height: frame.height, context: context)
        block.place(frame, at: Point(column: (image.horizontalAlignment ?? context.alignment).offset(frameWidth, in: width), row: 0))
        return block
    }

    /// A frame `width` wide with `text` inside, on one to three lines.
    func frame(_ text: String, width: Int, rounded: Bool, dim: Bool = false, context: LayoutContext) -> Block {
        let border = Style(foreground: host.separatorColor, background: context.background)
        let inner = max(0, width - 2)
        var style = textStyle(isSubtle: true, context: context)
        if dim { style = style.adding(.dim) }
        // A narrow frame (a small image) cuts its words on one line rather than break them.
        let glyphs = StyledText.glyphs(text, style: style)
        let lines = inner <= 0 ? [] : inner < 8 ? [StyledText.fit(glyphs, width: inner)] : StyledText.wrap(glyphs, width: inner, maxLines: 3)
        var block = Block(width: width, height: max(1, lines.count) + 2, context: context)
        let corners: [Character] = rounded ? ["╭", "╮", "╰", "╯"] : ["┌", "┐", "└", "┘"]
        let bottom = block.height - 1
        block.canvas.fill(Rect(column: 1, row: 0, width: inner, height: 1), with: Cell(Glyph("─")!, style: border))
        block.canvas.fill(Rect(column: 1, row: bottom, width: inner, height: 1), with: Cell(Glyph("─")!, style: border))
        block.canvas.fill(Rect(column: 0, row: 1, width: 1, height: bottom - 1), with: Cell(Glyph("│")!, style: border))
        block.canvas.fill(Rect(column: width - 1, row: 1, width: 1, height: bottom - 1), with: Cell(Glyph("│")!, style: border))
        block.canvas.put(Glyph(corners[0])!, style: border, column: 0, row: 0)
        block.canvas.put(Glyph(corners[1])!, style: border, column: width - 1, row: 0)
        block.canvas.put(Glyph(corners[2])!, style: border, column: 0, row: bottom)
        block.canvas.put(Glyph(corners[3])!, style: border, column: width - 1, row: bottom)
        for (row, line) in lines.enumerated() {
            block.canvas.draw(styled: line, at: Point(column: 1 + HorizontalAlignment.center.offset(StyledText.width(line), in: inner), row: row + 1))
        }
        return block
    }

    /// Images side by side, wrapping to new rows.
    func imageSet(_ set: ImageSet, path: String, width: Int, context: LayoutContext) -> Block {
        var rows: [Block] = []
        var row: [Block] = []
        var used = 0
        func finish() {
            guard !row.isEmpty else { return }
            var block = Block(width: width, height: row.map(\.height).max() ?? 0, context: context)
            var left = 0
            for image in row {
                block.place(image, at: Point(column: left, row: 0))
                left += image.width + 1
            }
            rows.append(block)
            row = []
            used = 0
        }
        for (index, image) in set.images.enumerated() {
            var sized = image
            sized.horizontalAlignment = .left
            let frameWidth = imageWidth(image, room: width)
            if used > 0, used + frameWidth > width { finish() }
            row.append(self.image(sized, path: "\(path)/images/\(index)", width: frameWidth, context: context))
            used += frameWidth + 1
        }
        finish()
        return Block.stacked(rows, width: width, context: context)
    }

    /// A video or sound: a frame with a play mark and its alternative text.
    func media(_ media: CardMedia, width: Int, context: LayoutContext) -> Block {
        frame("▶ " + (media.altText ?? "media"), width: min(width, max(16, TextLayout.width(media.altText ?? "media") + 6)), rounded: false, context: context)
    }

    /// Pages side by side as a rail: as many as fit at 16 columns or more; a carousel
    /// with more pages than fit shows the first from its state and says which it shows,
    /// and is a target that moves it along.
    func carousel(_ carousel: Carousel, path: String, width: Int, context: LayoutContext) -> Block {
        let count = carousel.pages.count
        guard count > 0 else { return Block(width: width, height: 0, context: context) }
        let visible = max(1, min(count, (width + 1) / 17))
        let pageWidth = max(1, (width - (visible - 1)) / visible)
        let first = max(0, min(state.carouselPages[path] ?? carousel.initialPage, count - visible))
        let pages = (first..<first + visible).map { container(carousel.pages[$0], width: pageWidth, context: context) }
        var block = Block(width: width, height: (pages.map(\.height).max() ?? 0) + (visible < count ? 1 : 0), context: context)
        for (index, page) in pages.enumerated() {
            let slot = context.rtl ? visible - 1 - index : index
            block.place(page, at: Point(column: slot * (pageWidth + 1), row: 0))
        }
        guard visible < count else { return block }
        let marks = "‹ \(first + 1)–\(first + visible) of \(count) ›"
        let rect = Rect(column: 0, row: block.height - 1, width: width, height: 1)
        var style = textStyle(isSubtle: true, context: context)
        if isFocused(path + "#pages") { style = style.adding(.inverse) }
        block.canvas.draw(marks, at: Point(column: HorizontalAlignment.center.offset(TextLayout.width(marks), in: width), row: rect.row), style: style)
        if host.supportsInteractivity {
            block.targets.append(CardTarget(path: path + "#pages", kind: .carousel(path: path, pages: count, visible: visible), rect: rect))
        }
        return block
    }
}
