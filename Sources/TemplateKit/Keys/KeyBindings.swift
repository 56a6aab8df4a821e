import Essentials

/// What a key does on the home screen. Commands are names, so that a template can add
/// commands of its own (``HomeTemplate/keyBindings``) beside the standard ones.
public struct KeyCommand: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    public var description: String { rawValue }

    // What the template kit does (``ItemTemplate``).

    /// The highlight a row up.
    public static let selectionUp: KeyCommand = "selectionUp"
    /// The highlight a row down.
    public static let selectionDown: KeyCommand = "selectionDown"
    /// The highlight to the next entry (the next card).
    public static let nextEntry: KeyCommand = "nextEntry"
    /// The highlight to the previous entry.
    public static let previousEntry: KeyCommand = "previousEntry"
    /// The highlight a page up.
    public static let pageUp: KeyCommand = "pageUp"
    /// The highlight a page down.
    public static let pageDown: KeyCommand = "pageDown"
    /// The highlight to the first item.
    public static let first: KeyCommand = "first"
    /// The highlight to the last item.
    public static let last: KeyCommand = "last"
    /// Open the highlighted item as its kind says.
    public static let open: KeyCommand = "open"
    /// A quick look at the highlighted item.
    public static let quickLook: KeyCommand = "quickLook"
    /// The settings screen.
    public static let settings: KeyCommand = "settings"
    /// The template's alternative style.
    public static let alternative: KeyCommand = "alternative"

    // What the screen, the Container and the terminal session do.

    public static let previousDay: KeyCommand = "previousDay"
    public static let nextDay: KeyCommand = "nextDay"
    public static let nextTemplate: KeyCommand = "nextTemplate"
    public static let retry: KeyCommand = "retry"
    public static let back: KeyCommand = "back"
    public static let help: KeyCommand = "help"
    public static let quit: KeyCommand = "quit"
    public static let suspend: KeyCommand = "suspend"
}

/// Who acts on a key: what reads ``KeyBindings`` to route it.
public enum KeyHandler: Hashable, Sendable {
    /// The template on screen (the kit routes it by the table the Container gives it).
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

/// What one key does for each handler that reads the key table: what a key press is
/// resolved into once, where it enters (``ResolvedInput``).
public struct KeyCommands: Hashable, Sendable {
    /// The template's command (``KeyHandler/template``).
    public var template: KeyCommand?
    /// The Container's (``KeyHandler/container``).
    public var container: KeyCommand?
    /// A screen on top's (``KeyHandler/destination``).
    public var destination: KeyCommand?
    /// The home screen's (``KeyHandler/screen``).
    public var screen: KeyCommand?
    /// The terminal session's (``KeyHandler/session``).
    public var session: KeyCommand?

    /// Nothing: a key no handler binds.
    public init() {}

    /// The command for `handler`.
    public subscript(handler: KeyHandler) -> KeyCommand? {
        get {
            switch handler {
            case .template: template
            case .container: container
            case .destination: destination
            case .screen: screen
            case .session: session
            }
        }
        set {
            switch handler {
            case .template: template = newValue
            case .container: container = newValue
            case .destination: destination = newValue
            case .screen: screen = newValue
            case .session: session = newValue
            }
        }
    }
}

#if DYNAMIC_HOME_INVARIANTS
extension KeyBindings {
    /// Counts the look-ups in key tables made by the task it is bound in (debug builds):
    /// what a test of "one look-up a key press" reads.
    @TaskLocal package static var lookups: LookupCounter?

    /// A count of key-table look-ups.
    package final class LookupCounter: Sendable {
        private let count = Locked(0)
        package init() {}
        func add() { count.withLock { $0 += 1 } }
        /// The look-ups so far.
        package var value: Int { count.withLock { $0 } }
    }
}
#endif

/// One row of the key table: the keys, what each does, who acts on them, and the row's
/// word in the status line, if any.
public struct KeyBinding: Hashable, Sendable {
    /// A key and what it does.
    public struct Entry: Hashable, Sendable {
        public var key: Key
        public var command: KeyCommand

        public init(_ key: Key, _ command: KeyCommand) {
            self.key = key
            self.command = command
        }
    }

