/// Something the user did, as a template receives it.
public enum InputEvent: Hashable, Sendable {
    /// A key press.
    case key(Key)
    /// A mouse action, with coordinates relative to the template's own area.
    case mouse(MouseEvent)
    /// A horizontal swipe over the template that has completed: the user has moved
    /// to the previous or next day. Templates that adopt ``HomeReporting`` report it.
    case swipe(SwipeDirection)
}

/// A key, decoded from the terminal or named in a script.
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case up, down, left, right
    case enter, escape, tab, backtab, backspace, space
    case pageUp, pageDown, home, end
    /// A printable character.
    case character(Character)
    /// A character typed with ctrl held, e.g. `.control("c")`.
    case control(Character)

    /// The key a script names: `up`, `down`, `left`, `right`, `enter`, `esc`, `tab`,
    /// `backtab`, `backspace`, `space`, `pageup`, `pagedown`, `home`, `end`,
    /// `ctrl-X`, or a single character.
    public init?(name: String) {
        switch name.lowercased() {
        case "up": self = .up
        case "down": self = .down
        case "left": self = .left
        case "right": self = .right
        case "enter", "return": self = .enter
        case "esc", "escape": self = .escape
        case "tab": self = .tab
        case "backtab", "shift-tab": self = .backtab
        case "backspace": self = .backspace
        case "space": self = .space
        case "pageup": self = .pageUp
        case "pagedown": self = .pageDown
        case "home": self = .home
        case "end": self = .end
        default:
            if name.count == 1, let character = name.first { self = .character(character); return }
            let lowered = name.lowercased()
            if lowered.hasPrefix("ctrl-"), lowered.count == 6, let character = lowered.last {
                self = .control(character)
                return
            }
            return nil
        }
    }

    /// Every name ``init(name:)`` accepts besides single characters and `ctrl-X`.
    public static let names = [
        "up", "down", "left", "right", "enter", "esc", "tab", "backtab",
        "backspace", "space", "pageup", "pagedown", "home", "end",
    ]

    public var description: String {
        switch self {
        case .up: "up"
        case .down: "down"
        case .left: "left"
        case .right: "right"
        case .enter: "enter"
        case .escape: "esc"
        case .tab: "tab"
        case .backtab: "backtab"
        case .backspace: "backspace"
        case .space: "space"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .home: "home"
        case .end: "end"
        case .character(let character): String(character)
        case .control(let character): "ctrl-\(character)"
        }
    }
}

/// A mouse button press, drag, release or wheel turn.
public struct MouseEvent: Hashable, Sendable {
    /// What happened.
    public enum Action: Hashable, Sendable {
        case press, drag, release, scrollUp, scrollDown
    }

    /// The coordinates a mouse event can carry: a screen is at most 1,000 cells a side,
    /// and a point this far off it is still off it. Coordinates outside are brought in,
    /// so that arithmetic on them (a drag's distance, an offset into an area) never
    /// overflows, whatever a terminal or a paste sends.
    public static let coordinates = -1_000_000...1_000_000

    /// What happened.
    public var action: Action
    /// The column, from 0, relative to the receiver's area, within ``coordinates``.
    public var column: Int {
        didSet { column = column.clamped(to: Self.coordinates) }
    }
    /// The row, from 0, relative to the receiver's area, within ``coordinates``.
    public var row: Int {
        didSet { row = row.clamped(to: Self.coordinates) }
    }

    /// Creates a mouse event; coordinates outside ``coordinates`` are brought into it.
    public init(_ action: Action, column: Int, row: Int) {
        self.action = action
        self.column = column.clamped(to: Self.coordinates)
        self.row = row.clamped(to: Self.coordinates)
    }
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

/// Which way a horizontal swipe moved through the days.
public enum SwipeDirection: String, Hashable, Sendable, Codable, CaseIterable {
    /// To the day before.
    case previous
    /// To the day after.
    case next
}

/// Whether a receiver used an event, so that the next one in line may.
public enum EventHandling: Hashable, Sendable {
    /// The event was used.
    case handled
    /// The event means nothing here.
    case ignored
}
