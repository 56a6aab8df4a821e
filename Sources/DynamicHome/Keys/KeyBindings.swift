/// What a key does on the home screen.
public enum KeyCommand: Hashable, Sendable {
    case moveSelection, moveCard, jump, open, quickLook, settings, alternative
    case previousDay, nextDay, nextTemplate, retry, back, help, quit, suspend
}

/// Who acts on a key: what reads ``KeyBindings`` to route it.
public enum KeyHandler: Hashable, Sendable {
    /// The template on screen reads it itself (documented here, routed by the template).
    case template
    /// The Container, with what the child ignores.
    case container
    /// A screen on top of the home screen (an item's detail, settings).
    case destination
    /// The home screen, around the Container.
    case screen
    /// The terminal session, before anything else.
    case session
}

/// One row of the key table: the keys, what they do, who acts on them, and their word
/// in the status line, if any.
public struct KeyBinding: Sendable {
    /// The keys as people read them: "← →, h l".
    public let label: String
    /// What they do, as the help and the README say it.
    public let meaning: String
    /// Who acts on them.
    public let handler: KeyHandler
    /// Each key and its command.
    public let commands: [Key: KeyCommand]
    /// The status line's symbol and word for the row ("↑↓", "select"), if it has one.
    public let hint: (symbol: String, word: String)?
}

/// The one table of key bindings: the Container, the home screen and the terminal
/// session route keys by it, and the help overlay, the status-line hints and the
/// README's key table are made from it.
public enum KeyBindings {
    /// Every binding, in the order the help and the README list them.
    public static let all: [KeyBinding] = [
        KeyBinding(
            label: "↑ ↓, j k", meaning: "move the selection", handler: .template,
            commands: [.up: .moveSelection, .down: .moveSelection, .character("j"): .moveSelection, .character("k"): .moveSelection],
            hint: ("↑↓", "select")),
        KeyBinding(
            label: "tab, shift-tab", meaning: "the next or previous card (grid)", handler: .template,
            commands: [.tab: .moveCard, .backtab: .moveCard], hint: nil),
        KeyBinding(
            label: "pgup pgdn, home end", meaning: "a page up or down, the first or last", handler: .template,
            commands: [.pageUp: .jump, .pageDown: .jump, .home: .jump, .end: .jump], hint: nil),
        KeyBinding(
            label: "← →, h l", meaning: "previous / next day (or drag sideways); shelves: along a rail, the day at its ends", handler: .screen,
            commands: [.left: .previousDay, .character("h"): .previousDay, .right: .nextDay, .character("l"): .nextDay],
            hint: ("←→", "day")),
        KeyBinding(
            label: "enter", meaning: "open the selected item as its kind says", handler: .template,
            commands: [.enter: .open], hint: ("⏎", "open")),
        KeyBinding(
            label: "space", meaning: "a quick look at the selected card (grid, hero)", handler: .template,
            commands: [.space: .quickLook], hint: nil),
        KeyBinding(label: "s", meaning: "settings", handler: .template, commands: [.character("s"): .settings], hint: ("s", "settings")),
        KeyBinding(
            label: "t", meaning: "next template, with a cross-fade", handler: .container,
            commands: [.character("t"): .nextTemplate], hint: ("t", "template")),
        KeyBinding(
            label: "v", meaning: "the template's alternative: list ↔ grid, hero → list", handler: .template,
            commands: [.character("v"): .alternative], hint: nil),
        KeyBinding(
            label: "r", meaning: "retry a day that failed to load", handler: .screen,
            commands: [.character("r"): .retry], hint: nil),
        KeyBinding(
            label: "esc, backspace", meaning: "back (← and h too)", handler: .destination,
            commands: [.escape: .back, .backspace: .back, .left: .back, .character("h"): .back], hint: nil),
        KeyBinding(label: "?", meaning: "show or hide this help", handler: .screen, commands: [.character("?"): .help], hint: ("?", "help")),
        KeyBinding(
            label: "q, ctrl-c", meaning: "quit", handler: .session,
            commands: [.character("q"): .quit, .control("c"): .quit], hint: ("q", "quit")),
        KeyBinding(
            label: "ctrl-z", meaning: "suspend; fg brings it back", handler: .session,
            commands: [.control("z"): .suspend], hint: nil),
    ]

    /// The command `key` gives the handler, if any.
    public static func command(for key: Key, on handler: KeyHandler) -> KeyCommand? {
        index[handler]?[key]
    }

    private static let index: [KeyHandler: [Key: KeyCommand]] = all.reduce(into: [:]) { index, binding in
        index[binding.handler, default: [:]].merge(binding.commands) { first, _ in first }
    }

    /// The status line's key hints, from the fullest to the shortest: every hint with
    /// its word, the symbols alone, and the help key's hint.
    public static let hints: [String] = {
        let hinted = all.compactMap(\.hint)
        let help = all.first { $0.commands.values.contains(.help) }?.hint
        return [
            hinted.map { "\($0.symbol) \($0.word)" }.joined(separator: "  "),
            hinted.map(\.symbol).joined(separator: " "),
            help.map { "\($0.symbol) \($0.word)" } ?? "",
        ]
    }()

    /// The README's key table, in Markdown: a header and one row per binding.
    public static var markdownTable: String {
        (["| Key | What it does |", "| --- | --- |"] + all.map { "| \($0.label) | \($0.meaning) |" })
            .joined(separator: "\n")
    }
}
