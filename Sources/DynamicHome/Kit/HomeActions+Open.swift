extension HomeActions {
    /// Calls the closure for the item's own kind: `longSelected` for a long item,
    /// `shortSelected` for a short one, `streamSelected` for a stream.
    public func open(_ item: HomeItem, at index: Int) {
        open(SelectedItem(item: item, index: index))
    }

    /// Calls the closure for the selected item's own kind; see ``open(_:at:)``.
    public func open(_ selection: SelectedItem) {
        switch selection.item.kind {
        case .long: longSelected(selection)
        case .short: shortSelected(selection)
        case .stream: streamSelected(selection)
        }
    }
}
