/// The template type under check, and how the checks make, feed and draw instances of
/// it, each paired with the Swift a reproduction prints for it.
@MainActor
struct ConformanceSubject {
    let type: any HomeTemplate.Type
    let capabilities: TemplateCapabilities
    let typeName: String

    /// What every check draws with: time zero, the standard theme and motion.
    static let context = DrawContext()

    init(_ type: any HomeTemplate.Type) {
        self.type = type
        self.capabilities = TemplateCapabilities(of: type)
        self.typeName = String(describing: type)
    }

    var style: TemplateStyle { type.style }

    /// Whether the template shows items it is handed.
    var showsItems: Bool { capabilities.contains(.viewModel) }

    /// A new template showing ``ConformanceItems/sample(count:)``.
    func make(itemCount: Int) -> any HomeTemplate {
        let template = type.init()
        hand(itemCount: itemCount, to: template)
        return template
    }

    /// Hands a template `count` sample items, as the Container would: the view model,
    /// then a refresh.
    func hand(itemCount count: Int, to template: any HomeTemplate) {
        if let template = template as? any HasViewModel {
            template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: count))
        }
        if let template = template as? any Refreshable { template.refresh() }
    }

    /// Draws a template into a new canvas of `size`.
    func draw(_ template: any HomeTemplate, size: Size) -> Canvas {
        var canvas = Canvas(size)
        template.draw(in: &canvas, context: Self.context)
        return canvas
    }

    // MARK: Reproductions

    /// `let template = ListTemplate()` and the lines that hand it `count` items.
    func makeCode(itemCount count: Int) -> [String] {
        ["let template = \(typeName)()"] + handCode(itemCount: count)
    }

    /// The lines that hand a template `count` sample items.
    func handCode(itemCount count: Int) -> [String] {
        var lines: [String] = []
        if capabilities.contains(.viewModel) {
            lines.append("template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: \(count.swiftLiteral)))")
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

extension Int {
    /// The number as Swift writes it readably: `10_000`.
    var swiftLiteral: String { grouped(separator: "_") }

    /// The number as prose writes it: `10,000`.
    var prose: String { grouped(separator: ",") }

    private func grouped(separator: String) -> String {
        let digits = String(magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return (self < 0 ? "-" : "") + text
    }

    /// "0 items", "1 item", "10,000 items".
    var items: String { self == 1 ? "1 item" : "\(prose) items" }
}

/// Collects a rule's failures, keeping the first of each kind and counting the rest, so
/// that one broken habit is one message, not sixty.
struct FailureCollector {
    let rule: ConformanceRule
    private var kinds: [String] = []
    private var first: [String: (message: String, reproduction: String)] = [:]
    private var more: [String: Int] = [:]

    init(_ rule: ConformanceRule) {
        self.rule = rule
    }

    /// Notes a failure of a kind; only the first of each kind is built.
    mutating func add(_ kind: String, _ message: @autoclosure () -> String, reproduction: @autoclosure () -> [String]) {
        if first[kind] == nil {
            kinds.append(kind)
            first[kind] = (message(), reproduction().joined(separator: "\n"))
        } else {
            more[kind, default: 0] += 1
        }
    }

    /// Whether a failure of this kind was noted.
    func contains(_ kind: String) -> Bool { first[kind] != nil }

    /// The result: the first failure of each kind, with how many more cases it had.
    func result() -> ConformanceRuleResult {
        let failures = kinds.map { kind -> ConformanceFailure in
            let (message, reproduction) = first[kind]!
            let extra = more[kind] ?? 0
            let suffix = extra == 0 ? "" : " (and in \(extra) more case\(extra == 1 ? "" : "s"))"
            return ConformanceFailure(rule: rule, message: message + suffix, reproduction: reproduction)
        }
        return ConformanceRuleResult(rule: rule, failures: failures)
    }
}

/// What is wrong with a frame drawn at a size, if anything.
struct FrameProblem {
    /// A short key, so that the same problem at many sizes is one failure.
    var kind: String
    /// The problem, to follow "drawing at 24x8 with 8 items".
    var text: String
    /// A comment for the reproduction saying what to look at.
    var check: String

    /// The first problem of a canvas meant to be `size`.
    static func of(_ canvas: Canvas, size: Size) -> FrameProblem? {
        if canvas.size != size {
            return FrameProblem(
                kind: "size", text: "changed the canvas to \(canvas.size); draw into the canvas given, never replace it",
                check: "// canvas.size is \(canvas.size), not \(size)")
        }
        if !canvas.wideGlyphsArePaired {
            return FrameProblem(
                kind: "wide glyph", text: "left a wide glyph without its other half",
                check: "// canvas.wideGlyphsArePaired is false")
        }
        for (row, line) in PlainTextEncoder().lines(canvas).enumerated() where DisplayWidth.of(line) != size.width {
            return FrameProblem(
                kind: "line width", text: "drew line \(row + 1) \(DisplayWidth.of(line)) columns wide instead of \(size.width)",
                check: "// DisplayWidth.of(PlainTextEncoder().lines(canvas)[\(row)]) is \(DisplayWidth.of(line))")
        }
        return nil
    }
}