    /// The keys, in the groups the help shows them in: `← →, h l` is two groups.
    public var groups: [[Entry]]
    /// What they do, as the help and docs/TERMINAL.md say it.
    public var meaning: String
    /// Who acts on them.
    public var handler: KeyHandler
    /// The status line's word for the row ("select"), if it has one; the symbols are
    /// the first group's keys.
    public var hint: String?
    /// Whether the help and the status line list the row (``KeyBindings/describing(_:as:)``
    /// leaves out what the template on screen does not do); its keys work either way.
    public var isListed = true

    /// A row whose keys do different things (up and down).
    public init(_ groups: [[Entry]], meaning: String, handler: KeyHandler, hint: String? = nil) {
        self.groups = groups
        self.meaning = meaning
        self.handler = handler
        self.hint = hint
    }

    /// A row whose keys all do one thing.
    public init(_ command: KeyCommand, keys: [[Key]], meaning: String, handler: KeyHandler, hint: String? = nil) {
        self.init(keys.map { $0.map { Entry($0, command) } }, meaning: meaning, handler: handler, hint: hint)
    }

    /// The keys as people read them: "↑ ↓, j k".
    public var label: String {
        groups.map { $0.map(\.key.label).joined(separator: " ") }.joined(separator: ", ")
    }

    /// The status line's hint: the first group's symbols and the word ("↑↓ select").
    public var statusHint: (symbol: String, word: String)? {
        hint.map { word in ((groups.first ?? []).map(\.key.symbol).joined(), word) }
    }

    /// Every key of the row with what it does.
    public var entries: [Entry] { groups.flatMap { $0 } }
}

/// The one table of key bindings: the template kit, the Container, the home screen and
/// the terminal session route keys by it, and the help overlay, the status-line hints
/// and the key table of docs/TERMINAL.md are made from it. A rebinding (``rebinding(_:to:)``)
/// changes what a key does and what the help says alike.
public struct KeyBindings: Hashable, Sendable {
    /// Every binding, in the order the help and docs/TERMINAL.md list them.
    public private(set) var all: [KeyBinding]
    /// What each key does for each handler: one look-up resolves a key for all of them.
    private var index: [Key: KeyCommands] = [:]

    /// A table of these rows; a key bound twice for one handler does what its first row says.
    public init(_ bindings: [KeyBinding]) {
        all = bindings
        reindex()
    }

    /// The command `key` gives the handler, if any: one look-up. Where an input is
    /// resolved for every handler at once, ``commands(for:)`` is the look-up.
    public func command(for key: Key, on handler: KeyHandler) -> KeyCommand? {
        commands(for: key)[handler]
    }

    /// What `key` does for each handler: the one look-up a key press makes, where it
    /// enters (``ResolvedInput``).
    public func commands(for key: Key) -> KeyCommands {
        #if DYNAMIC_HOME_INVARIANTS
        KeyBindings.lookups?.add()
        #endif
        return index[key] ?? KeyCommands()
    }

    /// The keys that give `command`, in the table's order.
    public func keys(for command: KeyCommand) -> [Key] {
        all.flatMap(\.entries).filter { $0.command == command }.map(\.key)
    }

    /// This table with `key` replaced by `newKey` wherever it is bound; `newKey` is taken
    /// from wherever it was bound before, so that it does one thing.
    public func rebinding(_ key: Key, to newKey: Key) -> KeyBindings {
        var table = self
        table.all = all.map { binding in
            var binding = binding
            binding.groups = binding.groups.map { group in
                group.compactMap { entry in
                    if entry.key == newKey, key != newKey { return nil }
                    return entry.key == key ? KeyBinding.Entry(newKey, entry.command) : entry
                }
            }.filter { !$0.isEmpty }
            return binding
        }.filter { !$0.groups.isEmpty }
        table.reindex()
        return table
    }

    /// This table with a template's own rows first among the template's keys, so that
    /// they win over a standard binding of the same key, and listed after the rest.
    public func adding(_ bindings: [KeyBinding]) -> KeyBindings {
        guard !bindings.isEmpty else { return self }
        var table = self
        table.all += bindings
        table.reindex()
        for binding in bindings {
            for entry in binding.entries { table.index[entry.key, default: KeyCommands()][binding.handler] = entry.command }
        }
        return table
    }

