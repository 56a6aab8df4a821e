/// `sections`: the template draws one section of a screen among others: its region is
/// drawn within bounds at every size, the focus comes into it from the section above and
/// leaves it for the section below (and back), and a replacement of the section beside it
/// leaves every row of its region as it was.
@MainActor
enum SectionsRule {
    /// Screens the sections are drawn on: a terminal, a small one, a wall, one too short
    /// for the template's region.
    static let sizes = [(80, 24), (40, 12), (120, 40), (30, 8)].map { Size(width: $0.0, height: $0.1) }

    /// The items of the section under check.
    static let itemCount = 8

    static func check(_ subject: ConformanceSubject) async -> ConformanceRuleResult {
        var collector = FailureCollector(.sections)
        guard subject.showsItems else {
            var result = collector.result()
            result.notApplicable = "it shows no items, so it draws no section"
            return result
        }
        let reproduction = [
            "// the template registered as `registration`, between two sections:",
            "let home = try await HomeScreenHarness(",
            "    factory: ConformanceItems.sectionFactory(around: registration),",
            "    content: [HomeScreenHarness.days[0]: .success(ConformanceItems.sections(around: \"\(subject.style)\"))])",
        ]
        guard let screen = SectionScreen(subject: subject) else {
            var result = collector.result()
            result.notApplicable = "it could not be made in a factory beside the sections around it"
            return result
        }

        // Bounds at every size.
        for size in sizes {
            let frame = screen.draw(size: size)
            if let problem = FrameProblem.of(frame, size: size) {
                collector.add(
                    problem.kind, "as a section between two others, drawing the screen at \(size) \(problem.text)",
                    reproduction: reproduction + ["// home.frame(width: \(size.width), height: \(size.height))"])
            }
            await Task.yield()
        }

        // The focus comes in from above, leaves below, and comes back.
        let size = Size(width: 80, height: 24)
        _ = screen.draw(size: size)
        let presses = itemCount * 2 + 4
        if !screen.press(.down, until: SectionScreen.subjectSection, limit: presses, size: size) {
            collector.add(
                "focus in", "the focus never came into its section: down was pressed \(presses) times in the section above",
                reproduction: reproduction + ["home.press(.down, .down, .down)", "// home.focusedSection is not \"subject\""])
        } else {
            if let highlighted = screen.container.focusedTemplate.selectedIdentifier,
               !subject.sampleItems(count: itemCount).contains(where: { $0.identifier == highlighted }) {
                collector.add(
                    "focus in", "the focus came into its section with the highlight on \(highlighted), which it does not show",
                    reproduction: reproduction + ["home.press(.down, .down, .down)"])
            }
            if !screen.press(.down, until: SectionScreen.below, limit: presses, size: size) {
                collector.add(
                    "focus out",
                    "the focus never left its section: down was pressed \(presses) times, and the template handled each; "
                        + "past its last row a template in a section ignores down (SectionPlaceable), and the screen moves on",
                    reproduction: reproduction + ["home.press(\(Array(repeating: ".down", count: presses + 3).joined(separator: ", ")))",
                                                  "// home.focusedSection is still \"subject\""])
            } else if !screen.press(.up, until: SectionScreen.subjectSection, limit: presses, size: size) {
                collector.add(
                    "focus back", "the focus never came back into its section from the section below with up",
                    reproduction: reproduction + ["// down into the section below, then up"])
            }
        }
        await Task.yield()

        // A replacement beside it changes no row of its region.
        for size in [Size(width: 80, height: 24), Size(width: 120, height: 40)] {
            if let row = SectionScreen(subject: subject)?.rowChangedByReplacingBelow(size: size) {
                collector.add(
                    "replacement beside",
                    "at \(size), replacing the template of the section below changed row \(row + 1) of its region while the fade ran",
                    reproduction: reproduction + ["home.container.replaceSection(\"below\", with: .conformanceStandIn)"])
            }
            await Task.yield()
        }
        return collector.result()
    }
}

/// A screen of three sections for the `sections` rule: the template under check between
/// two sections of ``ConformanceNeighbour``.
@MainActor
private struct SectionScreen {
    static let above = "above", subjectSection = "subject", below = "below"

    let container: Container
    let time: TimeBox

    final class TimeBox {
        var now: Duration = .zero
    }

    init?(subject: ConformanceSubject) {
        let factory = ConformanceItems.sectionFactory(around: subject.registration)
        guard let container = try? Container(factory: factory, style: .conformanceNeighbour) else { return nil }
        self.container = container
        let time = TimeBox()
        self.time = time
        container.clock = { time.now }
        container.appear()
        container.show(HomeViewModel(day: nil, items: ConformanceItems.sections(around: subject.style, count: SectionsRule.itemCount)))
        guard container.focusedSection != nil else { return nil }
    }

    func draw(size: Size) -> Canvas {
        var canvas = Canvas(size)
        container.advanceTransitions(to: time.now)
        container.draw(in: &canvas, context: DrawContext(time: time.now, motion: container.transitions.motion))
        return canvas
    }

    /// Presses `key` until the focus is in section `identifier`, drawing after each press;
    /// whether it got there within `limit` presses.
    func press(_ key: Key, until identifier: String, limit: Int, size: Size) -> Bool {
        for _ in 0..<limit {
            if container.focusedSection == identifier { return true }
            _ = container.handle(.key(key))
            _ = draw(size: size)
        }
        return container.focusedSection == identifier
    }

    /// Replaces the section below's template and draws the fade: the first row of the
    /// subject's region that changes, if any.
    func rowChangedByReplacingBelow(size: Size) -> Int? {
        let before = draw(size: size)
        guard let rows = container.rows(ofSection: Self.subjectSection, height: size.height) else { return nil }
        container.replaceSection(Self.below, with: .conformanceStandIn)
        for step in 0...8 {
            time.now = .milliseconds(50 * step)
            let frame = draw(size: size)
            for row in rows where !(0..<size.width).allSatisfy({ frame[$0, row] == before[$0, row] }) {
                return row - rows.lowerBound
            }
        }
        return nil
    }
}
