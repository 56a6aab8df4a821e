/// Fades one frame into another through the background, whole rows at a time: the
/// readable replacement.
///
/// Every row switches whole from the old frame to the new one once the progress passes
/// the row's threshold, so no frame ever holds a row of mixed letters. Around the
/// switch the colours fade: before it, the old row's colours move towards the
/// background; after it, the new row's rise from it (``Canvas/towardsBackground(by:)``).
///
/// - ``Order/together`` (the fade): every row switches at the midpoint, so the old
///   screen fades to the background as a whole and the new one rises from it. In plain
///   text the frame switches once: every frame is the old screen or the new one.
/// - ``Order/down`` (the wipe): rows switch from the top down, so a frame is the new
///   screen above one moving edge and the old one below it.
public struct Fade: Hashable, Sendable {
    /// How rows take their thresholds.
    public enum Order: Hashable, Sendable {
        /// Every row half way: the whole frame (a screen, a list entry, a card) changes
        /// as one. The fade.
        case together
        /// From the top row down, each row a little after the one above: the wipe.
        case down
    }

    /// How rows take their thresholds.
    public var order: Order
    /// How much of the progress around a row's switch its colours take to fade out
    /// (before) and in (after), at most.
    public var softness: Double

    /// Creates a fade.
    public init(_ order: Order = .together, softness: Double = 0.5) {
        self.order = order
        self.softness = max(0, softness)
    }

    /// The progress at which each of `height` rows switches: 0.5 for every row of a
    /// fade, evenly spaced from the top down for a wipe.
    public func thresholds(height: Int) -> [Double] {
        switch order {
        case .down: (0..<height).map { Double($0 + 1) / Double(height + 1) }
        case .together: Array(repeating: 0.5, count: height)
        }
    }

    /// How far towards the background a row whose threshold is `threshold` is at
    /// `progress`: 1 at its switch, 0 from `softness` away from it.
    func amount(threshold: Double, progress: Double) -> Double {
        if progress >= threshold {
            let span = min(softness, 1 - threshold)
            return span > 0 ? max(0, 1 - (progress - threshold) / span) : 0
        }
        let span = min(softness, threshold)
        return span > 0 ? max(0, 1 - (threshold - progress) / span) : 0
    }

    /// The frame `progress` of the way from `old` to `new`.
    ///
    /// - Parameters:
    ///   - old: The frame at progress 0.
    ///   - new: The frame at progress 1; a different size is cropped or padded to `old`'s.
    ///   - progress: 0 (or less, or not a number) gives `old` exactly, 1 (or more)
    ///     gives `new` exactly.
    /// - Complexity: O(width × height).
    public func blend(from old: Canvas, to new: Canvas, progress: Double) -> Canvas {
        guard progress > 0 else { return old }
        let target = new.size == old.size ? new : new.resized(to: old.size)
        if progress >= 1 { return target }
        let width = old.width
        var result = old
        result.holdClusters(of: target)
        let thresholds = thresholds(height: old.height)
        for row in 0..<old.height {
            let threshold = thresholds[row]
            let switched = progress >= threshold
            let base = row * width
            // A row the same in both frames does not change, so it does not fade.
            if old.cells[base..<base + width] == target.cells[base..<base + width] { continue }
            let source = switched ? target : old
            var fader = RowFader(amount: amount(threshold: threshold, progress: progress))
            for index in base..<base + width {
                let cell = source.cells[index]
                result.cells[index] = Cell(cell.glyph, style: fader.faded(cell.style))
            }
        }
        #if DYNAMIC_HOME_INVARIANTS
        assert(result.wideGlyphsArePaired, "Fade.blend split a wide glyph")
        #endif
        return result
    }
}

extension Canvas {
    /// This frame `amount` of the way (0...1) to the background, glyphs kept: a cell with
    /// a background colour fades its foreground to it (and loses bold at the end); a
    /// cell on the terminal's own background, whose colour is not known, is drawn dim
    /// from half way. In plain text nothing changes.
    ///
    /// - Complexity: O(width × height); styles are worked out once per run of equal ones.
    public func towardsBackground(by amount: Double) -> Canvas {
        guard amount > 0 else { return self }
        var result = self
        var fader = RowFader(amount: min(1, amount))
        for index in result.cells.indices {
            result.cells[index].style = fader.faded(result.cells[index].style)
        }
        return result
    }
}

/// The styles of one row part way to the background, remembering the last style faded
/// (neighbouring cells mostly share one).
struct RowFader {
    let amount: Double
    private var lastFrom: Style?
    private var lastTo = Style.plain

    init(amount: Double) { self.amount = amount }

    mutating func faded(_ style: Style) -> Style {
        guard amount > 0 else { return style }
        if style == lastFrom { return lastTo }
        let result = Style.towardsBackground(style, by: amount)
        lastFrom = style
        lastTo = result
        return result
    }
}

extension Style {
    /// A style `amount` of the way (0...1) from its own colours to its background.
    static func towardsBackground(_ style: Style, by amount: Double) -> Style {
        var result = style
        if let foreground = style.foreground, let background = style.background {
            result.foreground = foreground.mixed(with: background, by: amount)
            if amount >= 1 { result.attributes.remove(.bold) }
        } else if amount >= 0.5 {
            result.attributes.remove(.bold)
            result.attributes.insert(.dim)
        }
        return result
    }
}
