extension Container {
    /// The entries the last frame of the home screen drew at `time`, with the style that
    /// drew each (and the section, for a day in sections), in the screen's coordinates;
    /// none while a screen is on top. While a replacement or a slide runs over an entry,
    /// or its template animates, it is not still.
    public func drawnEntries(at time: Duration) -> [DrawnEntry] {
        guard navigation.isAtHome else { return [] }
        let moving = transitions.isRunning(at: time) || (composition.fade.map { !$0.isFinished(at: time) } ?? false)
        guard composition.arrangement == .stacked else {
            guard let template = composition.regions.first?.template else { return [] }
            let still = !moving && !template.isAnimating(at: time)
            return template.drawnEntries.map { entry in
                var placed = entry
                placed.style = placed.style ?? template.style
                placed.isStill = entry.isStill && still
                return placed
            }
        }
        return composition.drawnEntries(moving: moving)
    }
}

extension Composition {
    /// The entries the last frame drew, each told its section and style, in the
    /// screen's coordinates, cut to the screen; those of a region fading, or whose
    /// template animates, or all while the area moves, are not still.
    func drawnEntries(moving: Bool) -> [DrawnEntry] {
        guard let size = laidOutAt else { return [] }
        let screen = Rect(column: 0, row: 0, width: size.width, height: size.height)
        let tops = regionTops()
        let time = lastContext.time
        var entries: [DrawnEntry] = []
        for (index, region) in regions.enumerated() {
            let top = tops[index] - scrollTop
            guard top < size.height, top + region.height > 0 else { continue }
            let still = !moving && region.fade == nil && fade == nil && !region.template.isAnimating(at: time)
            let section = region.identifier.isEmpty ? nil : region.identifier
            for entry in region.template.drawnEntries {
                var placed = entry.moved(by: Point(column: 0, row: top + region.titleRows), within: screen)
                placed.section = section
                placed.style = region.template.style
                placed.isStill = entry.isStill && still
                entries.append(placed)
            }
        }
        return entries
    }
}
