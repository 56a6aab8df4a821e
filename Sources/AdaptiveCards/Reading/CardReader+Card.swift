import Diagnostics

extension CardReader {
    /// Reads a card: the root (which must say its `version`) or one an action shows.
    ///
    /// - Parameters:
    ///   - value: The card object.
    ///   - path: Where it is: "" for the root.
    /// - Returns: The card, or `nil` when it is not a card at all (an error says why).
    mutating func card(_ value: CardValue, path: String) -> AdaptiveCard? {
        let isRoot = path.isEmpty
        guard value.members != nil else {
            error(value, "a card is a JSON object, not \(value.typeWithArticle)",
                  hint: "start from {\"type\": \"AdaptiveCard\", \"version\": \"1.6\", \"body\": []}")
            return nil
        }
        let type = value["type"]
        if let type, type.string != "AdaptiveCard" {
            error(type, "a card's \"type\" must be \"AdaptiveCard\", not \(type.description)",
                  hint: type.string.flatMap { Spelling.nearest(to: $0, in: ["AdaptiveCard"]) != nil ? "did you mean 'AdaptiveCard'?" : nil })
        } else if type == nil, isRoot {
            error(value, "the card has no \"type\"", hint: "add \"type\": \"AdaptiveCard\"")
        }
        checkKeys(value, known: CardKeys.card, in: "AdaptiveCard")
        var card = AdaptiveCard()
        card.path = path
        if let versionNode = value["version"] {
            if let text = text(value, "version") {
                if let version = CardVersion(text) {
                    card.version = version
                } else {
                    error(versionNode, "\"version\" must be a version like \"1.6\", not \(versionNode.description)")
                }
            }
        } else if isRoot {
            error(value, "the card has no \"version\"", hint: "add the version of the format it is written for, e.g. \"version\": \"1.6\"")
        }
        card.fallbackText = text(value, "fallbackText")
        card.speak = text(value, "speak")
        card.lang = text(value, "lang")
        card.rtl = flag(value, "rtl")
        card.minHeight = pixels(value, "minHeight")
        card.verticalContentAlignment = word(value, "verticalContentAlignment", VerticalAlignment.self) ?? .top
        card.backgroundImage = backgroundImage(value)
        if let version = card.version, version > CardVersion.supported {
            // A newer format: what else it says may be words this renderer does not know.
            let shown = card.fallbackText == nil ? "a message is drawn instead" : "its fallback text is drawn"
            warning(value["version"], "the card is version \(version), newer than this renderer draws (\(CardVersion.supported)); \(shown)",
                    hint: card.fallbackText == nil ? "give the card a \"fallbackText\" for renderers that cannot draw it" : nil)
            var fallback = AdaptiveCard.message(card.fallbackText ?? "This card needs Adaptive Cards \(version), newer than this renderer draws.")
            fallback.version = version
            fallback.path = path
            return fallback
        }
        card.body = elements(value["body"], key: "body", path: path + "/body", cardPath: path, inherited: false) ?? []
        card.actions = actions(value["actions"], path: path + "/actions", cardPath: path, inherited: false) ?? []
        card.selectAction = selectAction(value, path: path, cardPath: path)
        return card
    }

    /// The elements of an array property: those read, less those dropped; `nil` when one
    /// failed inside something that falls back (`inherited`).
    mutating func elements(_ list: CardValue?, key: String, path: String, cardPath: String, inherited: Bool) -> [CardElement]? {
        guard let list, !list.isNull else { return [] }
        guard let values = list.elements else {
            warning(list, "\"\(key)\" must be an array of elements, not \(list.typeWithArticle); it is ignored")
            return []
        }
        var read: [CardElement] = []
        read.reserveCapacity(values.count)
        for (index, value) in values.enumerated() {
            switch element(value, path: "\(path)/\(index)", cardPath: cardPath, inherited: inherited) {
            case .read(let element): read.append(element)
            case .dropped: continue
            case .failed: return nil
            }
        }
        return read
    }

    /// The actions of an array property; `nil` when one failed inside something that falls back.
    mutating func actions(_ list: CardValue?, path: String, cardPath: String, inherited: Bool) -> [CardAction]? {
        guard let list, !list.isNull else { return [] }
        guard let values = list.elements else {
            warning(list, "\"actions\" must be an array of actions, not \(list.typeWithArticle); it is ignored")
            return []
        }
        var read: [CardAction] = []
        for (index, value) in values.enumerated() {
            switch action(value, path: "\(path)/\(index)", cardPath: cardPath, inherited: inherited) {
            case .read(let action): read.append(action)
            case .dropped: continue
            case .failed: return nil
            }
        }
        return read
    }

    /// What choosing an element does: any action but one that shows a card.
    mutating func selectAction(_ object: CardValue, path: String, cardPath: String) -> CardAction? {
        guard let value = object["selectAction"], !value.isNull else { return nil }
        guard case .read(let action) = action(value, path: path + "/selectAction", cardPath: cardPath, inherited: false) else { return nil }
        if case .showCard = action.kind {
            warning(value, "a \"selectAction\" cannot be an Action.ShowCard; it is ignored", hint: "use an Action.ShowCard in \"actions\"")
            return nil
        }
        if case .toggleVisibility = action.kind, carousels > 0 {
            warning(value, "a \"selectAction\" in a Carousel cannot be an Action.ToggleVisibility; it is ignored")
            return nil
        }
        return action
    }

    /// Reads `fallback` in place of an element or action that cannot be drawn.
    ///
    /// - Parameters:
    ///   - object: The element or action.
    ///   - what: What it is, for the note: "the element 'Graph'".
    ///   - inherited: Whether something around it falls back.
    ///   - reason: Why it cannot be drawn, for the warning when nothing falls back.
    ///   - read: Reads the fallback object as an element or action.
    mutating func fallback<Value>(
        of object: CardValue, what: String, inherited: Bool, reason: String, hint: String?,
        read: (inout CardReader, CardValue) -> Outcome<Value>
    ) -> Outcome<Value> {
        let value = object["fallback"]
        if let value, value.string == "drop" {
            note(object, what, becomes: "dropped, as its fallback says")
            return .dropped
        }
        if let value, value.members != nil {
            note(object, what, becomes: "its fallback \(value["type"]?.string ?? "object")")
            return read(&self, value)
        }
        if let value, !value.isNull {
            warning(value, "\"fallback\" must be an element or action, or \"drop\", not \(value.description)")
        }
        if inherited {
            note(object, what, becomes: "what is around it falls back")
            return .failed
        }
        warning(object, "\(reason); it is left out", hint: hint)
        return .dropped
    }
}
