/// A word of the card format that takes one of a few values ("size": "large"): read
/// without regard to case, as renderers do, and suggested when misspelled.
public protocol CardWord: RawRepresentable<String>, CaseIterable, Hashable, Sendable {}

extension CardWord {
    /// The value `text` names, ignoring case.
    init?(word text: String) {
        let lowered = text.lowercased()
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == lowered }) else { return nil }
        self = found
    }

    /// Every value, as the format spells it.
    static var words: [String] { allCases.map(\.rawValue) }
}

/// Space before an element, as a host config says it in pixels.
public enum CardSpacing: String, CardWord {
    case none, small, `default`, medium, large, extraLarge, padding
}

/// The size of text.
public enum TextSize: String, CardWord {
    case small, `default`, medium, large, extraLarge
}

/// The weight of text.
public enum TextWeight: String, CardWord {
    case lighter, `default`, bolder
}

/// The colour of text, by role.
public enum TextColor: String, CardWord {
    case `default`, dark, light, accent, good, warning, attention
}

/// The font of text.
public enum FontType: String, CardWord {
    case `default`, monospace
}

/// A style of text block (1.5): a heading, a column header.
public enum TextBlockStyle: String, CardWord {
    case `default`, heading, columnHeader
}

/// Where content goes across.
public enum HorizontalAlignment: String, CardWord {
    case left, center, right
}

/// Where content goes down a taller space.
public enum VerticalAlignment: String, CardWord {
    case top, center, bottom
}

/// The style of a container: its background and colours come from the host config.
public enum ContainerStyle: String, CardWord {
    case `default`, emphasis, good, attention, warning, accent
}

/// The size of an image.
public enum ImageSize: String, CardWord {
    case auto, stretch, small, medium, large
}

/// The style of an image.
public enum ImageStyle: String, CardWord {
    case `default`, person, roundedCorners
}

/// The style of an action's button.
public enum ActionStyle: String, CardWord {
    case `default`, positive, destructive
}

/// Whether an action is a button (primary) or in the overflow menu (secondary).
public enum ActionMode: String, CardWord {
    case primary, secondary
}

/// How a choice set shows its choices.
public enum ChoiceSetStyle: String, CardWord {
    case compact, expanded, filtered
}

/// What a text input holds, as a keyboard would adapt to it.
public enum TextInputStyle: String, CardWord {
    case text, tel, url, email, password, search
}

/// Which inputs an action sends.
public enum AssociatedInputs: String, CardWord {
    case auto, none
}

/// A version of the card format: "1.6".
public struct CardVersion: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The major number.
    public var major: Int
    /// The minor number.
    public var minor: Int

    /// Creates a version.
    public init(_ major: Int, _ minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// The version `text` writes ("1", "1.6", "1.6.0"), when it is one.
    public init?(_ text: String) {
        let parts = text.trimmingCharacters(in: " ").split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), major >= 0 else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, minor >= 0, parts.count < 3 || Int(parts[2]) != nil else { return nil }
        self.init(major, minor)
    }

    /// The newest version this renderer draws: 1.6.
    public static let supported = CardVersion(1, 6)

    public static func < (lhs: CardVersion, rhs: CardVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }

    public var description: String { "\(major).\(minor)" }
}

extension String {
    /// The text without `character`s at either end.
    func trimmingCharacters(in character: Character) -> Substring {
        var text = Substring(self)
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return text
    }
}
