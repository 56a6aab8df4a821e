extension HomeScreen {
    /// Tells the exposure tracker what the frame just drawn shows, and reports what
    /// became seen (only when analytics is on: otherwise nothing is tracked).
    func observeExposures(at time: Duration) {
        guard recorder.analytics != nil, recorder.tracksExposures else { return }
        report(recorder.seenItems.observe(container.drawnEntries(at: time), day: store.state.current, at: time))
    }

    /// Reports the items that have now been on screen long enough to count as seen, the
    /// screen being as its last frame drew it: call it as time passes without a frame
    /// (a script's `wait`, a timer at ``nextExposureDeadline``).
    public func noteTime() {
        guard recorder.analytics != nil, recorder.tracksExposures else { return }
        report(recorder.seenItems.advance(to: clock()))
    }

    /// When the next item on screen becomes seen if nothing changes, if one will: when
    /// ``noteTime()`` should next be called.
    public var nextExposureDeadline: Duration? {
        recorder.analytics == nil || !recorder.tracksExposures ? nil : recorder.seenItems.nextDeadline
    }

    private func report(_ seen: [ExposureTracker.Seen]) {
        for item in seen {
            let entry = item.entry
            let style = entry.style ?? container.style
            recorder.record(.itemSeen(identifier: entry.identifier, section: entry.section, index: entry.index, style: style, day: item.day))
            guard item.sectionIsNew, let section = entry.section else { continue }
            var toggle: String?
            if case .toggle? = container.sections.first(where: { $0.identifier == section })?.origin {
                toggle = FeatureDecisions.Key.sectionTemplate(section)
            }
            recorder.record(.sectionSeen(section: section, style: style, toggle: toggle))
        }
    }
}
