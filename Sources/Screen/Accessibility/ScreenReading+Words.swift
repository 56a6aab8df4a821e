/// The sentences a reading is said in, one line each. Kinds are named as their badges
/// say them, in words: `LONG` a "Long read", `SHORT` a "Short", `LIVE` a "Live stream".
extension ScreenReading {
    /// The day and how its content stands: "Tuesday 17 November 2026, 12 items.",
    /// "Saturday 21 November 2026, 4 sections, 30 items.", "…, loading.", "… could not be
    /// loaded: why. Press r to try again."
    var dayLine: String {
        let name = day?.longName
        switch content {
        case .loading:
            return name.map { "\($0), loading." } ?? "Loading."
        case .failed(let message):
            let retry = keys.keys(for: .retry).first.map { " Press \($0.label) to try again." } ?? ""
            return "\(name ?? "The days") could not be loaded: \(Spoken.sentence(message))\(retry)"
        case .loaded:
            let counts = (sections.isEmpty ? [] : [Spoken.count(sections.count, "section")]) + [Spoken.count(items.count, "item")]
            return ([name].compactMap { $0 } + counts).joined(separator: ", ") + "."
        }
    }

    /// "Showing grid."
    var templateLine: String { "Showing \(style)." }

    /// "Live now: showing grid."; "Section 2: showing grid." for a section without a title.
    func sectionTemplateLine(_ index: Int) -> String {
        let section = sections[index]
        let name = section.title.isEmpty ? "Section \(index + 1)" : Spoken.plain(section.title)
        return "\(name): showing \(section.style)."
    }

    /// "Live now, section 1 of 4."; "Section 2 of 4." for a section without a title.
    func sectionLine(_ index: Int) -> String {
        let title = Spoken.plain(sections[index].title)
        let position = "\(index + 1) of \(sections.count)."
        return title.isEmpty ? "Section \(position)" : "\(title), section \(position)"
    }

    /// "Item 2 of 5: Lo-fi beats to study to. Live stream.", then the words its
    /// template says of its entry ("Card: …"), if any.
    static func itemLine(_ item: HomeItem, index: Int, count: Int, words: String? = nil) -> String {
        "Item \(index + 1) of \(count): \(Spoken.sentence(item.title)) \(item.spokenKind)." + (words.map { " \(Spoken.plain($0))" } ?? "")
    }

    /// The item's line with its entry's words.
    func itemLine(_ item: HomeItem, index: Int, count: Int) -> String {
        Self.itemLine(item, index: index, count: count, words: entryWords[item.identifier])
    }

    /// Where the focus is: the highlighted item, after its section when `namingSection`
    /// (and the day has sections); "No items." in an empty section; `nil` when nothing
    /// is highlighted or the day's content has not arrived.
    func focusLine(namingSection: Bool) -> String? {
        guard content == .loaded else { return nil }
        let section = focus.section.flatMap { sections.indices.contains($0) ? sectionLine($0) : nil }
        let around = itemsAroundFocus
        var item: String?
        if let highlighted = focus.item, let index = focus.index {
            item = itemLine(highlighted, index: index, count: around.count) + (focus.within.map { " Focus on \(Spoken.sentence($0))" } ?? "")
        } else if section != nil, around.isEmpty {
            item = "No items."
        }
        let parts = [namingSection ? section : nil, item].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The screen on top, read as lines: what it is and shows, then how to go back.
    func destinationLines(_ destination: Destination) -> [String] {
        var lines: [String]
        switch destination {
        case .longDetail(let item):
            lines = ["Opened: \(Spoken.sentence(item.title)) \(item.spokenKind)."]
            if let byline = item.byline { lines.append("By \(Spoken.sentence(byline))") }
            lines.append(Spoken.sentence(item.description ?? "This story has no summary yet."))
        case .shortDetail(let item):
            lines = ["Quick look: \(Spoken.sentence(item.title)) \(item.spokenKind)."]
            if let byline = item.byline { lines.append("By \(Spoken.sentence(byline))") }
            if let description = item.description { lines.append(Spoken.sentence(description)) }
        case .stream(let item):
            lines = ["Playing: \(Spoken.sentence(item.title)) \(item.spokenKind)."]
            if let byline = item.byline { lines.append("On \(Spoken.sentence(byline))") }
            lines.append(Spoken.sentence(item.description ?? "Streaming now."))
        case .settings:
            lines = [
                "Settings.", "Template: \(settings.style).", "Chosen by: \(Spoken.sentence(settings.styleReason))",
                "Templates: \(settings.styles.map(\.rawValue).joined(separator: ", ")).",
                "Toggles: \(Spoken.sentence(settings.togglesSource))", "Content: \(Spoken.sentence(settings.contentSource))",
                Spoken.sentence(settings.howToChoose),
            ]
        }
        if let back = keys.keys(for: .back).first { lines.append("Press \(back.label) to go back.") }
        return lines
    }

    /// The whole screen as lines: the day, the template, each section with its template
    /// and items (or the day's items), and where the focus is; a screen on top, as
    /// ``Announcer`` reads it.
    public var listing: [String] {
        if let destination { return destinationLines(destination) }
        var lines = [dayLine]
        guard content == .loaded else { return lines }
        lines.append(templateLine)
        if sections.isEmpty {
            lines += items.indices.map { itemLine(items[$0], index: $0, count: items.count) }
        } else {
            for (index, section) in sections.enumerated() {
                let title = section.title.isEmpty ? "" : " \(Spoken.plain(section.title)),"
                lines.append("Section \(index + 1) of \(sections.count):\(title) \(section.style), \(Spoken.count(section.items.count, "item")).")
                lines += section.items.indices.map { itemLine(section.items[$0], index: $0, count: section.items.count) }
            }
        }
        if let focus = focusLine(namingSection: true) { lines.append("Focus: \(focus)") }
        return lines
    }
}

extension HomeItem {
    /// The item's kind and length in words: "Long read, 12 min", "Short, 2 min", "Live
    /// stream" (a stream's "live" is in its name).
    var spokenKind: String {
        let name = switch kind {
        case .long: "Long read"
        case .short: "Short"
        case .stream: "Live stream"
        }
        return minutes.map { "\(name), \($0) min" } ?? name
    }
}

/// Text made fit to be heard as one line.
enum Spoken {
    /// `text` on one line: every run of white space that holds a line break becomes one
    /// space, and the ends are trimmed.
    static func plain(_ text: String) -> String {
        guard text.contains(where: \.isNewline) || text.first?.isWhitespace == true || text.last?.isWhitespace == true else {
            return text
        }
        return text.split(whereSeparator: \.isNewline).map { $0.trimmingWhitespace }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `text` on one line, ending as a sentence does: with a full stop unless it ends
    /// with one, a question or exclamation mark or an ellipsis (also the ideographic and
    /// full-width ones).
    static func sentence(_ text: String) -> String {
        let line = plain(text)
        guard let last = line.last else { return line }
        return ".!?…。！？｡".contains(last) ? line : line + "."
    }

    /// "1 item", "12 items", "no items".
    static func count(_ number: Int, _ noun: String) -> String {
        number == 0 ? "no \(noun)s" : "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}

extension Substring {
    fileprivate var trimmingWhitespace: Substring {
        guard let start = firstIndex(where: { !$0.isWhitespace }), let end = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return self[start...end]
    }
}
