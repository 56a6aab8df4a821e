/// A selected item among items laid out in rows (one item a row in a list, several
/// cards a row) and the first row on screen: the arithmetic templates of rows and of
/// cards share.
///
/// The selection is the highlighted item, which moving changes; opening an item (the
/// `…Selected` closures) is another thing, done with `open(_:)`. The selection never
/// leaves `0..<count`; scrolling never goes past the end.
public struct SelectionModel: Hashable, Sendable {
    /// The selected item's index, or `nil` when there are no items.
    public private(set) var selected: Int?
    /// The first row on screen.
    public private(set) var offset: Int = 0
    /// How many items there are.
    public private(set) var count: Int = 0

    /// An empty selection.
    public init() {}

    /// Sets how many items there are, keeping the selection inside.
    public mutating func setCount(_ count: Int) {
        self.count = max(0, count)
        if self.count == 0 {
            selected = nil
            offset = 0
        } else {
            selected = min(max(selected ?? 0, 0), self.count - 1)
        }
    }

    /// Selects an item, clamped to the items.
    public mutating func select(_ index: Int) {
        guard count > 0 else { return }
        selected = min(max(index, 0), count - 1)
    }

    /// Moves the selection by `delta` items, stopping at the ends.
    /// - Returns: Whether the selection moved.
    @discardableResult
    public mutating func move(by delta: Int) -> Bool {
        guard let current = selected else { return false }
        let target = min(max(current + delta, 0), count - 1)
        selected = target
        return target != current
    }

    /// Scrolls as little as needed for the selected item's row to be on screen.
    ///
    /// - Parameters:
    ///   - visibleRows: How many rows fit on screen.
    ///   - itemsPerRow: How many items a row holds.
    public mutating func scrollToSelection(visibleRows: Int, itemsPerRow: Int = 1) {
        let perRow = max(1, itemsPerRow)
        let rows = (count + perRow - 1) / perRow
        guard visibleRows > 0 else { return }
        if let selected {
            let row = selected / perRow
            if row < offset { offset = row }
            if row >= offset + visibleRows { offset = row - visibleRows + 1 }
        }
        offset = max(0, min(offset, max(0, rows - visibleRows)))
    }

    /// Scrolls so that `row` is the first row on screen (a template that works out its
    /// own rows, such as sections with headers, clamps it itself).
    public mutating func scroll(toRow row: Int) {
        offset = max(0, row)
    }

    /// Keeps the selection on the same item when the items change.
    ///
    /// The item with the selected identity is selected again wherever it moved, and
    /// the first row moves by as many rows as the item did, so the item stays where it
    /// was on screen. When the item is gone, the nearest item after it that is still
    /// there is selected (before it, when none after is), so that the highlight stays
    /// on an item that was on screen; with none left, the selection stays at its position.
    ///
    /// - Parameters:
    ///   - old: The identities before the change.
    ///   - new: The identities after.
    ///   - itemsPerRow: How many items a row holds.
    /// - Complexity: O(n) in the number of items.
    public mutating func follow<ID: Hashable>(from old: [ID], to new: [ID], itemsPerRow: Int = 1) {
        let perRow = max(1, itemsPerRow)
        follow(from: old, to: new, oldRow: { $0 / perRow }, newRow: { $0 / perRow })
    }

    /// Keeps the selection on the same item when the items change, for rows of any
    /// shape: the first row moves by as many rows as the item did.
    ///
    /// - Parameters:
    ///   - old: The identifiers before the change.
    ///   - new: The identifiers after it.
    ///   - oldRow: The row of an old index, before the change.
    ///   - newRow: The row of a new index, after it.
    public mutating func follow<ID: Hashable>(from old: [ID], to new: [ID], oldRow: (Int) -> Int, newRow: (Int) -> Int) {
        guard let oldIndex = selected, old.indices.contains(oldIndex) else {
            setCount(new.count)
            return
        }
        setCount(new.count)
        if let newIndex = new.firstIndex(of: old[oldIndex]) {
            select(newIndex)
            offset = max(0, offset + newRow(newIndex) - oldRow(oldIndex))
            return
        }
        let positions = Dictionary(new.enumerated().map { ($1, $0) }) { first, _ in first }
        let survivor = old[(oldIndex + 1)...].lazy.compactMap { positions[$0] }.first
            ?? old[..<oldIndex].reversed().lazy.compactMap { positions[$0] }.first
        if let survivor { select(survivor) }
    }
}
