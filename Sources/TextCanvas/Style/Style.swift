/// How a cell is drawn: colours and attributes.
///
/// `nil` colours mean the terminal's own default, so a frame drawn without colour
/// looks right on dark and light terminals alike.
public struct Style: Hashable, Sendable {
    /// Text attributes that terminals support widely.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        /// Foreground and background swapped: the selection highlight that works
        /// even without colour.
        public static let inverse = Attributes(rawValue: 1 << 4)
    }

    /// The text colour, or `nil` for the terminal's default.
    public var foreground: Color?
    /// The background colour, or `nil` for the terminal's default.
    public var background: Color?
    /// The attributes.
    public var attributes: Attributes

    /// Creates a style.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// A copy with attributes added.
    public func adding(_ more: Attributes) -> Style {
        var copy = self
        copy.attributes.formUnion(more)
        return copy
    }

    /// A copy with another foreground colour.
    public func withForeground(_ color: Color?) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }

    /// A copy with another background colour.
    public func withBackground(_ color: Color?) -> Style {
        var copy = self
        copy.background = color
        return copy
    }
}
