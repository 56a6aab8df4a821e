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

    /// The whole style in one word, so that styles copy, compare and hash as one:
    /// the foreground in bits 0 to 25 and the background in bits 26 to 51, each as
    /// ``Color/packed(_:)`` writes it, and the attributes in bits 52 to 59.
    @usableFromInline var bits: UInt64

    /// The text colour, or `nil` for the terminal's default.
    public var foreground: Color? {
        get { Color(packed: bits & Color.packedMask) }
        set { bits = bits & ~Color.packedMask | Color.packed(newValue) }
    }

    /// The background colour, or `nil` for the terminal's default.
    public var background: Color? {
        get { Color(packed: bits >> Style.backgroundShift & Color.packedMask) }
        set { bits = bits & ~(Color.packedMask << Style.backgroundShift) | Color.packed(newValue) << Style.backgroundShift }
    }

    /// The attributes.
    public var attributes: Attributes {
        get { Attributes(rawValue: UInt8(truncatingIfNeeded: bits >> Style.attributesShift)) }
        set { bits = bits & ~(0xFF << Style.attributesShift) | UInt64(newValue.rawValue) << Style.attributesShift }
    }

    static let backgroundShift: UInt64 = 26
    static let attributesShift: UInt64 = 52

    /// Creates a style.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
        bits = Color.packed(foreground) | Color.packed(background) << Style.backgroundShift
            | UInt64(attributes.rawValue) << Style.attributesShift
    }

    init(bits: UInt64) {
        self.bits = bits
    }

    /// The packed foreground: 0 for none.
    var packedForeground: UInt64 { bits & Color.packedMask }
    /// The packed background: 0 for none.
    var packedBackground: UInt64 { bits >> Style.backgroundShift & Color.packedMask }

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
