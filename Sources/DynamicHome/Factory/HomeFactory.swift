import Diagnostics

/// Makes child templates by style: a registry, so adding a template never means
/// editing the factory.
///
/// ```swift
/// var factory = HomeFactory()
/// factory.register(ListTemplate.self)
/// let child = try factory.make(.list)
/// ```
@MainActor
public struct HomeFactory {
    private struct Registration {
        let type: any HomeTemplate.Type
    }

    private var registrations: [Registration] = []

    /// An empty factory.
    public init() {}

    /// Registers a template type under its ``HomeTemplate/style``.
    ///
    /// Registering two types for one style is a programming error, caught at once.
    public mutating func register<Template: HomeTemplate>(_ type: Template.Type) {
        precondition(
            !styles.contains(Template.style),
            "HomeFactory.register: style '\(Template.style)' is already registered by \(String(describing: self.type(for: Template.style)!)); give \(Template.self) a style of its own"
        )
        registrations.append(Registration(type: type))
    }

    /// The registered styles, in registration order.
    public var styles: [TemplateStyle] { registrations.map { $0.type.style } }

    /// The template type registered for a style.
    public func type(for style: TemplateStyle) -> (any HomeTemplate.Type)? {
        registrations.first { $0.type.style == style }?.type
    }

    /// Makes a new template of a style.
    ///
    /// - Throws: ``HomeFactoryError/unknownStyle(_:registered:)`` naming the registered
    ///   styles and the nearest one.
    public func make(_ style: TemplateStyle) throws(HomeFactoryError) -> any HomeTemplate {
        guard let type = type(for: style) else {
            throw .unknownStyle(style, registered: styles)
        }
        return type.init()
    }

    /// The style registered after `style`, wrapping around: what `t` switches to.
    public func style(after style: TemplateStyle) -> TemplateStyle? {
        let all = styles
        guard let index = all.firstIndex(of: style) else { return all.first }
        return all[(index + 1) % all.count]
    }
}

/// Why the factory could not make a template.
public enum HomeFactoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No template is registered for the style.
    case unknownStyle(TemplateStyle, registered: [TemplateStyle])

    /// The registered style nearest to the one asked for, if it is a likely typo.
    public var suggestion: TemplateStyle? {
        switch self {
        case .unknownStyle(let style, let registered):
            Spelling.nearest(to: style.rawValue, in: registered.map(\.rawValue)).map(TemplateStyle.init(rawValue:))
        }
    }

    public var description: String {
        switch self {
        case .unknownStyle(let style, let registered):
            var text = "unknown template style '\(Excerpt.of(style.rawValue))'"
            text += registered.isEmpty
                ? "; no templates are registered"
                : "; registered styles: \(registered.map(\.rawValue).joined(separator: ", "))"
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
            return text
        }
    }
}
