extension HomeActions {
    /// Calls the closure for the item's own kind: `longSelected` for a long item,
    /// `shortSelected` for a short one, `streamSelected` for a stream.
    public func open(_ item: HomeItem, at index: Int) {
        let selection = SelectedItem(item: item, index: index)
        switch item.kind {
        case .long: longSelected(selection)
        case .short: shortSelected(selection)
        case .stream: streamSelected(selection)
        }
    }
}
