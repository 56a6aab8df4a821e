/// A card in words, for a screen reader: its visible text in reading order (markdown
/// marks left out, dates written out), facts as "title value", inputs with their label
/// and value, buttons by their titles; and the focused target in words.
public enum CardWords {
    /// The card's visible text in `state`, in reading order, as sentences on one line.
    public static func text(of card: AdaptiveCard, state: CardState = CardState()) -> String {
        var parts: [String] = []
        append(card, state: state, into: &parts)
        return parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// The focused target in words: "Button: Send.", "Text field Name: Ana.",
    /// "Check box Agree: checked."; `nil` when nothing is focused.
    public static func focus(in frame: CardFrame, state: CardState) -> String? {
        guard let target = frame.target(state.focus) else { return nil }
        switch target.kind {
        case .action(let action):
            let what = action.typeName == "Action.OpenUrl" ? "Link" : "Button"
            return "\(what): \(sentence(action.title.isEmpty ? action.tooltip ?? "untitled" : action.title))"
        case .overflow: return "Button: more actions."
        case .carousel(_, let pages, _): return "Carousel of \(pages) pages: press enter for the next."
        case .input(let input, let path, let choice):
            let label = input.label.map { " \(plain($0))" } ?? ""
            let value = state.value(of: input, at: path)
            switch input.kind {
            case .toggle(let toggle):
                return "Check box\(label) \(plain(toggle.title)): \(value == toggle.valueOn ? "checked" : "not checked")."
            case .choiceSet(let set):
                if let choice, set.choices.indices.contains(choice) {
                    let chosen = value.split(separator: ",").contains { $0 == set.choices[choice].value }
                    return "\(set.isMultiSelect ? "Check box" : "Choice")\(label) \(plain(set.choices[choice].title)): \(chosen ? "chosen" : "not chosen")."
                }
                let titles = set.choices.filter { value.split(separator: ",").map(String.init).contains($0.value) }.map(\.title)
                return "Menu\(label): \(titles.isEmpty ? "nothing chosen" : titles.joined(separator: ", "))."
            default:
                let kind = switch input.kind {
                case .number: "Number field"
                case .date: "Date field"
                case .time: "Time field"
                default: "Text field"
                }
                return "\(kind)\(label): \(value.isEmpty ? "empty" : plain(value))."
            }
        }
    }

    private static func append(_ card: AdaptiveCard, state: CardState, into parts: inout [String]) {
        append(card.body, state: state, into: &parts)
        let titles = card.actions.filter { $0.mode == .primary }.map(\.title).filter { !$0.isEmpty }
        if !titles.isEmpty { parts.append("Buttons: \(titles.joined(separator: ", ")).") }
        for action in card.actions where state.shownCards.contains(action.path) {
            if case .showCard(let shown) = action.kind { append(shown, state: state, into: &parts) }
        }
    }

    private static func append(_ elements: [CardElement], state: CardState, into parts: inout [String]) {
        for element in elements where state.isVisible(element) {
            switch element.content {
            case .text(let block): parts.append(sentence(TextFunctions.apply(block.text)))
            case .richText(let block): parts.append(sentence(block.inlines.map { TextFunctions.apply($0.text) }.joined()))
            case .image(let image): if let alt = image.altText { parts.append("Image: \(sentence(alt))") }
            case .imageSet(let set): parts += set.images.compactMap { $0.altText.map { "Image: \(sentence($0))" } }
            case .media(let media): parts.append("Media: \(sentence(media.altText ?? "untitled"))")
            case .container(let group): append(group.items, state: state, into: &parts)
            case .columnSet(let set):
                for column in set.columns where column.id.flatMap({ state.visibility[$0] }) ?? column.isVisible {
                    append(column.body.items, state: state, into: &parts)
                }
            case .factSet(let set): parts += set.facts.map { "\(plain($0.title)) \(sentence($0.value))" }
            case .table(let table):
                for row in table.rows { for cell in row.cells { append(cell.items, state: state, into: &parts) } }
            case .carousel(let carousel): for page in carousel.pages { append(page.items, state: state, into: &parts) }
            case .actionSet(let set):
                let titles = set.actions.filter { $0.mode == .primary }.map(\.title).filter { !$0.isEmpty }
                if !titles.isEmpty { parts.append("Buttons: \(titles.joined(separator: ", ")).") }
                for action in set.actions where state.shownCards.contains(action.path) {
                    if case .showCard(let shown) = action.kind { append(shown, state: state, into: &parts) }
                }
            case .input(let input):
                let value = state.value(of: input, at: element.path)
                var words = input.label.map(plain) ?? ""
                if case .toggle(let toggle) = input.kind {
                    words += " \(plain(toggle.title)): \(value == toggle.valueOn ? "checked" : "not checked")"
                } else if case .choiceSet(let set) = input.kind {
                    let chosen = value.split(separator: ",").map(String.init)
                    let titles = set.choices.filter { chosen.contains($0.value) }.map { plain($0.title) }
                    words += ": \(titles.isEmpty ? "nothing chosen" : titles.joined(separator: ", "))"
                } else {
                    words += ": \(value.isEmpty ? "empty" : plain(value))"
                }
                parts.append(sentence(words))
            }
        }
    }

    /// Markdown text on one line without its marks.
    static func plain(_ text: String) -> String {
        Markdown.plain(TextFunctions.apply(text)).split(whereSeparator: \.isNewline).joined(separator: " ")
            .trimmingCharacters(in: " ").description
    }

    /// Plain text ending as a sentence does.
    static func sentence(_ text: String) -> String {
        let line = plain(text)
        guard let last = line.last else { return line }
        return ".!?…:".contains(last) ? line : line + "."
    }
}
