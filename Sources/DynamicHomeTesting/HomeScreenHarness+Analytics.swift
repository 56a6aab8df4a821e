import DynamicHome
import Foundation
import Testing

extension HomeScreenHarness {
    /// The events recorded and not yet asserted, oldest first.
    public var unassertedEvents: [AnalyticsEvent] {
        Array(sink.events.dropFirst(bookkeeping.withLock { $0.asserted }))
    }

    /// The timestamp an event recorded at `time` on the clock carries.
    public func date(at time: Duration) -> Date {
        startDate.addingTimeInterval(time.seconds)
    }

    /// Asserts the next events recorded, in order, and consumes them.
    ///
    /// The test fails, with the expected and recorded events side by side, when the
    /// next events are other ones, in another order, or fewer. What was compared is
    /// consumed either way, so one mistake is reported once.
    ///
    /// - Parameters:
    ///   - kinds: The events expected next, oldest first.
    ///   - sourceLocation: Where a failure is reported.
    public func expectEvents(_ kinds: [AnalyticsEvent.Kind], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let pending = unassertedEvents
        let compared = Array(pending.prefix(kinds.count))
        consume(compared.count)
        guard compared.map(\.kind) != kinds else { return }
        var text = "the analytics events recorded are not the ones expected (− expected, + recorded):\n"
        text += LineDiff.marked(expected: kinds.map(describe), actual: compared.map { describe($0.kind) })
        if compared.count < kinds.count {
            text += "\n\(kinds.count - compared.count) expected event(s) were not recorded"
        }
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }

    /// Asserts the next event and the time on the clock when it was recorded.
    ///
    /// - Parameters:
    ///   - kind: The event expected next.
    ///   - time: The clock's time when it was recorded (its timestamp is
    ///     ``date(at:)`` of it).
    ///   - sourceLocation: Where a failure is reported.
    public func expectEvent(_ kind: AnalyticsEvent.Kind, at time: Duration, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let next = unassertedEvents.first else {
            Issue.record(
                Comment(rawValue: "expected the analytics event \(describe(kind)) at \(time), but no event was recorded"),
                sourceLocation: sourceLocation)
            return
        }
        expectEvents([kind], sourceLocation: sourceLocation)
        // Another event is reported as such; its time would only mislead.
        if next.kind == kind, next.timestamp != date(at: time) {
            // Dates hold about a microsecond here; the millisecond is what JSON keeps.
            let recorded = Duration.milliseconds(Int((next.timestamp.timeIntervalSince(startDate) * 1000).rounded()))
            Issue.record(
                Comment(rawValue: "the analytics event \(describe(kind)) was recorded at \(recorded), not at \(time)"),
                sourceLocation: sourceLocation)
        }
    }

    /// Accepts every event recorded so far without asserting it.
    public func skipEvents() {
        consume(unassertedEvents.count)
    }

    /// Ends the test's use of the harness: fails for every event recorded and not
    /// asserted.
    ///
    /// - Parameter sourceLocation: Where the failures are reported.
    public func finish(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let left = unassertedEvents
        bookkeeping.withLock {
            $0.isFinished = true
            $0.asserted += left.count
        }
        Self.reportUnasserted(left, releasedWithoutFinish: false, at: sourceLocation)
    }

    /// Accepts the next `count` events recorded without asserting them.
    func skipEvents(_ count: Int) {
        consume(count)
    }

    private func consume(_ count: Int) {
        bookkeeping.withLock { $0.asserted += count }
    }

    /// One issue per event left unasserted.
    nonisolated static func reportUnasserted(
        _ events: [AnalyticsEvent], releasedWithoutFinish: Bool, at sourceLocation: Testing.SourceLocation
    ) {
        let when = releasedWithoutFinish ? " (the harness was released without finish())" : ""
        for event in events {
            Issue.record(
                Comment(rawValue: "the analytics event \(describe(event.kind)) was recorded but never asserted\(when); "
                    + "assert it with expectEvents(_:), or drop it with skipEvents()"),
                sourceLocation: sourceLocation)
        }
    }
}

/// An event kind with its fields as JSON values: `launch(style: "list")`.
nonisolated func describe(_ kind: AnalyticsEvent.Kind) -> String {
    let event = AnalyticsEvent(kind, at: Date(timeIntervalSince1970: 0))
    return "\(event.name)(\(event.fields.map { "\($0.key): \($0.value.text)" }.joined(separator: ", ")))"
}

extension AnalyticsEvent.Kind {
    /// The events that opening `item` records, as its kind says: the selection (the
    /// closure called, the item, its index in its section, the section, the style that
    /// drew it), then the screen it opens.
    ///
    /// ```swift
    /// home.press(.down)
    /// let (index, item) = try #require(home.highlighted)
    /// home.press(.enter)
    /// home.expectEvents(AnalyticsEvent.Kind.opening(item, at: index, style: .list))
    /// ```
    ///
    /// ``HomeScreenHarness/openingHighlighted()`` makes them for the item highlighted now.
    public static func opening(_ item: HomeItem, at index: Int, section: String? = nil, style: TemplateStyle) -> [AnalyticsEvent.Kind] {
        [.itemSelected(action: item.kind.selectionAction, identifier: item.identifier, index: index, section: section, style: style),
         .navigation(destination: item.kind.destination)]
    }
}

extension HomeScreenHarness {
    /// The events that opening the item highlighted now would record (enter): what a test
    /// expects after it, whatever the layout and wherever the focus is.
    ///
    /// ```swift
    /// home.press(.down)
    /// let opening = try #require(home.openingHighlighted())
    /// home.press(.enter)
    /// home.expectEvents(opening)
    /// ```
    public func openingHighlighted() -> [AnalyticsEvent.Kind]? {
        guard let (index, item) = highlighted else { return nil }
        return AnalyticsEvent.Kind.opening(item, at: index, section: focusedSection, style: focusedTemplate.style)
    }
}
