/// Fades one frame into another row by row: the readable replacement.
///
/// Every row switches whole from the old frame to the new one once the progress passes
/// the row's threshold, so no frame ever holds a row of mixed letters. Around the
/// switch the colours fade: before it, the old row's colours move towards the
/// background; after it, the new row's rise from it. A cell with a background colour
/// fades its foreground to that colour; a cell without one (the terminal's own
/// background, which is not known) is drawn dim for the half of the fade nearest it.
/// In plain text only the switches show: whole rows change as progress passes each.
public struct Fade: Hashable, Sendable {
    /// How rows take their thresholds.
    public enum Order: Hashable, Sendable {
        /// Spread over the middle of the progress in an order a hash of the seed gives:
        /// the fade.
        case spread(seed: UInt64)
        /// From the top row down, each row a little after the one above: the wipe.
        case down
        /// Every row half way, so a block of rows (a list entry, a card) changes as one.
        case together
    }

    /// How rows take their thresholds.
    public var order: Order
    /// How much of the progress around a row's switch its colours take to fade out
    /// (before) and in (after), at most.
    public var softness: Double

    /// Creates a fade.
    public init(_ order: Order = .spread(seed: 0x5EED), softness: Double = 0.5) {
        self.order = order
        self.softness = max(0, softness)
    }

    /// The progress at which each of `height` rows switches: a permutation of evenly
    /// spaced values in 0.15...0.85 for a spread fade (so the share of switched rows
    /// follows the progress), evenly spaced from the top down for a wipe.
    public func thresholds(height: Int) -> [Double] {
        switch order {
        case .spread(let seed):
            guard height > 1 else { return Array(repeating: 0.5, count: height) }
            let hash = CrossFade(seed: seed)
            let ranked = (0..<height).sorted {
                (hash.thresholdBits(column: 0, row: $0), $0) < (hash.thresholdBits(column: 0, row: $1), $1)
            }
            var result = [Double](repeating: 0, count: height)
            for (rank, row) in ranked.enumerated() { result[row] = 0.15 + 0.7 * Double(rank) / Double(height - 1) }
            return result
        case .down:
            return (0..<height).map { Double($0 + 1) / Double(height + 1) }
        case .together:
            return Array(repeating: 0.5, count: height)
        }
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
        let thresholds = thresholds(height: old.height)
        for row in 0..<old.height {
            let threshold = thresholds[row]
            let switched = progress >= threshold
            // How far towards the background the row's colours are: 1 at the switch.
            let amount: Double
            if switched {
                let span = min(softness, 1 - threshold)
                amount = span > 0 ? max(0, 1 - (progress - threshold) / span) : 0
            } else {
                let span = min(softness, threshold)
                amount = span > 0 ? max(0, 1 - (threshold - progress) / span) : 0
            }
            let base = row * width
            // A row the same in both frames does not change, so it does not fade.
            if old.cells[base..<base + width] == target.cells[base..<base + width] { continue }
            let source = switched ? target : old
            var cache = RowFader(amount: amount)
            for index in base..<base + width {
                let cell = source.cells[index]
                result.cells[index] = Cell(cell.glyph, style: cache.faded(cell.style))
            }
        }
        #if DYNAMIC_HOME_INVARIANTS
        assert(result.wideGlyphsArePaired, "Fade.blend split a wide glyph")
        #endif
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
