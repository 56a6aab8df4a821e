/// A child template: it draws a home screen into a canvas and turns input into the
/// closures it was given.
///
/// A template knows nothing of the Container, the store or the toggles. It adopts
/// whichever of ``HomeActions``, ``HomeReporting``, ``HasViewModel`` and
/// ``Refreshable`` it needs, and the Container fills in the closures and the data.
/// `HomeFactory` makes templates by ``style-swift.type.property``; registering one is one line.
@MainActor
public protocol HomeTemplate: AnyObject {
    /// The style this template draws, e.g. `.compact`.
    static var style: TemplateStyle { get }
    /// The style this instance draws: ``style-swift.type.property`` by default. Templates
    /// that are data are all of one class, each instance with the style its data names; a
    /// screen of sections says the style of the screen's template.
    var style: TemplateStyle { get }
    /// A short phrase for `home templates`, e.g. "one row per item".
    static var summary: String { get }
    /// Keys of the template's own, beside the standard ones: the help overlay lists them
    /// and the status line shows their hints while the template is on screen, and the
    /// table the Container gives the template (``RoutesKeys``) routes them to it. None by
    /// default.
    static var keyBindings: [KeyBinding] { get }

    /// Makes a template with no data and do-nothing closures.
    init()

    /// Draws the template into a canvas the size of its area.
    ///
    /// Drawing must depend only on the template's state and `context`, so that the
    /// same inputs draw the same frame, byte for byte.
    func draw(in canvas: inout Canvas, context: DrawContext)

    /// Turns an input event into the template's own semantics: moving its selection,
    /// or calling one of its injected closures.
    func handle(_ event: InputEvent) -> EventHandling

    /// Answers an input resolved where it entered (a key with what it does for each
    /// handler, looked up once): whether the template used it, and what it asks for
    /// (``TemplateResponse``). The screen calls this; the requests in the answer are
    /// carried out as the closures would carry them out. By default, ``handle(_:)``,
    /// with whatever closures it calls. Every ``ItemTemplate`` answers through the kit,
    /// without looking the key up again.
    func respond(to input: ResolvedInput) -> TemplateResponse

    /// The position of the selected item among the items, if any is selected.
    var selectedIndex: Int? { get }

    /// The identifier of the highlighted item, if any: what the Container hands the
    /// template that replaces this one (or draws it again at another size), so that
    /// the highlight stays on the same item. `nil` by default.
    var selectedIdentifier: String? { get }

    /// Puts the highlight on the item with `identifier`, if the template shows it;
    /// otherwise leaves the highlight where it is. The Container calls it on a new child
    /// after handing it its items and before its first frame. Does nothing by default.
    func selectItem(withIdentifier identifier: String)

    /// Whether the template is in the middle of an animation and wants frames drawn
    /// at `context.time` as time passes. When `false`, a frame only changes on input.
    func isAnimating(at time: Duration) -> Bool

    /// The items the last frame drew, and where: what tells which items a person saw
    /// (`itemSeen` events). Empty by default: the items of a template that says nothing
    /// are never counted as seen. Every ``ItemTemplate`` says it through the kit.
    var drawnEntries: [DrawnEntry] { get }

    /// This template as an ``ItemTemplate``, which adopts every protocol the Container
    /// fills in, or `nil`: answered where the type conforms, so that the Container and the
    /// factory need not ask the runtime, whose first answer for each type and protocol
    /// scans every conformance of the program. Leave it to its default.
    var _asItemTemplate: (any ItemTemplate)? { get }
    /// The type as an ``ItemTemplate`` type, or `nil`, answered as `_asItemTemplate` is.
    /// Leave it to its default.
    static var _asItemTemplateType: (any ItemTemplate.Type)? { get }

    /// Containment callbacks, in UIKit's order. The Container calls them; a template
    /// may use them, e.g. to report its appearance.
    func willMove(toParent parent: ContainerIdentity?)
    func didMove(toParent parent: ContainerIdentity?)
    func willAppear()
    func didAppear()
    func willDisappear()
    func didDisappear()
}

/// A template that routes keys by the key table: the Container gives it the table (the
/// standard one with any rebindings, and the template's own ``HomeTemplate/keyBindings``)
/// before its first event, and it asks the table what a key does instead of naming keys.
@MainActor
public protocol RoutesKeys: AnyObject {
    /// The key table the Container gave.
    var keyBindings: KeyBindings { get set }
}

extension HomeTemplate {
    // Where the type is not known to be an ItemTemplate (a subclass may still be one),
    // the runtime is asked.
    public var _asItemTemplate: (any ItemTemplate)? { self as? any ItemTemplate }
    public static var _asItemTemplateType: (any ItemTemplate.Type)? { self as? any ItemTemplate.Type }

    public func respond(to input: ResolvedInput) -> TemplateResponse {
        TemplateResponse(handle(input.event))
    }
    public static var keyBindings: [KeyBinding] { [] }
    public var selectedIndex: Int? { nil }
    public var selectedIdentifier: String? { nil }
    public func selectItem(withIdentifier identifier: String) {}
    public func isAnimating(at time: Duration) -> Bool { false }
    public var drawnEntries: [DrawnEntry] { [] }
    public func willMove(toParent parent: ContainerIdentity?) {}
    public func didMove(toParent parent: ContainerIdentity?) {}
    public func willAppear() {}
    public func didAppear() {}
    public func willDisappear() {}
    public func didDisappear() {}
    /// The style this template draws: the type's.
    public var style: TemplateStyle { Self.style }
}

/// An opaque token that names the Container a template is embedded in, without giving
/// the template a way to reach it.
public struct ContainerIdentity: Hashable, Sendable {
    let rawValue: ObjectIdentifier

    /// The identity of a Container, by its object.
    package init(rawValue: ObjectIdentifier) {
        self.rawValue = rawValue
    }
}

/// What a template may know while drawing.
public struct DrawContext: Hashable, Sendable {
    /// Time since the screen started, from the injected clock. Animations are pure
    /// functions of it.
    public var time: Duration
    /// The colours to draw with.
    public var theme: Theme
    /// How animations move: templates animate changes of their items with it.
    public var motion: Motion
    /// Whether the focus is on the template: `false` for a section of a screen whose
    /// focus is in another section. A template out of focus draws no highlight.
    public var isFocused: Bool

    /// Creates a context.
    public init(time: Duration = .zero, theme: Theme = .standard, motion: Motion = .standard, isFocused: Bool = true) {
        self.time = time
        self.theme = theme
        self.motion = motion
        self.isFocused = isFocused
    }
}
