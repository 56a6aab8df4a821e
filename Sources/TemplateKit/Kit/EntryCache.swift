/// The entries an ``ItemTemplate`` drew in its last two frames, so that a frame that
/// shows them again (every frame of an animation, a frame after the highlight moved)
/// copies them instead of drawing them again.
///
/// An entry is a pure function of its item, whether it is highlighted, its size and the
/// theme (``ItemTemplate/drawEntry(_:highlighted:in:theme:)`` is given nothing else), so
/// a copy is the same cells. The cache holds only what the last two frames drew: its size
/// is bounded by what fits on screen, whatever the number of items.
struct EntryCache {
    private struct Key: Hashable {
        var identifier: String
        var highlighted: Bool
    }

    /// The entries drawn under one key: one, or two for an item updated while a change
    /// animates (its old and new versions fade into each other).
    private struct Entries {
        var first: (item: HomeItem, canvas: Canvas)
        var second: (item: HomeItem, canvas: Canvas)?

        func canvas(of item: HomeItem) -> Canvas? {
            if first.item == item { return first.canvas }
            if let second, second.item == item { return second.canvas }
            return nil
        }

        mutating func insert(_ item: HomeItem, _ canvas: Canvas) {
            second = first
            first = (item, canvas)
        }
    }

    private var current: [Key: Entries] = [:]
    private var previous: [Key: Entries] = [:]
    private var size = Size(width: 0, height: 0)
    private var canvasSize = Size(width: 0, height: 0)
    private var theme: Theme?

    /// Starts a frame of entries of `size`, drawn into canvases of `canvasSize` (the
    /// entry size, by default) with `theme`: what the frame before last drew is let go,
    /// and everything when a size or the theme changed.
    mutating func beginFrame(size: Size, canvasSize: Size? = nil, theme: Theme) {
        let canvasSize = canvasSize ?? size
        if size != self.size || canvasSize != self.canvasSize || theme != self.theme {
            current.removeAll()
            self.size = size
            self.canvasSize = canvasSize
            self.theme = theme
        }
        previous = current
        current.removeAll(keepingCapacity: true)
    }

    /// The entry of `item`, copied from the last two frames when one of them drew it,
    /// else drawn by `draw`.
    mutating func entry(_ item: HomeItem, highlighted: Bool, draw: () -> Canvas) -> Canvas {
        let key = Key(identifier: item.identifier, highlighted: highlighted)
        if let canvas = current[key]?.canvas(of: item) { return canvas }
        let canvas = previous[key]?.canvas(of: item) ?? draw()
        if current[key] == nil {
            current[key] = Entries(first: (item, canvas))
        } else {
            current[key]?.insert(item, canvas)
        }
        return canvas
    }
}