    /// This table with the rows of `command` saying `meaning` in the help, or left out of
    /// the help and the status line when `meaning` is nil (a template with no alternative
    /// style); the keys still reach their handler.
    public func describing(_ command: KeyCommand, as meaning: String?) -> KeyBindings {
        var table = self
        for position in all.indices where all[position].entries.contains(where: { $0.command == command }) {
            if let meaning {
                table.all[position].meaning = meaning
            } else if all[position].entries.allSatisfy({ $0.command == command }) {
                table.all[position].isListed = false
            }
        }
        return table
    }

    /// The rows the help, the status line and docs/TERMINAL.md list.
    public var listed: [KeyBinding] { all.filter(\.isListed) }

    private mutating func reindex() {
        index = [:]
        for binding in all {
            for entry in binding.entries where index[entry.key]?[binding.handler] == nil {
                index[entry.key, default: KeyCommands()][binding.handler] = entry.command
            }
        }
    }

    /// The status line's key hints, from the fullest to the shortest: every hint with
    /// its word, the symbols alone, and the help key's hint.
    public var hints: [String] {
        let hinted = listed.compactMap(\.statusHint)
        let help = all.first { $0.entries.contains { $0.command == .help } }?.statusHint
        return [
            hinted.map { "\($0.symbol) \($0.word)" }.joined(separator: "  "),
            hinted.map(\.symbol).joined(separator: " "),
            help.map { "\($0.symbol) \($0.word)" } ?? "",
        ]
    }

    /// The key table of docs/TERMINAL.md, in Markdown: a header and one row per binding.
    public var markdownTable: String {
        (["| Key | What it does |", "| --- | --- |"] + listed.map { "| \($0.label) | \($0.meaning) |" })
            .joined(separator: "\n")
    }
}

extension KeyBindings {
    /// The keys of the home screen.
    public static let standard = KeyBindings([
        KeyBinding(
            [[.init(.up, .selectionUp), .init(.down, .selectionDown)], [.init(.character("j"), .selectionDown), .init(.character("k"), .selectionUp)]],
            meaning: "move the selection", handler: .template, hint: "select"),
        KeyBinding(
            [[.init(.tab, .nextEntry)], [.init(.backtab, .previousEntry)]],
            meaning: "the next or previous section, or card where the template has cards", handler: .template),
        KeyBinding(
            [[.init(.pageUp, .pageUp), .init(.pageDown, .pageDown)], [.init(.home, .first), .init(.end, .last)]],
            meaning: "a page up or down, the first or last", handler: .template),
        KeyBinding(
            [[.init(.left, .previousDay), .init(.right, .nextDay)], [.init(.character("h"), .previousDay), .init(.character("l"), .nextDay)]],
            meaning: "previous / next day (or drag sideways); along a rail or a section's row of cards first, the day at its ends", handler: .screen, hint: "day"),
        KeyBinding(.open, keys: [[.enter]], meaning: "open the selected item as its kind says", handler: .template, hint: "open"),
        KeyBinding(.quickLook, keys: [[.space]], meaning: "a quick look at the selected item, where the template has one", handler: .template),
        KeyBinding(.settings, keys: [[.character("s")]], meaning: "settings", handler: .template, hint: "settings"),
        KeyBinding(.nextTemplate, keys: [[.character("t")]], meaning: "next template, with a cross-fade", handler: .container, hint: "template"),
        KeyBinding(.alternative, keys: [[.character("v")]], meaning: "the template's alternative style, if it has one", handler: .template),
        KeyBinding(.retry, keys: [[.character("r")]], meaning: "retry a day that failed to load", handler: .screen),
        KeyBinding(.back, keys: [[.escape], [.backspace], [.left, .character("h")]], meaning: "back", handler: .destination),
        KeyBinding(.help, keys: [[.character("?")]], meaning: "show or hide this help", handler: .screen, hint: "help"),
        KeyBinding(.quit, keys: [[.character("q")], [.control("c")]], meaning: "quit", handler: .session, hint: "quit"),
        KeyBinding(.suspend, keys: [[.control("z")]], meaning: "suspend; fg brings it back", handler: .session),
    ])
}

extension Key {
    /// The key as the help names it: "↑", "enter", "pgup", "ctrl-c".
    public var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .backtab: "shift-tab"
        case .pageUp: "pgup"
        case .pageDown: "pgdn"
        default: description  // the script's name: "enter", "esc", "space", "ctrl-c", "q"
        }
    }

    /// The key as the status line shows it, in one or two columns where it can: "⏎".
    public var symbol: String {
        switch self {
        case .enter: "⏎"
        default: label
        }
    }
}
