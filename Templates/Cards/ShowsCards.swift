import AdaptiveCards
import DynamicHome

/// A template that draws each item's Adaptive Card in its entry (``CardTemplate``,
/// ``CardGridTemplate``): the layout is the style's, the rest is shared here. An entry is
/// a box with the item's title on its border and the card inside; the highlighted card's
/// buttons and fields take the focus in turn (tab, shift-tab), enter or space carries out
/// the focused one, typing changes the focused field, esc leaves the card. A card that
/// cannot be read says so in its entry, and the rest of the day is drawn.
@MainActor
public protocol ShowsCards: ItemTemplate, DescribesEntries {
    /// The cards read, their states and drawings.
    var cards: CardEntries { get }
}

extension ShowsCards {
    /// The keys of a card, beside the kit's: what the help lists.
    static var cardKeyBindings: [KeyBinding] {
        [KeyBinding(
            [[.init(.tab, "cardNext")], [.init(.backtab, "cardPrevious")]],
            meaning: "the next or previous button or field of the highlighted card (typing changes a field; esc leaves the card)",
            handler: .template, hint: "card")]
    }

    /// Whether the template is handed a day of several sections alone (not one section
    /// among others): each section is then a rail of cards, so that every title shows.
    var sectionsAsRails: Bool {
        guard !isPlacedInSection, let first = items.first?.section else { return false }
        return items.contains { $0.section != first }
    }

    /// The most cards measured for the height of the entries: a layout takes time in
    /// proportion to the screen, not to the day (a day of 10,000 items).
    static var measuredCards: Int { 100 }

    /// The height an entry needs for the tallest card at `width` among the first
    /// ``measuredCards`` items, borders included, at most `limit` rows and at least 3; a
    /// taller card scrolls inside its entry to its focus.
    func entryHeight(forWidth width: Int, limit: Int) -> Int {
        cards.forget(allBut: items)
        let inner = max(1, width - 4)
        var tallest = 1
        for item in items.prefix(Self.measuredCards) {
            let height = cards.frame(of: item, width: inner, showsFocus: false)?.canvas.height ?? 2
            tallest = max(tallest, height)
            if tallest + 2 >= limit { break }
        }
        return max(3, min(limit, tallest + 2))
    }

