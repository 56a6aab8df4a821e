extension AdaptiveCard {
    /// Every input of the card and of the cards its actions show, with its element's
    /// path, in document order.
    public var inputs: [(path: String, input: CardInput)] {
        var found: [(String, CardInput)] = []
        forEachElement { element in
            if case .input(let input) = element.content { found.append((element.path, input)) }
        }
        return found
    }

    /// Calls `body` with every element of the card, of its containers, columns, cells
    /// and pages, and of the cards its actions show, in document order.
    public func forEachElement(_ visitor: (CardElement) -> Void) {
        func visit(_ elements: [CardElement]) {
            for element in elements {
                visitor(element)
                switch element.content {
                case .container(let group): visit(group.items)
                case .columnSet(let set): for column in set.columns { visit(column.body.items) }
                case .table(let table): for row in table.rows { for cell in row.cells { visit(cell.items) } }
                case .carousel(let carousel): for page in carousel.pages { visit(page.items) }
                case .actionSet(let set): visitActions(set.actions)
                case .input(let input):
                    if case .text(let text) = input.kind, let action = text.inlineAction { visitActions([action]) }
                default: break
                }
            }
        }
        func visitActions(_ actions: [CardAction]) {
            for action in actions {
                if case .showCard(let card) = action.kind { visit(card.body); visitActions(card.actions) }
            }
        }
        visit(body)
        visitActions(actions)
    }

    /// Whether the element or column with `id` shows in `state`, when the card has one.
    func isVisible(id: String, in state: CardState) -> Bool? {
        if let changed = state.visibility[id] { return changed }
        var found: Bool?
        forEachElement { element in
            guard found == nil else { return }
            if element.id == id { found = element.isVisible }
            if case .columnSet(let set) = element.content, let column = set.columns.first(where: { $0.id == id }) { found = column.isVisible }
        }
        return found
    }
}
