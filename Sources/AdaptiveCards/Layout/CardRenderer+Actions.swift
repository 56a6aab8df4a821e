import TextCanvas

extension CardRenderer {
    /// Actions as buttons: the primary ones side by side (wrapping) or one a row as the
    /// host says, at most its `maxActions`; the rest and the secondary ones behind a `…`
    /// button, listed under the row while it is open; then the card of a shown
    /// `Action.ShowCard`, inline, in the emphasis style. Nothing where the host has no
    /// interactivity.
    func actionSet(_ actions: [CardAction], setPath: String, width: Int, context: LayoutContext) -> Block {
        guard host.supportsInteractivity, !actions.isEmpty else { return Block(width: width, height: 0, context: context) }
        var primary = actions.filter { $0.mode == .primary }
        var secondary = actions.filter { $0.mode == .secondary }
        if primary.count > host.maxActions {
            secondary = Array(primary.dropFirst(host.maxActions)) + secondary
            primary = Array(primary.prefix(host.maxActions))
        }
        var buttons = primary.map { button($0, width: width, context: context) }
        if !secondary.isEmpty { buttons.append(overflowButton(setPath: setPath, context: context)) }
        if context.rtl { buttons.reverse() }
        var parts = [buttonRows(buttons, width: width, context: context)]
        if state.openOverflows.contains(setPath) {
            parts += secondary.map { button($0, width: width, context: context) }.map { button in
                var row = Block(width: width, height: button.height, context: context)
                row.place(button, at: Point(column: min(2, max(0, width - button.width)), row: 0))
                return row
            }
        }
        for action in actions where state.shownCards.contains(action.path) {
            guard case .showCard(let card) = action.kind else { continue }
            var inner = context
            inner.style = .emphasis
            inner.background = host.palettes[.emphasis]?.background
            let padding = inner.background != nil && width > 6 ? 1 : 0
            let content = self.card(card, width: max(1, width - 2 * padding), context: inner)
            var shown = Block(width: width, height: content.height, context: inner)
            shown.place(content, at: Point(column: padding, row: 0))
            parts.append(Block(width: width, height: 1, context: context))
            parts.append(shown)
            break
        }
        return Block.stacked(parts, width: width, context: context)
    }

    /// Buttons laid out in rows, aligned as the host says.
    private func buttonRows(_ buttons: [Block], width: Int, context: LayoutContext) -> Block {
        let spacing = max(1, min(3, host.columns(forPixels: host.buttonSpacing)))
        var rows: [[Block]] = []
        var row: [Block] = []
        var used = 0
        for button in buttons {
            let needed = (row.isEmpty ? 0 : spacing) + button.width
            if !row.isEmpty, host.actionsOrientation == .vertical || used + needed > width {
                rows.append(row)
                row = []
                used = 0
            }
            used += row.isEmpty ? button.width : spacing + button.width
            row.append(button)
        }
        if !row.isEmpty { rows.append(row) }
        let alignment = context.rtl ? .right : host.actionAlignment
        let drawn = rows.map { buttons -> Block in
            let total = buttons.reduce(0) { $0 + $1.width } + spacing * (buttons.count - 1)
            var block = Block(width: width, height: buttons.map(\.height).max() ?? 1, context: context)
            var left = alignment.offset(total, in: width)
            for button in buttons {
                block.place(button, at: Point(column: left, row: 0))
                left += button.width + spacing
            }
            return block
        }
        return Block.stacked(drawn, width: width, context: context)
    }

    /// One button, `[ Title ]`, coloured by its style, dim when disabled, highlighted
    /// when focused; a title too long for the width wraps inside the brackets. A target
    /// when enabled.
    func button(_ action: CardAction, width: Int, context: LayoutContext) -> Block {
        var title = action.title.isEmpty ? (action.iconURL == nil ? "▸" : "◦") : action.title
        if case .showCard = action.kind { title += state.shownCards.contains(action.path) ? " ▾" : " ▸" }
        let color: TextColor = switch action.style {
        case .positive: .good
        case .destructive: .attention
        case .default: .accent
        }
        var style = textStyle(weight: .bolder, color: color, context: context)
        if !action.isEnabled { style = textStyle(isSubtle: true, context: context).adding(.dim) }
        if isFocused(action.path) { style = style.adding(.inverse) }
        var block = labelled("[ ", title, " ]", style: style, width: width, context: context)
        if action.isEnabled {
            block.targets.append(CardTarget(path: action.path, kind: .action(action), rect: Rect(column: 0, row: 0, width: block.width, height: block.height)))
        }
        return block
    }

    /// The `…` that opens a set's secondary actions.
    private func overflowButton(setPath: String, context: LayoutContext) -> Block {
        var style = textStyle(weight: .bolder, color: .accent, context: context)
        let path = setPath + "#more"
        if isFocused(path) { style = style.adding(.inverse) }
        var block = labelled("[ ", "…", " ]", style: style, width: 5, context: context)
        block.targets.append(CardTarget(path: path, kind: .overflow(setPath: setPath), rect: Rect(column: 0, row: 0, width: block.width, height: 1)))
        return block
    }

    /// `open` + `text` + `close` on one row, or the text wrapped over rows inside them.
    private func labelled(_ open: String, _ text: String, _ close: String, style: Style, width: Int, context: LayoutContext) -> Block {
        let edges = TextLayout.width(open) + TextLayout.width(close)
        let lines = StyledText.wrap(StyledText.glyphs(text, style: style), width: max(1, width - edges))
        let inner = lines.map(StyledText.width).max() ?? 0
        var block = Block(width: min(width, inner + edges), height: max(1, lines.count), context: context)
        for row in 0..<block.height {
            block.canvas.fill(Rect(column: 0, row: row, width: block.width, height: 1), with: Cell(.space, style: style))
            if row < lines.count { block.canvas.draw(styled: lines[row], at: Point(column: TextLayout.width(open), row: row)) }
        }
        block.canvas.draw(open, at: Point(column: 0, row: 0), style: style)
        block.canvas.draw(close, at: Point(column: block.width - TextLayout.width(close), row: block.height - 1), style: style)
        return block
    }
}
