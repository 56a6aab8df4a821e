/// The keys each type of the card format has (Adaptive Cards 1.6): what an unknown key is
/// told apart by, and what its suggestion is looked for among.
enum CardKeys {
    static let card = [
        "type", "version", "body", "actions", "selectAction", "fallbackText", "backgroundImage", "minHeight", "rtl",
        "speak", "lang", "verticalContentAlignment", "$schema", "refresh", "authentication", "metadata", "msteams",
    ]
    static let element = ["type", "id", "isVisible", "spacing", "separator", "height", "fallback", "requires"]
    static let textBlock = element + [
        "text", "color", "fontType", "horizontalAlignment", "isSubtle", "maxLines", "size", "weight", "wrap", "style",
    ]
    static let richTextBlock = element + ["inlines", "horizontalAlignment"]
    static let textRun = [
        "type", "text", "color", "fontType", "highlight", "isSubtle", "italic", "selectAction", "size", "strikethrough",
        "underline", "weight",
    ]
    static let image = element + [
        "url", "altText", "backgroundColor", "horizontalAlignment", "selectAction", "size", "style", "width",
    ]
    static let imageSet = element + ["images", "imageSize"]
    static let media = element + ["sources", "poster", "altText", "captionSources"]
    static let grouping = [
        "items", "style", "bleed", "minHeight", "verticalContentAlignment", "selectAction", "backgroundImage", "rtl",
    ]
    static let container = element + grouping
    static let column = element + grouping + ["width"]
    static let columnSet = element + ["columns", "style", "bleed", "minHeight", "horizontalAlignment", "selectAction"]
    static let factSet = element + ["facts"]
    static let fact = ["title", "value", "type"]
    static let table = element + [
        "columns", "rows", "firstRowAsHeader", "showGridLines", "gridStyle", "horizontalCellContentAlignment",
        "verticalCellContentAlignment",
    ]
    static let tableColumn = ["type", "width", "horizontalCellContentAlignment", "verticalCellContentAlignment"]
    static let tableRow = ["type", "cells", "style", "horizontalCellContentAlignment", "verticalCellContentAlignment"]
    static let tableCell = ["type"] + grouping
    static let actionSet = element + ["actions"]
    static let carousel = element + ["pages", "heightInPixels", "timer", "initialPage", "loop", "orientation", "rtl", "style", "verticalContentAlignment"]
    static let carouselPage = ["type", "id", "isVisible", "requires", "fallback"] + grouping
    static let input = element + ["label", "isRequired", "errorMessage", "inputStyle", "labelPosition", "labelWidth"]
    static let textInput = input + ["placeholder", "value", "isMultiline", "maxLength", "style", "inlineAction", "regex"]
    static let numberInput = input + ["placeholder", "value", "min", "max"]
    static let temporalInput = input + ["placeholder", "value", "min", "max"]
    static let toggleInput = input + ["title", "value", "valueOn", "valueOff", "wrap"]
    static let choiceSetInput = input + ["choices", "choices.data", "isMultiSelect", "style", "value", "placeholder", "wrap"]
    static let choice = ["title", "value", "type"]
    static let action = ["type", "id", "title", "iconUrl", "style", "mode", "isEnabled", "tooltip", "fallback", "requires"]
    static let openURL = action + ["url"]
    static let submit = action + ["data", "associatedInputs"]
    static let execute = action + ["verb", "data", "associatedInputs"]
    static let showCard = action + ["card"]
    static let toggleVisibility = action + ["targetElements"]
    static let toggleTarget = ["elementId", "isVisible"]

    /// The element types this renderer draws.
    static let elementTypes = [
        "TextBlock", "RichTextBlock", "Image", "ImageSet", "Media", "Container", "ColumnSet", "FactSet", "Table",
        "ActionSet", "Carousel", "Input.Text", "Input.Number", "Input.Date", "Input.Time", "Input.Toggle", "Input.ChoiceSet",
    ]
    /// The action types this renderer carries out.
    static let actionTypes = ["Action.OpenUrl", "Action.Submit", "Action.Execute", "Action.ShowCard", "Action.ToggleVisibility"]
}