    /// One entry: a box (heavy when highlighted) with the item's title on its top border
    /// and its card inside, scrolled so that the focused target shows; a card that could
    /// not be read says why.
    public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        let border = highlighted ? theme.selectedBorder : theme.border
        guard entry.width > 6, entry.height > 2 else {
            Box.draw(in: &entry, rect: entry.bounds, style: border, lines: highlighted ? .heavy : .rounded)
            return
        }
        let inner = Rect(column: 2, row: 1, width: entry.width - 4, height: entry.height - 2)
        var cut = false
        if let frame = cards.frame(of: item, width: inner.width, showsFocus: highlighted) {
            // The focused target shows, the card scrolled up as far as it needs; the
            // borders are drawn over what of it is outside.
            let focused = highlighted ? frame.target(cards.state(of: item).focus) : nil
            let offset = focused.map { max(0, min($0.rect.maxRow - inner.height, $0.rect.row)) } ?? 0
            entry.draw(frame.canvas, at: Point(column: inner.column, row: inner.row - offset))
            cut = frame.canvas.height - offset > inner.height
        } else {
            let problem = cards.card(of: item).problem ?? "it could not be read"
            for (row, line) in TextLayout.wrap("This card could not be drawn: \(problem)", width: inner.width, maxLines: inner.height).enumerated() {
                entry.draw(line, at: Point(column: inner.column, row: inner.row + row), style: theme.error)
            }
        }
        CardBorder.draw(in: &entry, style: border, heavy: highlighted)
        entry.draw(" \(item.title) ", at: Point(column: 2, row: 0), style: highlighted ? theme.selection : theme.secondary, maxWidth: entry.width - 4)
        if cut { entry.draw(" ↓ more ", at: Point(column: max(1, entry.width - 10), row: entry.height - 1), style: border) }
    }

    /// Keys for the highlighted card, before the kit's: tab and shift-tab move its focus
    /// (past its last target, to the next card's first), enter and space carry out the
    /// focused target, typing and backspace change a focused field, left and right a
    /// menu or a carousel, esc leaves the card; up and down leave it for the kit.
    public func handleTemplateInput(_ event: InputEvent) -> EventHandling? {
        guard case .key(let key) = event, let highlighted else { return nil }
        let item = highlighted.item
        guard let card = cards.card(of: item).card, let frame = cards.frame(of: item, width: innerWidth, showsFocus: true) else { return nil }
        var state = cards.state(of: item)
        let cardKey: CardKey
        switch key {
        case .tab: cardKey = .next
        case .backtab: cardKey = .previous
        case .enter:
            // A card without targets or a select action opens as its item.
            guard !frame.targets.isEmpty || card.selectAction != nil else { return nil }
            cardKey = .activate
        case .space: cardKey = state.focus == nil ? .activate : .space
        case .left: cardKey = .left
        case .right: cardKey = .right
        case .backspace: cardKey = .backspace
        case .escape: cardKey = .escape
        case .character(let character): cardKey = .character(character)
        case .up, .down, .pageUp, .pageDown, .home, .end:
            if state.focus != nil {
                state.focus = nil
                update(state, of: item)
            }
            return nil
        case .control: return nil
        }
        let response = CardInteraction.handle(cardKey, card: card, frame: frame, state: &state)
        update(state, of: item)
        switch response {
        case .changed: return .handled
        case .activity(let activity):
            didReportActivity(highlighted, Self.entryActivity(activity))
            return .handled
        case .ignored:
            if cardKey == .left || cardKey == .right { return moveAlongRail(by: cardKey == .right ? 1 : -1) }
            guard cardKey == .next || cardKey == .previous else { return nil }
            // Past the card's last target: the next card, from its first.
            let step = cardKey == .next ? 1 : -1
            guard items.indices.contains(highlighted.index + step) else { return frame.targets.isEmpty ? nil : .handled }
            moveHighlight(by: step)
            if let next = self.highlighted, let nextFrame = cards.frame(of: next.item, width: innerWidth, showsFocus: true) {
                var nextState = cards.state(of: next.item)
                nextState.focus = (step > 0 ? nextFrame.targets.first : nextFrame.targets.last)?.path
                update(nextState, of: next.item)
            }
            return .handled
        }
    }

    /// Along a section's rail, when sections are rails: `.ignored` at its ends, where the
    /// screen changes the day; `nil` otherwise.
    private func moveAlongRail(by step: Int) -> EventHandling? {
        guard currentLayout.rails, let index = selectedIndex else { return nil }
        guard items.indices.contains(index + step), items[index + step].section == items[index].section else { return .ignored }
        return moveHighlight(by: step)
    }

    /// The width cards are drawn at inside their entries.
    var innerWidth: Int { max(1, currentLayout.entrySize.width - 4) }

    /// Keeps a card's new state and draws its entry again.
    private func update(_ state: CardState, of item: HomeItem) {
        guard state != cards.state(of: item) else { return }
        cards.setState(state, of: item)
        kit.redrawEntries()
    }

    /// A card's activity as the screen records it.
    static func entryActivity(_ activity: CardActivity) -> EntryActivity {
        switch activity {
        case .openURL(let url, _): .openURL(url)
        case .submit(let verb, let data, _): .submit(verb: verb, data: JSONValue(data))
        }
    }

    /// "Card: " and the card's text; `nil` for an item without a card of its own.
    public func spokenWords(for item: HomeItem) -> String? {
        guard item.card != nil else { return nil }
        guard let card = cards.card(of: item).card else { return "Card: it could not be drawn." }
        return "Card: " + CardWords.text(of: card, state: cards.state(of: item))
    }

    /// The focused button or field of the highlighted card, in words.
    public var spokenFocus: String? {
        guard let item = highlighted?.item, let frame = cards.frame(of: item, width: innerWidth, showsFocus: true) else { return nil }
        return CardWords.focus(in: frame, state: cards.state(of: item))
    }
}

extension JSONValue {
    /// A card's value as an analytics event writes it.
    init(_ value: CardValue) {
        switch value.kind {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(JSONValue.init))
        case .object(let members): self = .object(members.map { Member(key: $0.key, value: JSONValue($0.value)) })
        }
    }
}
