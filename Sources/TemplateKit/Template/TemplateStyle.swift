/// The name of a template style: what `home.template` selects and `HomeFactory` makes.
///
/// Styles are spelled once, as static members (`TemplateStyle.compact`: the standard
/// ones in HomeTemplates, an author's next to their template), never as strings
/// scattered through the code.
public struct TemplateStyle: RawRepresentable, Hashable, Sendable, Codable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The style's name, e.g. "compact".
    public let rawValue: String

    /// A style by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A style by name.
    public init(_ name: String) { self.rawValue = name }

    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: TemplateStyle, rhs: TemplateStyle) -> Bool { lhs.rawValue < rhs.rawValue }
}
