/// `bounds`: a template draws exactly within the canvas it is given, every wide glyph
/// whole, at every size from 1x1 to 200x60, whatever its items; and the same state
/// draws the same frame.
@MainActor
enum BoundsRule {
    /// Sizes every template meets: the degenerate ones, a phone, a terminal, a wall.
    static let fixedSizes = [(1, 1), (1, 2), (2, 1), (3, 3), (24, 8), (80, 24), (200, 60)]
        .map { Size(width: $0.0, height: $0.1) }

    /// The fixed sizes and eight more in between, the same in every run.
    static let sizes: [Size] = {
        var generator = SplitMix64(seed: 0x5EED_B0_0D5)
        let seeded = (0..<8).map { _ in
            Size(width: 1 + Int(generator.next() % 200), height: 1 + Int(generator.next() % 60))
        }
        return fixedSizes + seeded
    }()

    /// No items, one, a screenful of every script, and far more than fit.
    static let itemCounts = [0, 1, 8, 10_000]

    static func check(_ subject: ConformanceSubject) async -> ConformanceRuleResult {
        var collector = FailureCollector(.bounds)
        for count in subject.showsItems ? itemCounts : [0] {
            for size in sizes {
                // A new template for each case, so that each reproduction stands alone.
                let template = subject.make(itemCount: count)
                let first = subject.draw(template, size: size)
                if let problem = FrameProblem.of(first, size: size) {
                    collector.add(
                        problem.kind, "drawing at \(size) with \(count.items) \(problem.text)",
                        reproduction: subject.makeCode(itemCount: count) + ConformanceSubject.drawCode(size) + [problem.check])
                }
                let second = subject.draw(template, size: size)
                if first != second {
                    collector.add(
                        "determinism",
                        "drawing twice at \(size) with \(count.items) gave different frames; "
                            + "a frame must depend only on the template's state and the draw context",
                        reproduction: subject.makeCode(itemCount: count)
                            + ConformanceSubject.drawCode(size, into: "first") + ConformanceSubject.drawCode(size, into: "second")
                            + ["// first != second"])
                }
                await Task.yield()
            }
        }
        return collector.result()
    }
}
