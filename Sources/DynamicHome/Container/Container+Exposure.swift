extension Container {
    /// The entries the last frame of the home screen drew at `time`, with the style that
    /// drew each (and the section, for a day in sections); none while a screen is on top.
    /// While a cross-fade or a slide runs, none is still.
    public func drawnEntries(at time: Duration) -> [DrawnEntry] {
        guard navigation.isAtHome else { return [] }
        let still = !transitions.isRunning(at: time)
        if let stack = child as? SectionStack {
            return still ? stack.drawnEntries : stack.drawnEntries.map { entry in
                var moving = entry
                moving.isStill = false
                return moving
            }
        }
        let animating = child.isAnimating(at: time)
        return child.drawnEntries.map { entry in
            var placed = entry
            placed.style = placed.style ?? child.style
            placed.isStill = entry.isStill && still && !animating
            return placed
        }
    }
}
