import Diagnostics

extension CardReader {
    /// Reads one action: unknown types and unmet `requires` take the action's `fallback`.
    mutating func action(_ value: CardValue, path: String, cardPath: String, inherited: Bool) -> Outcome<CardAction> {
        guard value.members != nil else {
            error(value, "an action is a JSON object, not \(value.typeWithArticle)", hint: "e.g. {\"type\": \"Action.Submit\", \"title\": \"Send\"}")
            return .dropped
        }
        guard let typeValue = value["type"] else {
            error(value, "an action has no \"type\"", hint: "e.g. \"type\": \"Action.Submit\"")
            return .dropped
        }
        guard let type = typeValue.string else {
            error(typeValue, "an action's \"type\" must be a string, not \(typeValue.typeWithArticle)")
            return .dropped
        }
        let readFallback = { (reader: inout CardReader, fallback: CardValue) -> Outcome<CardAction> in
            reader.action(fallback, path: path + "/fallback", cardPath: cardPath, inherited: inherited)
        }
        guard CardKeys.actionTypes.contains(type) else {
            return fallback(
                of: value, what: "the action '\(Excerpt.of(type))'", inherited: inherited, reason: "unknown action type \"\(Excerpt.of(type))\"",
                hint: Spelling.suggestion(for: type, in: CardKeys.actionTypes), read: readFallback)
        }
        guard meetsRequirements(value) else {
            return fallback(of: value, what: "the \(type)", inherited: inherited, reason: "the \(type) requires features this renderer does not have", hint: nil, read: readFallback)
        }
        let kind: CardAction.Kind
        switch type {
        case "Action.OpenUrl":
            checkKeys(value, known: CardKeys.openURL, in: type)
            if value["url"] == nil { warning(value, "an Action.OpenUrl has no \"url\"", hint: "add \"url\": \"https://…\"") }
            kind = .openURL(text(value, "url") ?? "")
        case "Action.Submit":
            checkKeys(value, known: CardKeys.submit, in: type)
            kind = .submit(data: value["data"], associatedInputs: word(value, "associatedInputs", AssociatedInputs.self) ?? .auto)
        case "Action.Execute":
            checkKeys(value, known: CardKeys.execute, in: type)
            kind = .execute(verb: text(value, "verb"), data: value["data"], associatedInputs: word(value, "associatedInputs", AssociatedInputs.self) ?? .auto)
        case "Action.ShowCard":
            checkKeys(value, known: CardKeys.showCard, in: type)
            guard let cardValue = value["card"], !cardValue.isNull else {
                warning(value, "an Action.ShowCard has no \"card\"; it is left out", hint: "add the card it shows, \"card\": {\"type\": \"AdaptiveCard\", \"body\": […]}")
                return .dropped
            }
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.maximumElementDepth, let card = card(cardValue, path: path + "/card") else { return .dropped }
            kind = .showCard(card)
        default:
            checkKeys(value, known: CardKeys.toggleVisibility, in: type)
            var targets: [CardAction.ToggleTarget] = []
            for target in value["targetElements"]?.elements ?? [] {
                if let id = target.string {
                    targets.append(CardAction.ToggleTarget(elementID: id))
                } else if target.members != nil, let id = text(target, "elementId") {
                    checkKeys(target, known: CardKeys.toggleTarget, in: "target element")
                    targets.append(CardAction.ToggleTarget(elementID: id, isVisible: flag(target, "isVisible")))
                } else {
                    warning(target, "a target element is an id, or {\"elementId\": ID, \"isVisible\": true|false}")
                }
            }
            kind = .toggleVisibility(targets)
        }
        var action = CardAction(kind: kind, title: text(value, "title") ?? "", path: path, location: value.location)
        action.id = text(value, "id")
        action.iconURL = text(value, "iconUrl")
        action.style = word(value, "style", ActionStyle.self) ?? .default
        action.mode = word(value, "mode", ActionMode.self) ?? .primary
        action.isEnabled = flag(value, "isEnabled") ?? true
        action.tooltip = text(value, "tooltip")
        action.cardPath = cardPath
        return .read(action)
    }
}
