extension HomeActions {
    /// Calls the closure for the item's own kind: `longSelected` for a long item,
    /// `shortSelected` for a short one, `streamSelected` for a stream.
    public func open(_ item: HomeItem, at index: Int) {
        open(SelectedItem(item: item, index: index))
    }

    /// Calls the closure for the selected item's own kind; see ``open(_:at:)``.
    public func open(_ selection: SelectedItem) {
        switch selection.item.kind.selectionAction {
        case .longSelected: longSelected(selection)
        case .shortSelected: shortSelected(selection)
        case .streamSelected: streamSelected(selection)
        }
    }
}

extension HomeItemKind {
    /// The closure opening an item of this kind calls: `longSelected`, `shortSelected`
    /// or `streamSelected` (``HomeActions/open(_:at:)``).
    public var selectionAction: SelectionAction {
        switch self {
        case .long: .longSelected
        case .short: .shortSelected
        case .stream: .streamSelected
        }
    }

    /// The screen opening an item of this kind shows: a detail screen, a quick look or
    /// the player.
    public var destination: Destination.Kind {
        switch self {
        case .long: .longDetail
        case .short: .shortDetail
        case .stream: .stream
        }
    }
}
