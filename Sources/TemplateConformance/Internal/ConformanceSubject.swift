/// The template under check (its registration: a type, or a template that is data), and
/// how the checks make, feed and draw instances of it, each paired with the Swift a
/// reproduction prints for it.
@MainActor
struct ConformanceSubject {
    let registration: TemplateRegistration
    let capabilities: TemplateCapabilities
    let typeName: String
    /// The sample items of each count, made once: the bounds rule alone hands 10,000 of
    /// them to fifteen new templates.
    private let samples = SampleCache()

    /// What every check draws with: time zero, the standard theme and motion.
    static let context = DrawContext()

    init(_ registration: TemplateRegistration) {
        self.registration = registration
        self.capabilities = registration.capabilities
        self.typeName = registration.typeName
    }

    var style: TemplateStyle { registration.style }

    /// Whether the template shows items it is handed.
    var showsItems: Bool { capabilities.contains(.viewModel) }

    /// A new template showing ``ConformanceItems/sample(count:)``.
    func make(itemCount: Int) -> any HomeTemplate {
        let template = registration.make()
        hand(itemCount: itemCount, to: template)
        return template
    }

    /// Hands a template `count` sample items, as the Container would: the view model,
    /// then a refresh.
    func hand(itemCount count: Int, to template: any HomeTemplate) {
        hand(sampleItems(count: count), to: template)
    }

    /// ``ConformanceItems/sample(count:)``, made once for each count.
    func sampleItems(count: Int) -> [HomeItem] {
        if let items = samples.items[count] { return items }
        let items = ConformanceItems.sample(count: count)
        samples.items[count] = items
        return items
    }

    /// Hands a template items, as the Container would.
    func hand(_ items: [HomeItem], to template: any HomeTemplate) {
        if let template = template as? any HasViewModel { template.viewModel = HomeViewModel(items: items) }
        if let template = template as? any Refreshable { template.refresh() }
    }

    /// Draws a template into a new canvas of `size`, at `time` (zero by default).
    func draw(_ template: any HomeTemplate, size: Size, at time: Duration = .zero) -> Canvas {
        var canvas = Canvas(size)
        var context = Self.context
        context.time = time
        template.draw(in: &canvas, context: context)
        return canvas
    }

    /// Where ``sampleItems(count:)`` keeps what it made.
    private final class SampleCache {
        var items: [Int: [HomeItem]] = [:]
    }

    // MARK: Reproductions

    /// `let template = ListTemplate()` and the lines that hand it `count` items.
    func makeCode(itemCount count: Int) -> [String] {
        ["let template = \(registration.makeExpression)"] + handCode(itemCount: count)
    }

    /// The lines that hand a template `count` sample items.
    func handCode(itemCount count: Int) -> [String] {
        handCode(items: "ConformanceItems.sample(count: \(count.swiftLiteral))")
    }

    /// The lines that hand a template the items a Swift expression makes.
    func handCode(items expression: String) -> [String] {
        var lines: [String] = []
        if capabilities.contains(.viewModel) {
            lines.append("template.viewModel = HomeViewModel(items: \(expression))")
        }
        if capabilities.contains(.refreshable) { lines.append("template.refresh()") }
        return lines
    }

    /// The lines that draw a template into a new canvas called `name`.
    static func drawCode(_ size: Size, into name: String = "canvas", declare: Bool = true) -> [String] {
        [
            "\(declare ? "var " : "")\(name) = Canvas(width: \(size.width), height: \(size.height))",
            "template.draw(in: &\(name), context: DrawContext())",
        ]
    }
}
