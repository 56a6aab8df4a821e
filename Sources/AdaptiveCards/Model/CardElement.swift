import Diagnostics

/// One element of a card's body or of a container: what it is, and what every element
/// has (an id, whether it shows, the space and separator before it).
public struct CardElement: Hashable, Sendable {
    /// What an element is.
    public indirect enum Content: Hashable, Sendable {
        case text(TextBlock)
        case richText(RichTextBlock)
        case image(CardImage)
        case imageSet(ImageSet)
        case media(CardMedia)
        case container(CardContainer)
        case columnSet(ColumnSet)
        case factSet(FactSet)
        case table(CardTable)
        case actionSet(ActionSet)
        case carousel(Carousel)
        case input(CardInput)
    }

    /// The element's id, which actions name (``CardAction/Kind/toggleVisibility(_:)``).
    public var id: String?
    /// Whether it shows before any action toggles it.
    public var isVisible = true
    /// The space before it.
    public var spacing = CardSpacing.default
    /// Whether a line is drawn before it.
    public var separator = false
    /// Whether it takes the height left in a taller container (`"height": "stretch"`).
    public var stretches = false
    /// What it is.
    public var content: Content
    /// Where it is in the document, as a JSON pointer: `/body/2/items/0`.
    public var path: String
    /// Where it is written.
    public var location: SourceLocation?

    /// Creates an element.
    public init(content: Content, path: String, location: SourceLocation? = nil) {
        self.content = content
        self.path = path
        self.location = location
    }

    /// The type name the format gives it: "TextBlock", "Input.Text"…
    public var typeName: String {
        switch content {
        case .text: "TextBlock"
        case .richText: "RichTextBlock"
        case .image: "Image"
        case .imageSet: "ImageSet"
        case .media: "Media"
        case .container: "Container"
        case .columnSet: "ColumnSet"
        case .factSet: "FactSet"
        case .table: "Table"
        case .actionSet: "ActionSet"
        case .carousel: "Carousel"
        case .input(let input): input.typeName
        }
    }
}
