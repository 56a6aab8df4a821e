import DynamicHome
import Testing

/// Testing what people saw: an item is seen when at least half of its entry is on screen,
/// still, for a second (`home.exposure.percent`, `home.exposure.ms`); once per visit to
/// its day.
///
/// ```swift
/// let home = try await HomeScreenHarness(ListTemplate.self)
/// home.skipEvents()
/// home.look(for: .seconds(1))
/// home.expectSeen(home.items.prefix(11).map(\.identifier))   // what an 80x24 screen shows
/// home.press(.end)
/// home.look(for: .seconds(1))
/// home.expectSeen(["item-12"])                                 // scrolled into view, seen once
/// home.finish()
/// ```
extension HomeScreenHarness {
    /// A person looks at the screen for `duration`: it is drawn as it is now, at the size
    /// given, the time passes, and the items held on screen long enough are reported
    /// seen. From the first look on, the harness reports items seen.
    ///
    /// - Parameters:
    ///   - duration: How long the screen stays as it is.
    ///   - width: The screen's columns.
    ///   - height: The screen's rows.
    public func look(for duration: Duration, width: Int = 80, height: Int = 24) {
        screen.recorder.tracksExposures = true
        let size = Size(width: width, height: height)
        _ = screen.frame(size: size)
        advance(by: duration)
        screen.noteTime()
        _ = screen.frame(size: size)
    }

    /// Asserts that the next events are the items seen, by identifier, in order (each
    /// section's `sectionSeen` after its first item's `itemSeen`), and consumes them.
    ///
    /// - Parameters:
    ///   - identifiers: The items expected seen next, in the order they were seen.
    ///   - sourceLocation: Where a failure is reported.
    public func expectSeen(_ identifiers: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let pending = unassertedEvents.prefix { event in
            if case .itemSeen = event.kind { return true }
            if case .sectionSeen = event.kind { return true }
            return false
        }
        let seen = pending.compactMap { event -> String? in
            if case .itemSeen(let identifier, _, _, _, _) = event.kind { return identifier }
            return nil
        }
        skipEvents(pending.count)
        guard seen != identifiers else { return }
        let text = "the items seen are not the ones expected (− expected, + seen):\n"
            + LineDiff.marked(expected: identifiers, actual: seen)
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
}
