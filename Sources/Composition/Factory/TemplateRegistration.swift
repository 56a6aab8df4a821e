/// One template a ``HomeFactory`` can make: its style, what `home` says of it, where it
/// came from, and how to make one.
///
/// A template compiled in is registered by its type (`factory.register(ListTemplate.self)`),
/// which makes this value from the type's static members. A template that is data (a
/// JSON file in `--templates DIR`, a toggle variant's payload) has no type of its own: it
/// is a registration whose ``make`` builds an instance from the data, all of one Swift
/// class, each with the style the data names.
///
/// ```swift
/// let registration = TemplateRegistration(CompactTemplate.self)
/// registration.style      // "compact"
/// registration.source     // .compiled("MyTemplates.CompactTemplate")
/// let template = registration.make()
/// ```
public struct TemplateRegistration {
    /// Where a template came from: what `home templates` and messages name it by.
    public enum Source: Hashable, Sendable, CustomStringConvertible {
        /// A Swift type, by its qualified name, e.g. "HomeTemplates.ListTemplate".
        case compiled(String)
        /// A template file, by its path as given.
        case file(String)
        /// The payload of a toggle's variant: the toggle's name and the variant's.
        case toggle(String, variant: String)

        /// "HomeTemplates.ListTemplate", "the template file Templates/ticker.json", or
        /// "the payload of variant 'ticker' of toggle home.template".
        public var description: String {
            switch self {
            case .compiled(let name): name
            case .file(let path): "the template file \(path)"
            case .toggle(let toggle, let variant): "the payload of variant '\(variant)' of toggle \(toggle)"
            }
        }
    }

    /// The style it draws, e.g. `.list`: what `home.template` selects.
    public var style: TemplateStyle
    /// A short phrase for `home templates`, e.g. "one row per item".
    public var summary: String
    /// The template's own keys, beside the standard ones (``HomeTemplate/keyBindings``).
    public var keyBindings: [KeyBinding]
    /// The style `v` asks to be replaced by, if any (``ItemTemplate/alternative-swift.type.property``).
    public var alternative: TemplateStyle?
    /// Whether space opens a quick look of any item (``ItemTemplate/spaceOpensQuickLook-swift.type.property``).
    public var spaceOpensQuickLook: Bool
    /// Where it came from.
    public var source: Source
    /// The Swift class its instances are, e.g. `ListTemplate.self`: what the conformance
    /// checks read its protocols from. Data templates share one.
    public var templateType: any HomeTemplate.Type
    /// Swift that makes one, for the reproductions the conformance checks print, e.g.
    /// `ListTemplate()`.
    public var makeExpression: String
    /// Makes a new template, with no data and do-nothing closures.
    public var make: @MainActor @Sendable () -> any HomeTemplate

    /// A registration of a template type, from its static members: its style, summary
    /// and keys, and, for an ``ItemTemplate``, its alternative and whether space opens a
    /// quick look.
    @MainActor
    public init<Template: HomeTemplate>(_ type: Template.Type) {
        self.init(any: type)
    }

    /// ``init(_:)`` for a type known only as an existential.
    @MainActor
    package init(any type: any HomeTemplate.Type) {
        style = type.style
        summary = type.summary
        keyBindings = type.keyBindings
        let kit = type._asItemTemplateType
        alternative = kit?.alternative
        spaceOpensQuickLook = kit?.spaceOpensQuickLook ?? false
        // `_typeName` is what `String(reflecting:)` prints for a type, without the casts
        // to the printing protocols that each scan the conformance tables of the whole
        // program (a fifth of `home`'s start-up).
        source = .compiled(_typeName(type, qualified: true))
        templateType = type
        makeExpression = "\(_typeName(type, qualified: false))()"
        make = { type.init() }
    }

    /// A registration made from parts: what a template that is data registers.
    ///
    /// - Parameters:
    ///   - style: The style it draws.
    ///   - summary: A short phrase for `home templates`.
    ///   - keyBindings: Its own keys, beside the standard ones.
    ///   - alternative: The style `v` asks for, if any.
    ///   - spaceOpensQuickLook: Whether space opens a quick look.
    ///   - source: Where it came from.
    ///   - templateType: The class `make` returns instances of.
    ///   - makeExpression: Swift that makes one, for reproductions.
    ///   - make: Makes a new template, whose ``HomeTemplate/style-swift.property`` is `style`.
    public init(
        style: TemplateStyle, summary: String, keyBindings: [KeyBinding] = [], alternative: TemplateStyle? = nil,
        spaceOpensQuickLook: Bool = false, source: Source, templateType: any HomeTemplate.Type, makeExpression: String,
        make: @escaping @MainActor @Sendable () -> any HomeTemplate
    ) {
        self.style = style
        self.summary = summary
        self.keyBindings = keyBindings
        self.alternative = alternative
        self.spaceOpensQuickLook = spaceOpensQuickLook
        self.source = source
        self.templateType = templateType
        self.makeExpression = makeExpression
        self.make = make
    }

    /// The protocols its instances adopt: what the Container can inject into them.
    @MainActor
    public var capabilities: TemplateCapabilities { TemplateCapabilities(of: templateType) }

    /// The name of the type its instances are, e.g. "ListTemplate", or for a template
    /// that is data, where it came from.
    public var typeName: String {
        if case .compiled = source { return _typeName(templateType, qualified: false) }
        return source.description
    }
}
