/// Says what changed on the home screen, a line of words per change a person should
/// hear: what a screen reader reads instead of frames (`home --screen-reader`).
///
/// It compares the ``ScreenReading`` it is given with the one it heard before:
///
/// - the highlight moved: `Item 2 of 5: Lo-fi beats to study to. Live stream.`, after
///   the section when the focus entered another one (`Live now, section 1 of 4. Item 1
///   of 5: …`);
/// - the template was replaced: `Showing grid.`; one section's: `Live now: showing grid.`;
/// - the day changed, its content arrived, failed or changed: `Tuesday 17 November 2026,
///   12 items.` (`…, loading.`, `… could not be loaded: why. Press r to try again.`),
///   then where the focus is;
/// - a screen opened on top (an item's detail, its quick look, the player, settings):
///   the screen, read as lines; closed: `Home: Tuesday 17 November 2026, 12 items.` and
///   where the focus is;
/// - the help, a notice or a banner appeared: their words.
///
/// The first reading announced, and ``whereabouts(_:)``, say all of it: the day, the
/// template and where the focus is. An announcer is a value: the same readings in the
/// same order give the same lines.
public struct Announcer: Hashable, Sendable {
    /// The reading announced last; `nil` before the first.
    public private(set) var heard: ScreenReading?
    /// The template said last: a template is said once the day's content is there, so one
    /// replaced while a day loads is said when it has loaded.
    private var saidStyle: TemplateStyle?

    /// An announcer that has heard nothing yet.
    public init() {}

    /// The lines that say what changed since the reading heard last (all of
    /// ``whereabouts(_:)`` for the first), and remembers `reading` as heard.
    ///
    /// - Returns: A line per change, in the order a person should hear them; none when
    ///   nothing a person should hear changed.
    public mutating func announce(_ reading: ScreenReading) -> [String] {
        defer {
            heard = reading
            if reading.content == .loaded { saidStyle = reading.style }
        }
        guard let before = heard else { return Self.whereabouts(reading) }
        return changes(from: before, to: reading)
    }

    /// Where a person is, said whole: the screen on top, or the banner, the day, the
    /// template, where the focus is, a notice and the help.
    public static func whereabouts(_ reading: ScreenReading) -> [String] {
        if let destination = reading.destination { return reading.destinationLines(destination) }
        var lines = [reading.banner.map(Spoken.sentence), reading.dayLine].compactMap { $0 }
        if reading.content == .loaded { lines.append(reading.templateLine) }
        lines += [reading.focusLine(namingSection: true), reading.notice.map(Spoken.sentence)].compactMap { $0 }
        return lines + (reading.help ?? [])
    }

    /// The lines that say what changed from `before` to `now`.
    private func changes(from before: ScreenReading, to now: ScreenReading) -> [String] {
        if now.destination != before.destination {
            guard let destination = now.destination else {
                return ["Home: \(now.dayLine)"] + [now.focusLine(namingSection: true)].compactMap { $0 }
            }
            return now.destinationLines(destination)
        }
        // A screen on top stays as it was read.
        guard now.destination == nil else { return [] }
        var lines: [String] = []
        if now.help != before.help { lines += now.help ?? ["Help closed."] }
        if now.banner != before.banner, let banner = now.banner { lines.append(Spoken.sentence(banner)) }
        if now.notice != before.notice, let notice = now.notice { lines.append(Spoken.sentence(notice)) }
        let newDay = now.day != before.day
        let dayChanged = newDay || now.dayLine != before.dayLine
        if dayChanged { lines.append(now.dayLine) }
        if now.content == .loaded, now.style != saidStyle {
            lines.append(now.templateLine)
        } else if !newDay {
            for (index, section) in now.sections.enumerated()
            where before.sections.contains(where: { $0.identifier == section.identifier && $0.style != section.style }) {
                lines.append(now.sectionTemplateLine(index))
            }
        }
        if dayChanged || now.focus != before.focus {
            let sectionsChanged = now.sections.map(\.identifier) != before.sections.map(\.identifier)
            let entered = dayChanged || sectionsChanged || now.focus.section != before.focus.section
            if let focus = now.focusLine(namingSection: entered) { lines.append(focus) }
        }
        return lines
    }
}
