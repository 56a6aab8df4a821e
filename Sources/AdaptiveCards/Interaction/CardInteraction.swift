/// A key, as a card reads it: the host maps its own keys onto these.
public enum CardKey: Hashable, Sendable {
    /// The focus to the next or previous target (tab, backtab).
    case next, previous
    /// Carries out the focused target (enter).
    case activate
    /// Checks a box, chooses a choice, presses a button (space); a space in a text field.
    case space
    /// The choice before or after in a menu, the page before or after in a carousel.
    case left, right
    /// A character typed into the focused field.
    case character(Character)
    /// Deletes the last character of the focused field.
    case backspace
    /// Takes the focus off the card.
    case escape
}

/// What a person did in a card that its host carries out.
public enum CardActivity: Hashable, Sendable {
    /// An `Action.OpenUrl`, or a `selectAction` of one: the URL to open.
    case openURL(String, title: String)
    /// An `Action.Submit` or `Action.Execute`: its verb (Execute's), and its data with the
    /// values of its inputs by id.
    case submit(verb: String?, data: CardValue, title: String)
}

/// What a key did to a card.
public enum CardResponse: Hashable, Sendable {
    /// Nothing: the host may use the key.
    case ignored
    /// The state changed (focus, a value, a shown card); the card is drawn again.
    case changed
    /// The host carries out an activity; the state may have changed too.
    case activity(CardActivity)
}

/// What keys do to a card: moving the focus among its targets, changing inputs, and
/// carrying out actions (those that stay in the card, showing a card or toggling
/// elements, by changing its state; the others handed to the host as activities).
public enum CardInteraction {
    /// Handles `key` for `card` drawn as `frame` in `state`.
    ///
    /// - Parameters:
    ///   - key: What was pressed.
    ///   - card: The card.
    ///   - frame: The card as last drawn: its targets, in reading order.
    ///   - state: The card's state, changed by the key.
    /// - Returns: Whether the key was used, and the activity the host carries out.
    public static func handle(_ key: CardKey, card: AdaptiveCard, frame: CardFrame, state: inout CardState) -> CardResponse {
        let focused = frame.target(state.focus)
        switch key {
        case .next, .previous:
            let step = key == .next ? 1 : -1
            let current = focused.flatMap { target in frame.targets.firstIndex { $0.path == target.path } }
            let next = current.map { $0 + step } ?? (step > 0 ? 0 : frame.targets.count - 1)
            guard frame.targets.indices.contains(next) else {
                // Past the last (or first) target, the focus leaves the card.
                state.focus = nil
                return .ignored
            }
            state.focus = frame.targets[next].path
            return .changed
        case .escape:
            guard state.focus != nil else { return .ignored }
            state.focus = nil
            return .changed
        case .activate, .space:
            guard let focused else {
                if key == .activate, let action = card.selectAction { return perform(action, card: card, state: &state) }
                guard key == .activate, let first = frame.targets.first else { return .ignored }
                state.focus = first.path
                return .changed
            }
            return activate(focused, key: key, card: card, state: &state)
        case .left, .right:
            guard let focused else { return .ignored }
            let step = key == .right ? 1 : -1
            switch focused.kind {
            case .input(let input, let path, nil):
                guard case .choiceSet(let set) = input.kind, set.style != .expanded, !set.choices.isEmpty else { return .ignored }
                let current = set.choices.firstIndex { $0.value == state.value(of: input, at: path) }
                let next = ((current ?? (step > 0 ? -1 : 0)) + step + set.choices.count) % set.choices.count
                state.values[path] = set.choices[next].value
                return .changed
            case .carousel(let path, let pages, let visible):
                let first = state.carouselPages[path] ?? 0
                state.carouselPages[path] = max(0, min(first + step, pages - visible))
                return .changed
            default: return .ignored
            }
        case .character(let character):
            guard case .input(let input, let path, nil)? = focused?.kind, accepts(input, character) else { return .ignored }
            var value = state.value(of: input, at: path)
            if case .text(let text) = input.kind, let most = text.maxLength, value.count >= most { return .changed }
            guard value.utf8.count < 4_096 else { return .changed }
            value.append(character)
            state.values[path] = value
            state.invalid.remove(path)
            return .changed
        case .backspace:
            guard case .input(let input, let path, nil)? = focused?.kind, accepts(input, "0") || accepts(input, "a") else { return .ignored }
            var value = state.value(of: input, at: path)
            guard !value.isEmpty else { return .changed }
            value.removeLast()
            state.values[path] = value
            return .changed
        }
    }

