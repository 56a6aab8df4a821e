import TextCanvas

extension CardRenderer {
    /// The style of text of a size, weight and colour in `context`: large and extra-large
    /// text and headings bold, lighter text dim, colours from the host's palette.
    func textStyle(
        size: TextSize = .default, weight: TextWeight = .default, color: TextColor = .default, isSubtle: Bool = false,
        heading: Bool = false, context: LayoutContext
    ) -> Style {
        var attributes: Style.Attributes = []
        if weight == .bolder || size == .large || size == .extraLarge || heading || context.bold { attributes.insert(.bold) }
        if weight == .lighter { attributes.insert(.dim) }
        return Style(foreground: host.foreground(color, subtle: isSubtle, in: context.style), background: context.background, attributes: attributes)
    }

    /// A text block: its markdown drawn as styles, a line per line of its text, wrapped
    /// at the width, cut at `maxLines`, aligned.
    func textBlock(_ block: TextBlock, width: Int, context: LayoutContext) -> Block {
        let style = textStyle(
            size: block.size, weight: block.weight, color: block.color, isSubtle: block.isSubtle, heading: block.style == .heading,
            context: context)
        let lines = wrappedMarkdown(block.text, style: style, width: width, maxLines: block.maxLines ?? .max)
        return lineBlock(lines, width: width, alignment: block.horizontalAlignment ?? context.alignment, context: context)
    }

    /// The lines of markdown text at `width`.
    func wrappedMarkdown(_ text: String, style: Style, width: Int, maxLines: Int = .max) -> [[StyledGlyph]] {
        var lines: [[StyledGlyph]] = []
        for paragraph in Markdown.lines(TextFunctions.apply(text)) {
            guard lines.count < maxLines else { break }
            var glyphs: [StyledGlyph] = []
            for span in paragraph {
                glyphs += StyledText.glyphs(span.text, style: span.attributes.isEmpty ? style : style.adding(span.attributes))
            }
            let wrapped = StyledText.wrap(glyphs, width: width, maxLines: maxLines - lines.count)
            lines += wrapped
        }
        return lines
    }

    /// Lines of glyphs, one a row, aligned in `width` columns.
    func lineBlock(_ lines: [[StyledGlyph]], width: Int, alignment: HorizontalAlignment, context: LayoutContext) -> Block {
        var block = Block(width: width, height: lines.count, context: context)
        for (row, line) in lines.enumerated() {
            block.canvas.draw(styled: line, at: Point(column: alignment.offset(StyledText.width(line), in: width), row: row))
        }
        return block
    }

    /// A paragraph of runs, each in its own style; a run with a `selectAction` is a
    /// target where its first line is.
    func richTextBlock(_ block: RichTextBlock, path: String, width: Int, context: LayoutContext) -> Block {
        var glyphs: [StyledGlyph] = []
        for (index, run) in block.inlines.enumerated() {
            var style = textStyle(size: run.size, weight: run.weight, color: run.color, isSubtle: run.isSubtle, context: context)
            var attributes: Style.Attributes = []
            if run.italic { attributes.insert(.italic) }
            if run.underline || run.selectAction != nil { attributes.insert(.underline) }
            if run.highlight { attributes.insert(.inverse) }
            // A terminal has no strike-through: struck text is dim.
            if run.strikethrough { attributes.insert(.dim) }
            style = style.adding(attributes)
            if let action = run.selectAction, isFocused(action.path) { style = style.adding(.inverse) }
            glyphs += StyledText.glyphs(TextFunctions.apply(run.text), style: style, run: run.selectAction == nil ? nil : index)
        }
        let lines = StyledText.wrap(glyphs, width: width)
        let alignment = block.horizontalAlignment ?? context.alignment
        var result = lineBlock(lines, width: width, alignment: alignment, context: context)
        guard host.supportsInteractivity else { return result }
        var found: Set<Int> = []
        for (row, line) in lines.enumerated() {
            var column = alignment.offset(StyledText.width(line), in: width)
            for glyph in line {
                if let run = glyph.run, !found.contains(run), let action = block.inlines[run].selectAction, action.isEnabled {
                    found.insert(run)
                    let length = line.drop { $0.run != run }.prefix { $0.run == run }.reduce(0) { $0 + $1.glyph.width }
                    result.targets.append(CardTarget(path: action.path, kind: .action(action), rect: Rect(column: column, row: row, width: length, height: 1)))
                }
                column += glyph.glyph.width
            }
        }
        return result
    }

    /// How wide `element` would be drawn with room to spare, at most `limit`: what an
    /// `auto` column takes.
    func naturalWidth(_ element: CardElement, limit: Int) -> Int {
        switch element.content {
        case .text(let block):
            return min(limit, Markdown.lines(TextFunctions.apply(block.text)).map { $0.reduce(0) { $0 + TextLayout.width($1.text) } }.max() ?? 0)
        case .richText(let block):
            return min(limit, block.inlines.reduce(0) { $0 + TextLayout.width($1.text) })
        case .image(let image): return min(limit, imageWidth(image, room: limit))
        case .imageSet(let set): return min(limit, set.images.reduce(0) { $0 + imageWidth($1, room: limit) + 1 })
        case .media: return min(limit, 24)
        case .container(let group): return min(limit, naturalWidth(of: group, limit: limit))
        case .columnSet(let set):
            return min(limit, set.columns.filter(\.isVisible).reduce(0) { $0 + naturalWidth(of: $1.body, limit: limit) + 1 })
        case .factSet(let set):
            let titles = set.facts.map { TextLayout.width($0.title) }.max() ?? 0
            let values = set.facts.map { TextLayout.width(Markdown.plain($0.value)) }.max() ?? 0
            return min(limit, titles + 2 + values)
        case .actionSet(let set): return min(limit, set.actions.reduce(0) { $0 + TextLayout.width($1.title) + 5 })
        case .input(let input):
            return min(limit, max(16, TextLayout.width(input.label ?? ""), inputTitleWidth(input)))
        case .table, .carousel: return limit
        }
    }

    /// The natural width of a group's visible items, with its padding.
    func naturalWidth(of group: CardContainer, limit: Int) -> Int {
        let padding = group.style.map { $0 != .default } ?? false ? 2 : 0
        return group.items.filter(state.isVisible).map { naturalWidth($0, limit: limit) }.max().map { $0 + padding } ?? 0
    }

    private func inputTitleWidth(_ input: CardInput) -> Int {
        switch input.kind {
        case .toggle(let toggle): TextLayout.width(toggle.title) + 4
        case .choiceSet(let set): (set.choices.map { TextLayout.width($0.title) }.max() ?? 0) + 6
        default: 0
        }
    }
}
