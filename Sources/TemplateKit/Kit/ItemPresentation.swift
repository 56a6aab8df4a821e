import Changesets
import TextCanvas

/// What a template that shows a day's items keeps between refreshes: the items on
/// screen, a selection (the highlighted item) that follows the same item through
/// changes, and the animation of the last change. ``ItemTemplate`` is built on it; a
/// template that draws its own way can use it alone.
///
/// ```swift
/// public func refresh() { presentation.present(viewModel, itemsPerRow: columns) }
/// ```
public struct ItemPresentation: Sendable {
    /// Works out each change from the items handed before.
    private var tracker = ChangeTracker<HomeItem, String>()
    /// The selection and the first row on screen.
    public var selection = SelectionModel()
    /// The day of the items on screen.
    public private(set) var day: Day?
    /// The running animation of the last change, if any.
    public private(set) var animation: ChangeAnimation?
    /// The first row on screen before the last change: where the old layout was.
    public private(set) var offsetBeforeChange = 0
    /// The items on screen before the last change: where the old layout's entries were.
    public private(set) var itemsBeforeChange: [HomeItem] = []
    /// Where the content on screen stands: loaded, loading, or failed and why; `nil`
    /// before anything was presented.
    private var content: Shown?

    private enum Shown: Sendable {
        case loading, loaded
        case failed(String)
    }

    /// Whether the items on screen were loaded (not a loading or failed state).
    private var showsLoadedItems: Bool {
        if case .loaded? = content { return true }
        return false
    }
    /// When the last change was handed over, if the template was on screen.
    private var changedAt: Duration?

    /// An empty presentation.
    public init() {}

    /// The items on screen.
    public var items: [HomeItem] { tracker.previous }

    /// What was presented last: the day, and its items or why there are none.
    public var viewModel: HomeViewModel {
        switch content {
        case nil: HomeViewModel()
        case .loaded?: HomeViewModel(day: day, items: items)
        case .loading?: HomeViewModel(day: day, content: .loading)
        case .failed(let message)?: HomeViewModel(day: day, content: .failed(message))
        }
    }

    /// The selected item and its index, when the selection is on one of the items.
    public var selectedItem: SelectedItem? {
        guard let index = selection.selected, items.indices.contains(index) else { return nil }
        return SelectedItem(item: items[index], index: index)
    }

    /// What a template draws in place of its items for a day that has none.
    public static func drawEmptyDay(in canvas: inout Canvas, theme: Theme) {
        Panel.message("Nothing here for this day.", in: &canvas, style: theme.secondary)
    }

    /// Presents the view model's items.
    ///
    /// A new day, or a day whose items arrive after it was loading or had failed,
    /// starts at the top without animation. Within a loaded day, the change is worked
    /// out as a changeset: the selection and the view stay on the same item, and the
    /// change animates. The same items again change nothing.
    ///
    /// - Parameters:
    ///   - viewModel: The day and its items.
    ///   - itemsPerRow: How many items a row holds (cards side by side).
    /// - Returns: Whether the items changed within the day: a change animation starts.
    @discardableResult
    public mutating func present(_ viewModel: HomeViewModel, itemsPerRow: Int = 1) -> Bool {
        let perRow = max(1, itemsPerRow)
        return present(viewModel) { _, index in index / perRow }
    }

    /// Presents the view model's items, as ``present(_:itemsPerRow:)`` does, for rows of
    /// any shape (sections starting new rows under their headers).
    ///
    /// - Parameters:
    ///   - viewModel: The day and its items.
    ///   - row: The row of the item at an index of some items.
    /// - Returns: Whether the items changed within the day: a change animation starts.
    @discardableResult
    public mutating func present(_ viewModel: HomeViewModel, row: (_ items: [HomeItem], _ index: Int) -> Int) -> Bool {
        let old = tracker.previous
        let new = viewModel.items
        let wasLoaded = showsLoadedItems
        switch viewModel.content {
        case .loaded: content = .loaded
        case .loading: content = .loading
        case .failed(let message): content = .failed(message)
        }
        if viewModel.day != day || !wasLoaded {
            // Nothing animates: the items are taken as they are, without working out
            // a changeset no one reads (all of a long day's items inserted).
            tracker = ChangeTracker(new)
            day = viewModel.day
            selection = SelectionModel()
            selection.setCount(new.count)
            animation = nil
            return false
        }
        let changeset = tracker.next(new)
        guard !changeset.isEmpty else { return false }
        offsetBeforeChange = selection.offset
        itemsBeforeChange = old
        selection.follow(
            from: old.map(\.identifier), to: new.map(\.identifier), oldRow: { row(old, $0) }, newRow: { row(new, $0) })
        animation = ChangeAnimation(from: old, to: new, changeset: changeset)
        changedAt = viewModel.handedAt
        return true
    }

    /// The animation to draw at `time`, started when the change was handed over (or,
    /// when the template was not on screen then, by the first frame that asks); `nil`
    /// once it is over.
    public mutating func runningAnimation(at time: Duration, motion: Motion) -> ChangeAnimation? {
        guard motion.duration > .zero else {
            animation = nil
            return nil
        }
        animation?.start(at: changedAt ?? time, motion: motion)
        if let animation, !animation.isRunning(at: time) { self.animation = nil }
        return animation
    }

    /// Whether a change is animating at `time`.
    public func isAnimating(at time: Duration) -> Bool {
        animation?.isRunning(at: time) ?? false
    }
}
