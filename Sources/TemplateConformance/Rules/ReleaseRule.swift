/// `release`: a template embedded in a Container, used, replaced, and left with its
/// Container dropped, is gone: nothing keeps it alive.
@MainActor
enum ReleaseRule {
    static let size = Size(width: 80, height: 22)

    /// What the Container is put through before the replacement: moving, opening an
    /// item and coming back, settings and back, a swipe.
    static let events: [InputEvent] = [
        .key(.down), .key(.enter), .key(.escape), .key(.character("s")), .key(.escape), .swipe(.next),
    ]

    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    static func check(_ subject: ConformanceSubject, factory given: HomeFactory?) -> ConformanceRuleResult {
        var collector = FailureCollector(.release)
        let (factory, factoryCode) = makeFactory(for: subject, given: given)
        guard let reference = exercise(subject, factory: factory) else {
            // The factory cannot make the template: nothing to release.
            return ConformanceRuleResult(rule: .release, notApplicable: "the factory cannot make '\(subject.style)'")
        }
        if reference.object != nil {
            let className = String(describing: subject.registration.templateType)
            var lines = ["weak var template: \(className)?", "do {"]
            lines += (factoryCode + [
                "let container = try Container(factory: factory, style: \(styleCode(subject)))",
                "container.show(HomeViewModel(items: ConformanceItems.sample(count: \(Exploration.itemCount))))",
                "container.appear()",
                "template = container.child as? \(className)",
                "var canvas = Canvas(width: \(size.width), height: \(size.height))",
                "container.draw(in: &canvas, context: DrawContext())",
                "for event: InputEvent in [\(events.map(\.swiftLiteral).joined(separator: ", "))] {",
                "    container.handle(event)",
                "    container.draw(in: &canvas, context: DrawContext())",
                "}",
                "container.replace(with: ConformanceStandIn.style)",
                "container.finishTransitions()",
                "container.disappear()",
            ]).map { "    " + $0 }
            lines += ["}", "// template != nil"]
            collector.add(
                "alive",
                "the template is still alive after it was replaced and its Container dropped: something holds it strongly "
                    + "(a static property, a closure it handed out that captures it, a reference cycle)",
                reproduction: lines)
        }
        return collector.result()
    }

    /// `ListTemplate.style`, or for a template that is data its style as a literal.
    private static func styleCode(_ subject: ConformanceSubject) -> String {
        if case .compiled = subject.registration.source { return "\(subject.typeName).style" }
        let escaped = subject.style.rawValue.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        return "TemplateStyle(\"\(escaped)\")"
    }

    /// The given factory (or an empty one) with the template and the stand-in registered.
    private static func makeFactory(for subject: ConformanceSubject, given: HomeFactory?) -> (HomeFactory, [String]) {
        var factory = given ?? HomeFactory()
        var code = [given == nil ? "var factory = HomeFactory()" : "var factory = factory  // the factory given to TemplateConformance.check"]
        if factory.registration(for: subject.style) == nil {
            factory.register(subject.registration)
            if case .compiled = subject.registration.source {
                code.append("factory.register(\(subject.typeName).self)")
            } else {
                code.append("factory.register(registration)  // the registration of \(subject.typeName)")
            }
        }
        if factory.type(for: .conformanceStandIn) == nil {
            factory.register(ConformanceStandIn.self)
            code.append("factory.register(ConformanceStandIn.self)")
        }
        return (factory, code)
    }

    /// Embeds, uses and replaces the template; returns a weak reference to it once the
    /// Container is gone.
    private static func exercise(_ subject: ConformanceSubject, factory: HomeFactory) -> WeakReference? {
        guard let container = try? Container(factory: factory, style: subject.style),
              type(of: container.child) == subject.registration.templateType, container.child.style == subject.style
        else { return nil }
        let reference = WeakReference(container.child)
        container.show(HomeViewModel(items: ConformanceItems.sample(count: Exploration.itemCount)))
        container.appear()
        var canvas = Canvas(size)
        container.draw(in: &canvas, context: ConformanceSubject.context)
        for event in events {
            container.handle(event)
            container.draw(in: &canvas, context: ConformanceSubject.context)
        }
        container.replace(with: .conformanceStandIn)
        container.finishTransitions()
        container.disappear()
        return reference
    }
}
