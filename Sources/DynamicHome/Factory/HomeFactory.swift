import Diagnostics

/// Makes child templates by style: a registry, so adding a template never means
/// editing the factory.
///
/// Factories compose as values: start from `HomeFactory.standard` (HomeTemplates'
/// templates) or from nothing, then add, remove and reorder. The order of the
/// registrations is the order `t` cycles in.
///
/// ```swift
/// let factory = HomeFactory.standard
///     .registering(CompactTemplate.self, after: .magazine)
///     .removing(.poster)
/// let child = try factory.make(.compact)
/// ```
///
/// A registration that cannot be made (a second template for a style already
/// registered, a place next to a style that is not there) is not made, and is kept
/// in ``problems``: the command line refuses to start with a factory that has any,
/// naming both templates, and the conformance checks fail on them.
@MainActor
public struct HomeFactory {
    private var registrations: [any HomeTemplate.Type] = []

    /// What went wrong while the factory was put together, in order; empty for a
    /// factory every registration of which was made.
    public private(set) var problems: [HomeFactoryError] = []

    /// An empty factory, to register templates in.
    public init() {}

    /// A factory of the given templates, in that order.
    public init(_ templates: [any HomeTemplate.Type]) {
        for template in templates { insert(template, at: registrations.count) }
    }

    // MARK: Putting a factory together

    /// Registers a template type under its ``HomeTemplate/style``, after the others.
    ///
    /// A second template for a style already registered is not registered: the
    /// factory's ``problems`` then name both types.
    public mutating func register<Template: HomeTemplate>(_ type: Template.Type) {
        insert(type, at: registrations.count)
    }

    /// This factory with `type` registered after the others, or right after `style`.
    ///
    /// - Parameters:
    ///   - type: The template type.
    ///   - style: The registered style to put it after; `nil` for the end.
    /// - Returns: The new factory; a conflict or a `style` that is not registered is in
    ///   its ``problems``.
    public func registering<Template: HomeTemplate>(_ type: Template.Type, after style: TemplateStyle? = nil) -> HomeFactory {
        var factory = self
        factory.insert(type, at: style.map { factory.position(of: $0, offset: 1) } ?? registrations.count)
        return factory
    }

    /// This factory with `type` registered right before `style`.
    public func registering<Template: HomeTemplate>(_ type: Template.Type, before style: TemplateStyle) -> HomeFactory {
        var factory = self
        factory.insert(type, at: factory.position(of: style, offset: 0))
        return factory
    }

    /// This factory without the template of `style` (unchanged when there is none).
    public func removing(_ style: TemplateStyle) -> HomeFactory {
        var factory = self
        factory.registrations.removeAll { $0.style == style }
        return factory
    }

    /// This factory with the templates of `styles` first, in that order, and the rest
    /// after them as they were. A style that is not registered is a problem.
    public func reordered(_ styles: [TemplateStyle]) -> HomeFactory {
        var factory = self
        var first: [any HomeTemplate.Type] = []
        for style in styles {
            guard let type = factory.type(for: style) else {
                factory.problems.append(.unknownStyle(style, registered: factory.styles))
                continue
            }
            if !first.contains(where: { $0.style == style }) { first.append(type) }
        }
        factory.registrations = first + factory.registrations.filter { type in !first.contains { $0.style == type.style } }
        return factory
    }

    private mutating func insert(_ type: any HomeTemplate.Type, at index: Int) {
        if let existing = self.type(for: type.style) {
            problems.append(.duplicateStyle(type.style, registered: String(reflecting: existing), refused: String(reflecting: type)))
            return
        }
        registrations.insert(type, at: index)
    }

    /// Where a registration next to `style` goes; the end, with a problem, when
    /// `style` is not registered.
    private mutating func position(of style: TemplateStyle, offset: Int) -> Int {
        guard let index = registrations.firstIndex(where: { $0.style == style }) else {
            problems.append(.unknownStyle(style, registered: styles))
            return registrations.count
        }
        return index + offset
    }

    // MARK: Reading a factory

    /// The registered template types, in registration order.
    public var templates: [any HomeTemplate.Type] { registrations }

    /// The registered styles, in registration order.
    public var styles: [TemplateStyle] { registrations.map { $0.style } }

    /// The template type registered for a style.
    public func type(for style: TemplateStyle) -> (any HomeTemplate.Type)? {
        registrations.first { $0.style == style }
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

/// Why the factory could not make a template, or could not register one.
public enum HomeFactoryError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No template is registered for the style.
    case unknownStyle(TemplateStyle, registered: [TemplateStyle])
    /// Two templates have one style: the one registered first stays, the other was refused.
    case duplicateStyle(TemplateStyle, registered: String, refused: String)

    /// The registered style nearest to the one asked for, if it is a likely typo.
    public var suggestion: TemplateStyle? {
        switch self {
        case .unknownStyle(let style, let registered):
            Spelling.nearest(to: style.rawValue, in: registered.map(\.rawValue)).map(TemplateStyle.init(rawValue:))
        case .duplicateStyle:
            nil
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
        case .duplicateStyle(let style, let registered, let refused):
            return "two templates have the style '\(Excerpt.of(style.rawValue))': \(registered) and \(refused); "
                + "give \(refused.split(separator: ".").last.map(String.init) ?? refused) a style of its own"
        }
    }
}
