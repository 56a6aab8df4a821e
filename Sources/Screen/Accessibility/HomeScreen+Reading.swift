extension HomeScreen {
    /// What a person who cannot see the screen should know of it now: the day and its
    /// content, the template, the sections with theirs, the highlighted item and its
    /// place, the screen on top, the notice, the banner and the help. It needs no frame
    /// drawn: an ``Announcer`` reads it after every step.
    public var reading: ScreenReading {
        let viewModel = container.viewModel
        let items = viewModel.items
        let content: ScreenReading.Content = switch viewModel.content {
        case .loading: .loading
        case .loaded: .loaded
        case .failed(let message): .failed(message)
        }
        let placed = container.sections
        let sections = placed.map { section in
            ScreenReading.Section(
                identifier: section.identifier, title: section.title, style: section.style,
                items: section.range.upperBound <= items.count ? Array(items[section.range]) : [])
        }
        var focus = ScreenReading.Focus()
        if content == .loaded {
            let sectionIndex = placed.firstIndex { $0.identifier == container.focusedSection }
            if let selected = container.selectedIndex, items.indices.contains(selected) {
                let start = sectionIndex.map { placed[$0].range.lowerBound } ?? 0
                let within = (container.focusedTemplate as? any DescribesEntries)?.spokenFocus
                focus = ScreenReading.Focus(section: sectionIndex, item: items[selected], index: selected - start, within: within)
            } else {
                focus = ScreenReading.Focus(section: sectionIndex)
            }
        }
        let notice = chrome.notice.flatMap { clock() < $0.until ? $0.text : nil }
        var reading = ScreenReading(
            day: viewModel.day, content: content, style: container.style, items: items, sections: sections, focus: focus,
            destination: container.navigation.top, settings: container.navigation.settings, notice: notice, banner: chrome.banner(at: clock()),
            help: chrome.showsHelp ? helpLines : nil, keys: container.keys)
        if content == .loaded { reading.entryWords = entryWords(items, sections: placed) }
        return reading
    }

    /// What the templates on screen say of their items' entries (``DescribesEntries``):
    /// the child's, or each section's of its items.
    private func entryWords(_ items: [HomeItem], sections: [ScreenSection]) -> [String: String] {
        var words: [String: String] = [:]
        for (template, range) in container.templatesOnScreen {
            guard let describer = template as? any DescribesEntries, range.upperBound <= items.count else { continue }
            for item in items[range] { words[item.identifier] = describer.spokenWords(for: item) }
        }
        return words
    }

    /// The help, read as lines: what closes it, a line per row of the key table of the
    /// template the focus is in, and what it says of motion.
    private var helpLines: [String] {
        let table = container.keyBindings(for: container.focusedTemplate)
        return ["Help. Any key closes it."] + Overlay.keys(table).map { "\($0.0): \(Spoken.sentence($0.1))" }
            + [chrome.motionNote(container.transitions.motion)]
    }
}
