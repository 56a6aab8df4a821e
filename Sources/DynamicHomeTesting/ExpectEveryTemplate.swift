import DynamicHome
import Testing

/// Checks every template of a factory for what `home` relies on, in one call, and
/// records one test issue per problem, at the line of the call:
///
/// - the factory was put together without problems (two templates with one style);
/// - each template keeps the template contract (``expectConformance(_:factory:sourceLocation:)-(HomeTemplate.Type,_,_)``);
/// - each draws within bounds at every size up to 40×8, every line exactly its width,
///   wide glyphs whole;
/// - `v` asks each for a registered style, if any;
/// - `t` cycles through the styles in the order they are registered;
/// - a change of items animates, and ends on the frame the new items draw.
///
/// ```swift
/// @Test func everyTemplateKeepsTheContract() async {
///     await expectEveryTemplateKeepsTheContract(in: .standard.registering(CompactTemplate.self))
/// }
/// ```
///
/// A package that adds its templates to the kit's can check its own alone, as the kit
/// checks its templates in its own tests (a template is a second or so of a debug build's
/// test run); `t` still cycles through them all:
///
/// ```swift
/// await expectEveryTemplateKeepsTheContract(in: .standard.registering(CompactTemplate.self), checking: ["compact"])
/// ```
///
/// - Parameters:
///   - factory: The templates, as the executable registers them.
///   - styles: The styles whose templates are checked one by one; every registered style
///     when `nil`. A style the factory does not have is an issue.
///   - sourceLocation: Where issues are recorded.
@MainActor
public func expectEveryTemplateKeepsTheContract(
    in factory: HomeFactory, checking styles: [TemplateStyle]? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
) async {
    for problem in factory.problems {
        Issue.record(Comment(rawValue: "the factory: \(problem)"), sourceLocation: sourceLocation)
    }
    for style in styles ?? [] where factory.registration(for: style) == nil {
        FactoryChecks.record("the factory has no template of the style '\(style)' to check; registered: \(factory.styles.map(\.rawValue).joined(separator: ", "))", sourceLocation)
    }
    for registration in factory.registrations where styles?.contains(registration.style) ?? true {
        await expectConformance(registration, factory: factory, sourceLocation: sourceLocation)
        FactoryChecks.drawsWithinBounds(registration.style, factory: factory, sourceLocation: sourceLocation)
        FactoryChecks.alternativeIsRegistered(registration.style, factory: factory, sourceLocation: sourceLocation)
        FactoryChecks.aChangeAnimatesToTheNewFrame(registration.style, factory: factory, sourceLocation: sourceLocation)
    }
    await FactoryChecks.tCyclesInRegistrationOrder(factory, sourceLocation: sourceLocation)
}

/// The checks of ``expectEveryTemplateKeepsTheContract(in:checking:sourceLocation:)`` beside the
/// conformance rules.
@MainActor
enum FactoryChecks {
    static func record(_ text: String, _ sourceLocation: Testing.SourceLocation) {
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }

    static func drawsWithinBounds(_ style: TemplateStyle, factory: HomeFactory, sourceLocation: Testing.SourceLocation) {
        guard let template = try? make(style, from: factory) else { return }
        for width in 1...40 {
            for height in 1...8 {
                let canvas = renderCanvas(template, width: width, height: height)
                let lines = PlainTextEncoder().lines(canvas)
                guard canvas.wideGlyphsArePaired, lines.count == height, lines.allSatisfy({ DisplayWidth.of($0) == width }) else {
                    record("\(style) draws outside its \(width)x\(height) canvas, or splits a wide glyph:\n\(lines.joined(separator: "\n"))", sourceLocation)
                    return
                }
            }
        }
    }

    static func alternativeIsRegistered(_ style: TemplateStyle, factory: HomeFactory, sourceLocation: Testing.SourceLocation) {
        guard let template = try? make(style, from: factory), let actions = template as? any HomeActions else { return }
        var asked: [TemplateStyle] = []
        actions.replaceWith = { asked.append($0) }
        for key in (template as? any RoutesKeys)?.keyBindings.keys(for: .alternative) ?? [.character("v")] {
            _ = template.handle(.key(key))
        }
        for asked in asked where !factory.styles.contains(asked) {
            record("\(style) asks for the style '\(asked)' with v, which no template of the factory has; registered: \(factory.styles.map(\.rawValue).joined(separator: ", "))", sourceLocation)
        }
    }

    static func aChangeAnimatesToTheNewFrame(_ style: TemplateStyle, factory: HomeFactory, sourceLocation: Testing.SourceLocation) {
        var changed = TemplateTesting.items
        changed.remove(at: 1)
        changed.insert(HomeItem(identifier: "new", title: "새로운 소식 — breaking ⚡", kind: .short, minutes: 1), at: 3)
        guard let animated = try? make(style, from: factory), let direct = try? make(style, from: factory, items: changed)
        else { return }
        let start = render(animated, width: 80, height: 24, time: .seconds(1))
        TemplateTesting.hand(changed, to: animated)
        // Handed outside a screen, the change starts at the next frame drawn.
        _ = render(animated, width: 80, height: 24, time: .seconds(1))
        let middle = render(animated, width: 80, height: 24, time: .milliseconds(1200))
        let animating = animated.isAnimating(at: .milliseconds(1200))
        let end = render(animated, width: 80, height: 24, time: .seconds(2))
        if !animating || middle == end || start == end {
            record("\(style) does not animate a change of its items (delete one, insert one): the frames before, during and after are not three", sourceLocation)
        }
        if animated.isAnimating(at: .seconds(2)) || end != render(direct, width: 80, height: 24) {
            record("\(style) does not end a change of its items on the frame the new items draw", sourceLocation)
        }
    }

    static func tCyclesInRegistrationOrder(_ factory: HomeFactory, sourceLocation: Testing.SourceLocation) async {
        let styles = factory.styles
        guard styles.count > 1, let home = try? await HomeScreenHarness(styles[0], factory: factory, motion: .none)
        else { return }
        let next = home.container.keys.keys(for: .nextTemplate).first ?? .character("t")
        for (from, to) in zip(styles, styles.dropFirst() + [styles[0]]) {
            home.press(next)
            if home.child.style != to {
                record("t from \(from) shows \(home.child.style), not \(to), the next style registered", sourceLocation)
                break
            }
        }
        home.skipEvents()
        home.finish(sourceLocation: sourceLocation)
    }
}
