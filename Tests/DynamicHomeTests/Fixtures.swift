import DynamicHome

extension TemplateStyle {
    static let spy: TemplateStyle = "spy"
    static let other: TemplateStyle = "other"
    static let silent: TemplateStyle = "silent"
}

/// A template that adopts every protocol and lets a test call its closures directly.
@MainActor
class SpyTemplate: HomeTemplate, HomeActions, HomeReporting, HasViewModel, Refreshable {
    class var style: TemplateStyle { .spy }
    static let summary = "records what happens to it"

    var longSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var shortSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var streamSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var settingsSelected: @MainActor () -> Void = {}
    var replaceWith: @MainActor (TemplateStyle) -> Void = { _ in }
    var didLaunch: @MainActor () -> Void = {}
    var didHorizontalSwipe: @MainActor (SwipeDirection) -> Void = { _ in }
    var viewModel = HomeViewModel()

    var refreshes: [HomeViewModel] = []
    var lifecycle: [String] = []
    var events: [InputEvent] = []

    required init() {}

    func refresh() { refreshes.append(viewModel) }
    func draw(in canvas: inout Canvas, context: DrawContext) {
        canvas.draw("\(Self.style): \(viewModel.items.map(\.title).joined(separator: ","))", at: Point(column: 0, row: 0))
    }
    func handle(_ event: InputEvent) -> EventHandling {
        events.append(event)
        switch event {
        case .swipe(let direction): didHorizontalSwipe(direction)
        case .key(.enter): if let item = viewModel.items.first { open(item, at: 0) }
        default: return .ignored
        }
        return .handled
    }
    func willMove(toParent parent: ContainerIdentity?) { lifecycle.append(parent == nil ? "willMove(nil)" : "willMove(container)") }
    func didMove(toParent parent: ContainerIdentity?) { lifecycle.append(parent == nil ? "didMove(nil)" : "didMove(container)") }
    func willAppear() { lifecycle.append("willAppear") }
    func didAppear() {
        lifecycle.append("didAppear")
        didLaunch()
    }
    func willDisappear() { lifecycle.append("willDisappear") }
    func didDisappear() { lifecycle.append("didDisappear") }
}

/// A second style, for replacements.
@MainActor
final class OtherTemplate: SpyTemplate {
    override class var style: TemplateStyle { .other }
}

/// A template that adopts none of the action protocols.
@MainActor
final class SilentTemplate: HomeTemplate {
    static let style = TemplateStyle.silent
    static let summary = "does nothing"
    init() {}
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func handle(_ event: InputEvent) -> EventHandling { .ignored }
}

@MainActor
func makeFactory() -> HomeFactory {
    var factory = HomeFactory()
    factory.register(SpyTemplate.self)
    factory.register(OtherTemplate.self)
    return factory
}

let sampleItems = [
    HomeItem(identifier: "a", title: "Alpha", description: "first", kind: .long),
    HomeItem(identifier: "b", title: "北京", kind: .short),
    HomeItem(identifier: "c", title: "Live 🎧", kind: .stream, byline: "Radio"),
]

/// A template that uses left and right itself (a carousel): the screen leaves them to it.
@MainActor
final class CarouselTemplate: SpyTemplate {
    override class var style: TemplateStyle { "carousel" }
    override func handle(_ event: InputEvent) -> EventHandling {
        if event == .key(.left) || event == .key(.right) {
            events.append(event)
            return .handled
        }
        return super.handle(event)
    }
}
