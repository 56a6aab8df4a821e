/// What a template asks the screen to do: open an item, open settings, replace it with
/// another template, count its appearance, move the day.
///
/// A template asks in one of two ways, which end in the same place: it answers an input
/// with a ``TemplateResponse`` that carries requests (what the kit does), or it calls the
/// closures of ``HomeActions`` and ``HomeReporting`` it was given (the seed's design;
/// each closure makes one of these requests).
public enum TemplateRequest: Hashable, Sendable {
    /// Open an item: `longSelected`, `shortSelected` or `streamSelected`, as `action` says.
    case open(SelectedItem, SelectionAction)
    /// Open the settings screen: `settingsSelected`.
    case settings
    /// Replace the template with one of another style: `replaceWith`.
    case replace(with: TemplateStyle)
    /// The template appeared: `didLaunch`. The screen counts a launch once.
    case launched
    /// The user completed a horizontal swipe over the template: `didHorizontalSwipe`.
    /// The screen moves to that day.
    case swipe(SwipeDirection)
    /// Something happened inside an item's entry (a card's action): `didReportActivity`
    /// (``ReportsEntryActivity``). The screen records it as an analytics event.
    case activity(SelectedItem, EntryActivity)
}

/// A template's answer to an input: whether it used it, and what it asks for.
public struct TemplateResponse: Hashable, Sendable {
    /// Whether the template used the input; an input it ignores goes on to the next
    /// responder (the screen's navigation, say).
    public var handling: EventHandling
    /// What the template asks for, in order.
    public var requests: [TemplateRequest]

    /// An answer.
    public init(_ handling: EventHandling, requests: [TemplateRequest] = []) {
        self.handling = handling
        self.requests = requests
    }

    /// The input means nothing to the template.
    public static let ignored = TemplateResponse(.ignored)
    /// The template used the input, and asks for nothing.
    public static let handled = TemplateResponse(.handled)

    /// The template used the input and asks for `request`.
    public static func handled(requesting request: TemplateRequest) -> TemplateResponse {
        TemplateResponse(.handled, requests: [request])
    }
}

/// An input resolved once, where it enters (a key read from the terminal, a click, a
/// script's step): the event, and for a key what it does for each of the handlers that
/// read the key table. It travels the screen's responders in order (overlays and help,
/// the screen on top, the composition and its focused template, the screen's
/// navigation), none of which looks the key up again.
public struct ResolvedInput: Hashable, Sendable {
    /// What the user did.
    public var event: InputEvent
    /// What the key does for each handler; nothing for a mouse event.
    public var commands: KeyCommands

    /// An input with its commands.
    public init(_ event: InputEvent, commands: KeyCommands = KeyCommands()) {
        self.event = event
        self.commands = commands
    }

    /// An input resolved in `table`: a key is looked up once.
    public init(_ event: InputEvent, in table: KeyBindings) {
        self.event = event
        if case .key(let key) = event {
            commands = table.commands(for: key)
        } else {
            commands = KeyCommands()
        }
    }

    /// The key pressed, if the event is a key.
    public var key: Key? {
        if case .key(let key) = event { return key }
        return nil
    }
}

extension HomeCallbackStorage {
    /// Makes a request through the closures the template was given: what a template
    /// that answers with requests does when it is driven alone, outside a screen (a
    /// preview, a test, the conformance checks).
    public func requestThroughClosures(_ request: TemplateRequest) {
        switch request {
        case .open(let selection, .longSelected): longSelected(selection)
        case .open(let selection, .shortSelected): shortSelected(selection)
        case .open(let selection, .streamSelected): streamSelected(selection)
        case .settings: settingsSelected()
        case .replace(let style): replaceWith(style)
        case .launched: didLaunch()
        case .swipe(let direction): didHorizontalSwipe(direction)
        case .activity(let selection, let activity): didReportActivity(selection, activity)
        }
    }
}

/// Which selection closure a child called.
public enum SelectionAction: String, Hashable, Sendable, Codable {
    case longSelected, shortSelected, streamSelected
}
