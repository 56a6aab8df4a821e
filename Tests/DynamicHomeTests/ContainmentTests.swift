import DynamicHome
import DynamicHomeTesting
import Testing

/// A spy that checks its containment callbacks with the state machine.
@MainActor
class CheckedTemplate: HomeTemplate, HomeActions, HasViewModel, Refreshable {
    class var style: TemplateStyle { "checked" }
    static let summary = "checks its callbacks"
    static var violations: [ContainmentStateMachine.Violation] = []
    static var instances: [CheckedTemplate] = []

    var machine = ContainmentStateMachine()
    var longSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var shortSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var streamSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var settingsSelected: @MainActor () -> Void = {}
    var replaceWith: @MainActor (TemplateStyle) -> Void = { _ in }
    var viewModel = HomeViewModel()
    var itemsWhenFirstDrawn: [HomeItem]?

    required init() { Self.instances.append(self) }

    func refresh() {}
    func draw(in canvas: inout Canvas, context: DrawContext) {
        if itemsWhenFirstDrawn == nil { itemsWhenFirstDrawn = viewModel.items }
        canvas.fill(canvas.bounds, with: Cell(Glyph(Character(String(Self.style.rawValue.prefix(1))))!))
    }
    func handle(_ event: InputEvent) -> EventHandling { .ignored }

    private func record(_ callback: ContainmentStateMachine.Callback) {
        do { try machine.record(callback) } catch { Self.violations.append(error) }
    }
    func willMove(toParent parent: ContainerIdentity?) { record(.willMove(toParent: parent != nil)) }
    func didMove(toParent parent: ContainerIdentity?) { record(.didMove(toParent: parent != nil)) }
    func willAppear() { record(.willAppear) }
    func didAppear() { record(.didAppear) }
    func willDisappear() { record(.willDisappear) }
    func didDisappear() { record(.didDisappear) }
}

@MainActor final class CheckedA: CheckedTemplate { override class var style: TemplateStyle { "a" } }
@MainActor final class CheckedB: CheckedTemplate { override class var style: TemplateStyle { "b" } }
@MainActor final class CheckedC: CheckedTemplate { override class var style: TemplateStyle { "c" } }

@MainActor
@Suite("Containment and cross-fades", .serialized)
struct ContainmentTests {
    var now = Duration.zero

    func makeContainer() throws -> (Container, () -> Void) {
        CheckedTemplate.violations = []
        CheckedTemplate.instances = []
        var factory = HomeFactory()
        factory.register(CheckedA.self)
        factory.register(CheckedB.self)
        factory.register(CheckedC.self)
        let container = try Container(factory: factory, style: "a")
        container.transitions.motion = Motion(duration: .milliseconds(400), easing: .linear)
        container.show(HomeViewModel(items: sampleItems))
        container.appear()
        return (container, {})
    }

    @Test func theStateMachineNamesMisuse() {
        var machine = ContainmentStateMachine()
        #expect(throws: ContainmentStateMachine.Violation.self) { try machine.record(.willAppear) }
        do {
            try machine.record(.willMove(toParent: true))
            try machine.record(.didAppear)
        } catch {
            #expect(error.description == "containment: didAppear while attaching; callbacks so far: willMove(toParent:)")
        }
    }

    @Test func aReplacementCrossFadesWithBalancedCallbacks() throws {
        let (container, _) = try makeContainer()
        let clock = ManualClock()
        container.clock = clock.frameClock
        let first = CheckedTemplate.instances[0]
        container.replace(with: "b")
        let second = try #require(container.child as? CheckedB)
        // Handed its items before its first frame: both children are drawn while the
        // fade runs, the old one shown before half way and the new one after.
        var canvas = Canvas(width: 10, height: 2)
        clock.advance(to: .init(offset: .milliseconds(150)))
        container.draw(in: &canvas, context: DrawContext(time: clock.elapsed))
        #expect(second.itemsWhenFirstDrawn == sampleItems)
        #expect(canvas.plainText.contains("a") && !canvas.plainText.contains("b"))
        clock.advance(to: .init(offset: .milliseconds(250)))
        container.draw(in: &canvas, context: DrawContext(time: clock.elapsed))
        #expect(canvas.plainText.contains("b") && !canvas.plainText.contains("a"))
        #expect(second.machine.state == .appearing)
        #expect(first.machine.state == .disappearing)
        clock.advance(to: .init(offset: .milliseconds(400)))
        container.advanceTransitions(to: clock.elapsed)
        #expect(second.machine.state == .visible)
        #expect(first.machine.state == .detached)
        #expect(CheckedTemplate.violations.isEmpty, "\(CheckedTemplate.violations)")
    }

    @Test func aReplacementDuringAFadeStartsFromTheFrameOnScreen() throws {
        let (container, _) = try makeContainer()
        let clock = ManualClock()
        container.clock = clock.frameClock
        var canvas = Canvas(width: 40, height: 6)
        container.draw(in: &canvas, context: DrawContext(time: clock.elapsed))
        container.replace(with: "b")
        clock.advance(to: .init(offset: .milliseconds(200)))
        container.draw(in: &canvas, context: DrawContext(time: clock.elapsed))
        let onScreen = canvas
        container.replace(with: "c")
        // The first frame of the new fade is the frame that was on screen.
        var first = Canvas(width: 40, height: 6)
        container.draw(in: &first, context: DrawContext(time: clock.elapsed))
        #expect(first == onScreen)
        let a = CheckedTemplate.instances[0]
        let b = CheckedTemplate.instances[1]
        #expect(a.machine.state == .detached)
        #expect(b.machine.state == .detached)  // the intermediate child is removed cleanly
        clock.advance(to: .init(offset: .milliseconds(600)))
        container.advanceTransitions(to: clock.elapsed)
        var last = Canvas(width: 40, height: 6)
        container.draw(in: &last, context: DrawContext(time: clock.elapsed))
        #expect(last.plainText == String(repeating: String(repeating: "c", count: 40) + "\n", count: 6))
        #expect(CheckedTemplate.violations.isEmpty, "\(CheckedTemplate.violations)")
    }

    @Test func theOldChildIsReleasedAfterTheFade() throws {
        let (container, _) = try makeContainer()
        let clock = ManualClock()
        container.clock = clock.frameClock
        weak let old = CheckedTemplate.instances[0]
        container.replace(with: "b")
        clock.advance(to: .init(offset: .seconds(1)))
        container.advanceTransitions(to: clock.elapsed)
        CheckedTemplate.instances.removeAll()
        #expect(old == nil)
    }

    @Test func replacingWithTheStyleOnItsWayDoesNothing() throws {
        let (container, _) = try makeContainer()
        container.replace(with: "b")
        #expect(container.replace(with: "b") == false)
        #expect(CheckedTemplate.instances.count == 2)
    }

    @Test func aLaunchIsCountedOnceAcrossDetailScreensAndReplacements() throws {
        let container = try Container(factory: makeFactory(), style: .spy)
        let clock = ManualClock()
        container.clock = clock.frameClock
        var launches = 0
        container.onEvent = { if case .launched = $0 { launches += 1 } }
        container.show(HomeViewModel(items: sampleItems))
        container.appear()
        container.handle(.key(.enter))
        container.handle(.key(.escape))
        container.replace(with: .other)
        clock.advance(to: .init(offset: .seconds(1)))
        container.advanceTransitions(to: clock.elapsed)
        #expect(launches == 1)
        let spy = try #require(container.child as? SpyTemplate)
        #expect(spy.lifecycle == ["willMove(container)", "didMove(container)", "willAppear", "didAppear"])
    }
}
