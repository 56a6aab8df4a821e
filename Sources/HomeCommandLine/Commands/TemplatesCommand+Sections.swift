import DynamicHome

extension TemplatesCommand {
    /// Which template draws each section of the day the options name (the first day by
    /// default), and what chose it: a table, or nothing for a day without sections.
    static func sectionsTable(_ setup: ScreenSetup, console: Console) async throws(CommandFailure) -> String {
        let made = try await setup.makeScreen()
        for warning in made.warnings where warning.contains("section '") { console.writeError("home: \(warning)\n") }
        let sections = made.screen.container.sections
        guard !sections.isEmpty else { return "" }
        var table = [["  SECTION", "TITLE", "STYLE", "CHOSEN BY"]]
        for section in sections {
            table.append(["  \(section.identifier)", section.title, section.style.rawValue, chooser(of: section)])
        }
        let day = made.screen.days.current.map { " of \($0.longName)" } ?? ""
        return "\nSections\(day):\n" + TextTable.render(table)
    }

    /// What chose a section's template, in words.
    static func chooser(of section: ScreenSection) -> String {
        switch section.origin {
        case .toggle(let reason): "its toggle, \(reason)"
        case .content: "the content"
        case .screen: "the screen's template"
        case .replacedAtRuntime(let from): "replaced at runtime, from \(from)"
        }
    }
}
