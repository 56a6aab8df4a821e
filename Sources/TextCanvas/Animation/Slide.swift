/// Slides one page out while the next slides in, by whole columns: the swipe between days.
public struct Slide: Hashable, Sendable {
    /// Which way the pages move.
    public enum Direction: Hashable, Sendable {
        /// The new page comes in from the right (moving to the next day).
        case fromRight
        /// The new page comes in from the left (moving to the previous day).
        case fromLeft
    }

    /// Which way the pages move.
    public var direction: Direction
    /// Whether to draw a thin bar at the seam that shows the fraction of a column the
    /// pages have moved beyond the last whole one.
    public var edge: Bool

    /// Creates a slide.
    public init(_ direction: Direction, edge: Bool = false) {
        self.direction = direction
        self.edge = edge
    }

    /// Eighths of a column, for the edge: ▏▎▍▌▋▊▉.
    static let eighths: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]

    /// The frame `progress` of the way from `current` to `incoming`.
    ///
    /// - Parameters:
    ///   - current: The page on screen at progress 0.
    ///   - incoming: The page on screen at progress 1; cropped or padded to `current`'s size.
    ///   - progress: 0 (or less, or not a number) gives `current` exactly, 1 (or more)
    ///     gives `incoming` exactly.
    ///   - style: The style of the edge bar.
    /// - Complexity: O(width × height).
    public func compose(_ current: Canvas, _ incoming: Canvas, progress: Double, style: Style = .plain) -> Canvas {
        let page = incoming.size == current.size ? incoming : incoming.resized(to: current.size)
        let width = current.width
        let exact = (progress.isNaN ? 0 : min(max(progress, 0), 1)) * Double(width)
        let shift = Int(exact.rounded(.down))
        if shift <= 0 && (exact == 0 || !edge) { return current }
        if shift >= width { return page }
        var result = Canvas(current.size)
        let seam: Int
        switch direction {
        case .fromRight:
            result.draw(current, at: Point(column: -shift, row: 0))
            result.draw(page, at: Point(column: width - shift, row: 0))
            seam = width - shift - 1
        case .fromLeft:
            result.draw(page, at: Point(column: shift - width, row: 0))
            result.draw(current, at: Point(column: shift, row: 0))
            seam = shift
        }
        let fraction = exact - Double(shift)
        if edge, fraction > 0, seam >= 0, seam < width {
            let glyph = Glyph(Slide.eighths[min(6, Int(fraction * 7))])!
            for row in 0..<current.height { result.put(glyph, style: style, column: seam, row: row) }
        }
        return result
    }
}

extension Canvas {
    /// This canvas cropped or padded with blanks to another size, top-left anchored.
    public func resized(to size: Size) -> Canvas {
        if size == self.size { return self }
        var result = Canvas(size)
        result.draw(self, at: Point(column: 0, row: 0))
        return result
    }
}
