/// The styles a screen is drawn with, by role, so templates and screens look alike.
///
/// Encoders bring the colours down to what a terminal supports, or drop them when
/// colour is off; the plain-text frame is the same whatever the theme.
public struct Theme: Hashable, Sendable {
    /// Ordinary text.
    public var text: Style
    /// Secondary text: descriptions, bylines.
    public var secondary: Style
    /// Headlines.
    public var title: Style
    /// The selected row or card.
    public var selection: Style
    /// Lines and borders.
    public var border: Style
    /// The border of the selected card.
    public var selectedBorder: Style
    /// The header and status bars.
    public var bar: Style
    /// Errors.
    public var error: Style
    /// Badges by item kind.
    public var badges: [HomeItemKind: Style]

    /// The default theme: readable on dark and light terminals.
    public static let standard = Theme(
        text: .plain,
        secondary: Style(foreground: .rgb(138, 143, 152)),
        title: Style(attributes: .bold),
        selection: Style(foreground: .rgb(255, 255, 255), background: .rgb(38, 79, 120), attributes: .bold),
        border: Style(foreground: .rgb(88, 94, 104)),
        selectedBorder: Style(foreground: .rgb(97, 175, 239), attributes: .bold),
        bar: Style(foreground: .rgb(230, 230, 230), background: .rgb(48, 52, 60)),
        error: Style(foreground: .rgb(240, 98, 98), attributes: .bold),
        badges: [
            .long: Style(foreground: .rgb(97, 175, 239), attributes: .bold),
            .short: Style(foreground: .rgb(152, 195, 121), attributes: .bold),
            .stream: Style(foreground: .rgb(224, 108, 117), attributes: .bold),
        ]
    )

    /// The badge style of a kind.
    public func badge(_ kind: HomeItemKind) -> Style { badges[kind] ?? text }
}

extension HomeItemKind {
    /// The kind's label: "LONG", "SHORT", "LIVE".
    public var label: String {
        switch self {
        case .long: "LONG"
        case .short: "SHORT"
        case .stream: "LIVE"
        }
    }

    /// The label padded to five columns, so badges line up: "LONG ", "SHORT", "LIVE ".
    public var badge: String { label + String(repeating: " ", count: 5 - label.count) }

    /// The key a template's legend names for opening an item of this kind.
    public var verb: String {
        switch self {
        case .long: "read"
        case .short: "quick look"
        case .stream: "play"
        }
    }
}

extension HomeItem {
    /// "12 min", "live" or "" for the item's length.
    public var lengthLabel: String {
        if let minutes { return "\(minutes) min" }
        return kind == .stream ? "live" : ""
    }

    /// Byline and length joined: "Ana Ruiz · 12 min".
    public var meta: String {
        [byline, lengthLabel.isEmpty ? nil : lengthLabel].compactMap { $0 }.joined(separator: " · ")
    }
}
