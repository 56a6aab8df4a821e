import Diagnostics

/// Makes child templates by style: a registry, so adding a template never means
/// editing the factory.
///
/// Each style has a ``TemplateRegistration``: a template type registered by type, or a
/// template that is data (a JSON file, a toggle's payload) registered as a value.
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
    private var entries: [TemplateRegistration] = []

    /// The transitions a template can be replaced with, by name (`--transition`, the
    /// `home.transition` toggle): the standard ones, and any registered here.
    public var transitions = TransitionRegistry.standard

    /// What went wrong while the factory was put together, in order; empty for a
    /// factory every registration of which was made.
    public private(set) var problems: [HomeFactoryError] = []

    /// An empty factory, to register templates in.
    public init() {}

    /// A factory of the given templates, in that order.
    public init(_ templates: [any HomeTemplate.Type]) {
        for template in templates { insert(TemplateRegistration(any: template), at: entries.count) }
    }

    // MARK: Putting a factory together

    /// Registers a template type under its ``HomeTemplate/style-swift.type.property``, after the others.
    ///
    /// A second template for a style already registered is not registered: the
    /// factory's ``problems`` then name both types.
    public mutating func register<Template: HomeTemplate>(_ type: Template.Type) {
        register(TemplateRegistration(type))
    }

    /// Registers a template under its ``TemplateRegistration/style``, after the others:
    /// a template that is data, or one made by a closure of one's own.
    ///
    /// A second template for a style already registered is not registered: the
    /// factory's ``problems`` then name both.
    public mutating func register(_ registration: TemplateRegistration) {
        insert(registration, at: entries.count)
    }

    /// This factory with `type` registered after the others, or right after `style`.
    ///
    /// - Parameters:
    ///   - type: The template type.
    ///   - style: The registered style to put it after; `nil` for the end.
    /// - Returns: The new factory; a conflict or a `style` that is not registered is in
    ///   its ``problems``.
    public func registering<Template: HomeTemplate>(_ type: Template.Type, after style: TemplateStyle? = nil) -> HomeFactory {
        registering(TemplateRegistration(type), after: style)
    }

    /// This factory with `type` registered right before `style`.
    public func registering<Template: HomeTemplate>(_ type: Template.Type, before style: TemplateStyle) -> HomeFactory {
        registering(TemplateRegistration(type), before: style)
    }

    /// This factory with `registration` registered after the others, or right after `style`.
    ///
    /// - Parameters:
    ///   - registration: The template.
    ///   - style: The registered style to put it after; `nil` for the end.
    /// - Returns: The new factory; a conflict or a `style` that is not registered is in
    ///   its ``problems``.
    public func registering(_ registration: TemplateRegistration, after style: TemplateStyle? = nil) -> HomeFactory {
        var factory = self
        factory.insert(registration, at: style.map { factory.position(of: $0, offset: 1) } ?? entries.count)
        return factory
    }

    /// This factory with `registration` registered right before `style`.
    public func registering(_ registration: TemplateRegistration, before style: TemplateStyle) -> HomeFactory {
        var factory = self
        factory.insert(registration, at: factory.position(of: style, offset: 0))
        return factory
    }

    /// This factory with `registration` in place of the one of its style, where that
    /// one was; after the others when its style is not registered. What a template file
    /// that changed makes.
    public func replacing(_ registration: TemplateRegistration) -> HomeFactory {
        var factory = self
        if let index = factory.entries.firstIndex(where: { $0.style == registration.style }) {
            factory.entries[index] = registration
        } else {
            factory.entries.append(registration)
        }
        return factory
    }

    /// This factory without the template of `style` (unchanged when there is none).
    public func removing(_ style: TemplateStyle) -> HomeFactory {
        var factory = self
        factory.entries.removeAll { $0.style == style }
        return factory
    }

    /// This factory with the templates of `styles` first, in that order, and the rest
    /// after them as they were. A style that is not registered is a problem.
    public func reordered(_ styles: [TemplateStyle]) -> HomeFactory {
        var factory = self
        var first: [TemplateRegistration] = []
        for style in styles {
            guard let registration = factory.registration(for: style) else {
                factory.problems.append(.unknownStyle(style, registered: factory.styles))
                continue
            }
            if !first.contains(where: { $0.style == style }) { first.append(registration) }
        }
        factory.entries = first + factory.entries.filter { entry in !first.contains { $0.style == entry.style } }
        return factory
    }

    /// This factory with a transition of one's own registered after the others (one of a
    /// name already registered takes its place): `--transition NAME` and the
    /// `home.transition` toggle's variants may name it.
    public func registering(_ transition: TransitionStyle) -> HomeFactory {
        var factory = self
        factory.transitions.register(transition)
        return factory
    }

    private mutating func insert(_ registration: TemplateRegistration, at index: Int) {
        if let existing = self.registration(for: registration.style) {
            problems.append(.duplicateStyle(
                registration.style, registered: existing.source.description, refused: registration.source.description))
            return
        }
        entries.insert(registration, at: index)
    }

    /// Where a registration next to `style` goes; the end, with a problem, when
    /// `style` is not registered.
    private mutating func position(of style: TemplateStyle, offset: Int) -> Int {
        guard let index = entries.firstIndex(where: { $0.style == style }) else {
            problems.append(.unknownStyle(style, registered: styles))
            return entries.count
        }
        return index + offset
    }

    // MARK: Reading a factory

    /// The registered templates, in registration order: compiled ones and data alike.
    public var registrations: [TemplateRegistration] { entries }

    /// The template types registered by type (``register(_:)-(Template.Type)``), in registration
    /// order; templates that are data are in ``registrations`` alone.
    public var templates: [any HomeTemplate.Type] {
        entries.compactMap { entry in
            guard case .compiled = entry.source else { return nil }
            return entry.templateType
        }
    }

    /// The registered styles, in registration order.
    public var styles: [TemplateStyle] { entries.map(\.style) }

    /// The registration of a style.
    public func registration(for style: TemplateStyle) -> TemplateRegistration? {
        entries.first { $0.style == style }
    }

    /// The class of the templates registered for a style (shared by every template that
    /// is data).
    public func type(for style: TemplateStyle) -> (any HomeTemplate.Type)? {
        registration(for: style)?.templateType
    }

    /// Makes a new template of a style.
    ///
    /// - Throws: ``HomeFactoryError/unknownStyle(_:registered:)`` naming the registered
    ///   styles and the nearest one.
    public func make(_ style: TemplateStyle) throws(HomeFactoryError) -> any HomeTemplate {
        guard let registration = registration(for: style) else {
            throw .unknownStyle(style, registered: styles)
        }
        return registration.make()
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
    /// Each is named by where it came from (``TemplateRegistration/Source``): a type's
    /// qualified name, or a template file or toggle payload.
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
            // A type is named by its own name ("SpyCopy"); a file or a payload as it is.
            let named = refused.contains(" ") ? refused : refused.split(separator: ".").last.map(String.init) ?? refused
            return "two templates have the style '\(Excerpt.of(style.rawValue))': \(registered) and \(refused); "
                + "give \(named) a style of its own"
        }
    }
}
