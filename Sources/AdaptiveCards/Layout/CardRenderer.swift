import TextCanvas

/// Draws the pieces of a card: one function per kind of element, each a ``Block`` at a
/// width, stacked with the spacing and separators between them.
struct CardRenderer {
    let host: HostConfig
    let state: CardState
    let showsFocus: Bool

    /// A card: its body, then its actions (with a shown card under them), and its
    /// `selectAction` as a target over the whole of it.
    func card(_ card: AdaptiveCard, width: Int, context: LayoutContext) -> Block {
        var parts: [Block] = [stack(card.body, width: width, context: context)]
        let actions = actionSet(card.actions, setPath: card.path + "/actions", width: width, context: context)
        if actions.height > 0 {
            if parts[0].height > 0 { parts.append(Block(width: width, height: 1, context: context)) }
            parts.append(actions)
        }
        var block = Block.stacked(parts, width: width, context: context)
        if card.backgroundImage != nil { markBackground(&block, context: context) }
        if let action = card.selectAction, host.supportsInteractivity {
            select(action, over: &block)
        }
        return block
    }

    /// A background image as a word: "▨ background" dim at the top right, where the
    /// first row leaves room for it.
    func markBackground(_ block: inout Block, context: LayoutContext) {
        let word = "▨ background"
        let width = TextLayout.width(word)
        guard block.height > 0, block.width >= width + 2 else { return }
        let start = block.width - width
        guard (start - 1..<block.width).allSatisfy({ block.canvas[$0, 0].glyph == .space }) else { return }
        block.canvas.draw(word, at: Point(column: start, row: 0), style: textStyle(isSubtle: true, context: context).adding(.dim))
    }

    /// Elements one under the other: the visible ones, each after its spacing and
    /// separator (none before the first).
    func stack(_ elements: [CardElement], width: Int, context: LayoutContext) -> Block {
        var parts: [Block] = []
        var first = true
        for element in elements where state.isVisible(element) {
            let block = self.element(element, width: width, context: context)
            if !first {
                let gap = host.rows(for: element.spacing)
                if element.separator {
                    parts.append(separator(width: width, rows: max(1, gap), context: context))
                } else if gap > 0 {
                    parts.append(Block(width: width, height: gap, context: context))
                }
            }
            first = false
            parts.append(block)
        }
        return Block.stacked(parts, width: width, context: context)
    }

    /// A line across, in the middle of `rows` rows.
    func separator(width: Int, rows: Int, context: LayoutContext) -> Block {
        var block = Block(width: width, height: rows, context: context)
        let style = Style(foreground: host.separatorColor, background: context.background)
        block.canvas.fill(Rect(column: 0, row: rows / 2, width: width, height: 1), with: Cell(Glyph("─")!, style: style))
        return block
    }

    /// One element at `width`.
    func element(_ element: CardElement, width: Int, context: LayoutContext) -> Block {
        switch element.content {
        case .text(let text): textBlock(text, width: width, context: context)
        case .richText(let text): richTextBlock(text, path: element.path, width: width, context: context)
        case .image(let image): self.image(image, path: element.path, width: width, context: context)
        case .imageSet(let set): imageSet(set, path: element.path, width: width, context: context)
        case .media(let media): self.media(media, width: width, context: context)
        case .container(let group): container(group, width: width, context: context)
        case .columnSet(let set): columnSet(set, width: width, context: context)
        case .factSet(let set): factSet(set, width: width, context: context)
        case .table(let table): self.table(table, width: width, context: context)
        case .actionSet(let set): actionSet(set.actions, setPath: element.path + "/actions", width: width, context: context)
        case .carousel(let carousel): self.carousel(carousel, path: element.path, width: width, context: context)
        case .input(let input): self.input(input, path: element.path, width: width, context: context)
        }
    }

    /// A group of elements in its style: a style other than the one around it (or
    /// `bleed`) paints its background and keeps a column free on each side; `minHeight`
    /// and the vertical alignment place the items in a taller group.
    func container(_ group: CardContainer, width: Int, context: LayoutContext, minimumHeight: Int = 0) -> Block {
        var inner = context
        if let rtl = group.rtl { inner.rtl = rtl }
        var padding = 0
        if let style = group.style, style != context.style {
            inner.style = style
            inner.background = host.palettes[style]?.background
            padding = inner.background != nil && width > 6 ? 1 : 0
        }
        let content = stack(group.items, width: max(1, width - 2 * padding), context: inner)
        let height = max(content.height, minimumHeight, group.minHeight.map(host.rows(forPixels:)) ?? 0)
        var block = Block(width: width, height: height, context: inner)
        let top: Int = switch group.verticalContentAlignment ?? .top {
        case .top: 0
        case .center: (height - content.height) / 2
        case .bottom: height - content.height
        }
        block.place(content, at: Point(column: padding, row: top))
        if group.backgroundImage != nil { markBackground(&block, context: inner) }
        if let action = group.selectAction, host.supportsInteractivity { select(action, over: &block) }
        return block
    }

    /// Makes the whole of `block` a target that carries out `action`, highlighted when focused.
    func select(_ action: CardAction, over block: inout Block) {
        guard action.isEnabled else { return }
        let rect = Rect(column: 0, row: 0, width: block.width, height: block.height)
        if isFocused(action.path) { block.canvas.restyle(rect) { $0 = $0.adding(.inverse) } }
        block.targets.insert(CardTarget(path: action.path, kind: .action(action), rect: rect), at: 0)
    }

    /// Whether the target at `path` is drawn focused.
    func isFocused(_ path: String) -> Bool {
        showsFocus && state.focus == path
    }
}
