import Diagnostics

extension CardReader {
    /// An input of a known type.
    mutating func input(_ type: String, _ value: CardValue, path: String, cardPath: String) -> CardInput? {
        let kind: CardInput.Kind
        switch type {
        case "Input.Text":
            checkKeys(value, known: CardKeys.textInput, in: type)
            var input = TextInput()
            input.placeholder = text(value, "placeholder")
            input.value = text(value, "value")
            input.isMultiline = flag(value, "isMultiline") ?? false
            if let length = number(value, "maxLength"), length >= 1 { input.maxLength = Int(min(length, 100_000)) }
            input.style = word(value, "style", TextInputStyle.self) ?? .text
            if let inline = value["inlineAction"], !inline.isNull,
               case .read(let action) = action(inline, path: path + "/inlineAction", cardPath: cardPath, inherited: false) {
                if case .showCard = action.kind {
                    warning(inline, "an \"inlineAction\" cannot be an Action.ShowCard; it is ignored")
                } else {
                    input.inlineAction = action
                }
            }
            kind = .text(input)
        case "Input.Number":
            checkKeys(value, known: CardKeys.numberInput, in: type)
            var input = NumberInput()
            input.placeholder = text(value, "placeholder")
            input.value = number(value, "value")
            input.min = number(value, "min")
            input.max = number(value, "max")
            kind = .number(input)
        case "Input.Date", "Input.Time":
            checkKeys(value, known: CardKeys.temporalInput, in: type)
            var input = TemporalInput()
            input.placeholder = text(value, "placeholder")
            input.value = text(value, "value")
            input.min = text(value, "min")
            input.max = text(value, "max")
            kind = type == "Input.Date" ? .date(input) : .time(input)
        case "Input.Toggle":
            checkKeys(value, known: CardKeys.toggleInput, in: type)
            if value["title"] == nil, value["label"] == nil { warning(value, "an Input.Toggle has no \"title\"", hint: "add the words beside the box, \"title\": \"…\"") }
            var input = ToggleInput(title: text(value, "title") ?? "")
            input.valueOn = text(value, "valueOn") ?? "true"
            input.valueOff = text(value, "valueOff") ?? "false"
            input.value = text(value, "value")
            kind = .toggle(input)
        default:
            checkKeys(value, known: CardKeys.choiceSetInput, in: type)
            var input = ChoiceSetInput()
            input.value = text(value, "value")
            input.isMultiSelect = flag(value, "isMultiSelect") ?? false
            input.style = word(value, "style", ChoiceSetStyle.self) ?? .compact
            input.placeholder = text(value, "placeholder")
            if let list = value["choices"], !list.isNull {
                if let choices = list.elements {
                    for choice in choices {
                        guard choice.members != nil else {
                            warning(choice, "a choice must be an object with \"title\" and \"value\", not \(choice.typeWithArticle)")
                            continue
                        }
                        checkKeys(choice, known: CardKeys.choice, in: "choice")
                        let title = text(choice, "title") ?? ""
                        input.choices.append(ChoiceSetInput.Choice(title: title, value: text(choice, "value") ?? title))
                    }
                } else {
                    warning(list, "\"choices\" must be an array of choices, not \(list.typeWithArticle)")
                }
            }
            kind = .choiceSet(input)
        }
        let id = text(value, "id")
        if id == nil || id?.isEmpty == true {
            warning(value, "\(type.withArticle) has no \"id\"; its value is not sent", hint: "add \"id\": \"…\", the name its value is sent under")
        }
        var input = CardInput(id: id ?? "", kind: kind)
        input.label = text(value, "label")
        input.isRequired = flag(value, "isRequired") ?? false
        input.errorMessage = text(value, "errorMessage")
        input.cardPath = cardPath
        return input
    }
}
