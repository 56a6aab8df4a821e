/// An input: a field a person fills in, sent by a submit action under its id.
public struct CardInput: Hashable, Sendable {
    /// What an input is.
    public enum Kind: Hashable, Sendable {
        case text(TextInput)
        case number(NumberInput)
        case date(TemporalInput)
        case time(TemporalInput)
        case toggle(ToggleInput)
        case choiceSet(ChoiceSetInput)
    }

    /// The id it is sent under.
    public var id: String
    /// The words above it.
    public var label: String?
    /// Whether it must be filled in.
    public var isRequired = false
    /// What to say when it is not filled in as it must be.
    public var errorMessage: String?
    /// What it is.
    public var kind: Kind
    /// The path of the card it is in: "" for the root card.
    public var cardPath = ""

    /// Creates an input.
    public init(id: String, kind: Kind) {
        self.id = id
        self.kind = kind
    }

    /// The type name the format gives it: "Input.Text"…
    public var typeName: String {
        switch kind {
        case .text: "Input.Text"
        case .number: "Input.Number"
        case .date: "Input.Date"
        case .time: "Input.Time"
        case .toggle: "Input.Toggle"
        case .choiceSet: "Input.ChoiceSet"
        }
    }

    /// The value it starts with, as it is sent: text as written, a number in its
    /// shortest form, a toggle's `valueOn` or `valueOff`, the values of the chosen
    /// choices joined by commas.
    public var initialValue: String {
        switch kind {
        case .text(let input): input.value ?? ""
        case .number(let input): input.value.map(CardValue.text(of:)) ?? ""
        case .date(let input), .time(let input): input.value ?? ""
        case .toggle(let input): input.value == input.valueOn ? input.valueOn : input.valueOff
        case .choiceSet(let input): input.value ?? ""
        }
    }
}

/// A text field.
public struct TextInput: Hashable, Sendable {
    /// What shows while it is empty.
    public var placeholder: String?
    /// What it holds at first.
    public var value: String?
    /// Whether it takes several lines.
    public var isMultiline = false
    /// The most characters it takes.
    public var maxLength: Int?
    /// What it holds, as a keyboard adapts to it.
    public var style = TextInputStyle.text
    /// The button beside it.
    public var inlineAction: CardAction?

    /// An empty field.
    public init() {}
}

/// A number field.
public struct NumberInput: Hashable, Sendable {
    /// What shows while it is empty.
    public var placeholder: String?
    /// What it holds at first.
    public var value: Double?
    /// The least number it takes.
    public var min: Double?
    /// The greatest number it takes.
    public var max: Double?

    /// An empty field.
    public init() {}
}

/// A date (`YYYY-MM-DD`) or time (`HH:MM`) field.
public struct TemporalInput: Hashable, Sendable {
    /// What shows while it is empty.
    public var placeholder: String?
    /// What it holds at first.
    public var value: String?
    /// The earliest it takes.
    public var min: String?
    /// The latest it takes.
    public var max: String?

    /// An empty field.
    public init() {}
}

/// A check box.
public struct ToggleInput: Hashable, Sendable {
    /// The words beside the box.
    public var title: String
    /// What it holds at first: `valueOn` when checked.
    public var value: String?
    /// What it is sent as when checked.
    public var valueOn = "true"
    /// What it is sent as when not.
    public var valueOff = "false"

    /// A box with `title`.
    public init(title: String) { self.title = title }
}

/// One choice among several, or several.
public struct ChoiceSetInput: Hashable, Sendable {
    /// A choice: its words and what it is sent as.
    public struct Choice: Hashable, Sendable {
        /// Its title.
        public var title: String
        /// Its value.
        public var value: String

        /// Creates a choice.
        public init(title: String, value: String) {
            self.title = title
            self.value = value
        }
    }

    /// The choices, in order.
    public var choices: [Choice] = []
    /// The values chosen at first, joined by commas.
    public var value: String?
    /// Whether several can be chosen.
    public var isMultiSelect = false
    /// A menu (compact), every choice shown (expanded) or a menu to type into (filtered).
    public var style = ChoiceSetStyle.compact
    /// What shows while nothing is chosen.
    public var placeholder: String?

    /// No choices.
    public init() {}
}