    /// Whether a field takes `character` typed: any in a text field, digits and signs in
    /// a number, digits and separators in a date or time.
    private static func accepts(_ input: CardInput, _ character: Character) -> Bool {
        switch input.kind {
        case .text: character.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F }
        case .number: character.isASCII && (character.isNumber || "-.".contains(character))
        case .date: character.isASCII && (character.isNumber || character == "-")
        case .time: character.isASCII && (character.isNumber || character == ":")
        default: false
        }
    }

    private static func activate(_ target: CardTarget, key: CardKey, card: AdaptiveCard, state: inout CardState) -> CardResponse {
        switch target.kind {
        case .action(let action):
            return perform(action, card: card, state: &state)
        case .overflow(let setPath):
            if state.openOverflows.remove(setPath) == nil { state.openOverflows.insert(setPath) }
            return .changed
        case .carousel(let path, let pages, let visible):
            let first = state.carouselPages[path] ?? 0
            state.carouselPages[path] = first + visible >= pages ? 0 : min(first + visible, pages - visible)
            return .changed
        case .input(let input, let path, let choice):
            switch input.kind {
            case .toggle(let toggle):
                state.values[path] = state.value(of: input, at: path) == toggle.valueOn ? toggle.valueOff : toggle.valueOn
            case .choiceSet(let set):
                if let choice, set.choices.indices.contains(choice) {
                    let value = set.choices[choice].value
                    if set.isMultiSelect {
                        var chosen = state.value(of: input, at: path).split(separator: ",").map(String.init)
                        if let at = chosen.firstIndex(of: value) { chosen.remove(at: at) } else { chosen.append(value) }
                        state.values[path] = set.choices.map(\.value).filter(chosen.contains).joined(separator: ",")
                    } else {
                        state.values[path] = value
                    }
                } else if !set.choices.isEmpty {
                    let current = set.choices.firstIndex { $0.value == state.value(of: input, at: path) }
                    state.values[path] = set.choices[((current ?? -1) + 1) % set.choices.count].value
                }
            case .text:
                guard key == .space else { return .ignored }
                state.values[path] = state.value(of: input, at: path) + " "
            default:
                return .ignored
            }
            state.invalid.remove(path)
            return .changed
        }
    }

    /// Carries out an action: shows or hides a card, toggles elements, or hands the host
    /// a URL to open or the inputs to submit (after checking the required ones).
    static func perform(_ action: CardAction, card: AdaptiveCard, state: inout CardState) -> CardResponse {
        guard action.isEnabled else { return .ignored }
        switch action.kind {
        case .openURL(let url):
            return .activity(.openURL(url, title: action.title))
        case .showCard:
            if state.shownCards.remove(action.path) == nil {
                // One shown card a set: the others of its set close.
                let set = action.path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
                state.shownCards = state.shownCards.filter { !$0.hasPrefix(set + "/") || $0.dropFirst(set.count + 1).contains("/") }
                state.shownCards.insert(action.path)
            }
            return .changed
        case .toggleVisibility(let targets):
            for target in targets {
                let now = card.isVisible(id: target.elementID, in: state) ?? true
                state.visibility[target.elementID] = target.isVisible ?? !now
            }
            return .changed
        case .submit(let data, let associated), .execute(_, let data, let associated):
            var verb: String?
            if case .execute(let named, _, _) = action.kind { verb = named }
            let inputs = associated == .none ? [] : card.inputs.filter { action.cardPath.hasPrefix($0.input.cardPath) }
            let missing = inputs.filter { $0.input.isRequired && isMissing($0.input, state.value(of: $0.input, at: $0.path)) }
            guard missing.isEmpty else {
                state.invalid = Set(missing.map(\.path))
                state.focus = missing[0].path
                return .changed
            }
            state.invalid = []
            var members = data?.members ?? []
            for (path, input) in inputs where !input.id.isEmpty {
                members.removeAll { $0.key == input.id }
                members.append(CardValue.Member(key: input.id, value: .string(state.value(of: input, at: path))))
            }
            return .activity(.submit(verb: verb, data: .object(members), title: action.title))
        }
    }

    private static func isMissing(_ input: CardInput, _ value: String) -> Bool {
        if case .toggle(let toggle) = input.kind { return value != toggle.valueOn }
        return value.allSatisfy(\.isWhitespace)
    }
}
