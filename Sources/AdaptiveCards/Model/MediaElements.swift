/// An image: drawn as a frame with its alternative text.
public struct CardImage: Hashable, Sendable {
    /// The URL, as written.
    public var url: String
    /// What it shows of itself in words: what its frame says.
    public var altText: String?
    /// Its size.
    public var size = ImageSize.auto
    /// Its style: a person's frame is rounded.
    public var style = ImageStyle.default
    /// The width in pixels, when given (`"width": "48px"`).
    public var pixelWidth: Int?
    /// The height in pixels, when given.
    public var pixelHeight: Int?
    /// Where it goes across; `nil` for the direction's start.
    public var horizontalAlignment: HorizontalAlignment?
    /// What choosing it does.
    public var selectAction: CardAction?

    /// An image of `url`.
    public init(url: String) { self.url = url }
}

/// Images side by side, wrapping.
public struct ImageSet: Hashable, Sendable {
    /// The images, in order.
    public var images: [CardImage] = []
    /// The size of its images that say none.
    public var imageSize = ImageSize.medium

    /// An empty set.
    public init() {}
}

/// A video or a sound: drawn as a frame with its alternative text and a play mark.
public struct CardMedia: Hashable, Sendable {
    /// The URLs of its sources.
    public var sources: [String] = []
    /// The URL of its poster image.
    public var poster: String?
    /// What it shows of itself in words: what its frame says.
    public var altText: String?

    /// A media element without sources.
    public init() {}
}
