import DynamicHome

/// A small template that keeps the whole contract: one row per item, up/down select,
/// enter opens by kind, space a quick look, `s` settings, `v` asks for the list,
/// left/right and completed swipes report, appearing reports a launch, a click selects.
///
/// Each broken template below breaks one rule, and only that one.
@MainActor
class WellBehavedTemplate: HomeTemplate, HomeActions, HomeReporting, HasViewModel, Refreshable {
    class var style: TemplateStyle { "well-behaved" }
    static let summary = "keeps the contract"

    var longSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var shortSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var streamSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var settingsSelected: @MainActor () -> Void = {}
    var replaceWith: @MainActor (TemplateStyle) -> Void = { _ in }
    var didLaunch: @MainActor () -> Void = {}
    var didHorizontalSwipe: @MainActor (SwipeDirection) -> Void = { _ in }
    var viewModel = HomeViewModel()

    var presentation = ItemPresentation()
    var items: [HomeItem] { presentation.items }
    var selectedIndex: Int? { presentation.selection.selected }

    required init() {}

    func refresh() { presentation.present(viewModel) }

    func willAppear() {}
    func didAppear() { didLaunch() }

    func handle(_ event: InputEvent) -> EventHandling {
        switch event {
        case .key(.down): presentation.selection.move(by: 1)
        case .key(.up): presentation.selection.move(by: -1)
        case .key(.enter): return openSelected()
        case .key(.space):
            guard let index = selectedIndex else { return .ignored }
            shortSelected(SelectedItem(item: items[index], index: index))
        case .key(.character("s")): settingsSelected()
        case .key(.character("v")): replaceWith("list")
        case .key(.left): report(.previous)
        case .key(.right): report(.next)
        case .swipe(let direction): report(direction)
        case .mouse(let mouse) where mouse.action == .press && items.indices.contains(mouse.row):
            presentation.selection.select(mouse.row)
        default: return .ignored
        }
        return .handled
    }

    func openSelected() -> EventHandling {
        guard let index = selectedIndex else { return .ignored }
        open(items[index], at: index)
        return .handled
    }

    func report(_ direction: SwipeDirection) {
        didHorizontalSwipe(direction)
    }

    func isAnimating(at time: Duration) -> Bool { presentation.isAnimating(at: time) }

    /// The rows, or a change of them in motion.
    func draw(in canvas: inout Canvas, context: DrawContext) {
        guard let animation = presentation.runningAnimation(at: context.time, motion: context.motion) else {
            drawStill(in: &canvas)
            return
        }
        let width = canvas.width
        animation.draw(
            in: &canvas, at: context.time, entrySize: Size(width: width, height: 1),
            oldPlacement: { ChangeAnimation.Placement(column: 0, row: Double($0)) },
            newPlacement: { ChangeAnimation.Placement(column: 0, row: Double($0)) }, seed: context.motion.seed
        ) { item, index in
            var row = Canvas(width: width, height: 1)
            row.draw((index != nil && index == selectedIndex ? "▸ " : "  ") + item.title, at: Point(column: 0, row: 0))
            return row
        }
    }

    /// The rows as they are.
    func drawStill(in canvas: inout Canvas) {
        for (row, item) in items.prefix(canvas.height).enumerated() {
            canvas.draw((row == selectedIndex ? "▸ " : "  ") + item.title, at: Point(column: 0, row: row))
        }
    }
}

/// Breaks `bounds`: each frame shows how many frames it has drawn.
final class FlickeringTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "flickering" }
    private var frames = 0

    override func draw(in canvas: inout Canvas, context: DrawContext) {
        super.draw(in: &canvas, context: context)
        frames += 1
        canvas.draw("\(frames % 10)", at: Point(column: 0, row: 0))
    }
}

/// Breaks `bounds`: it draws into a canvas one column wider than it was given.
final class SpillingTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "spilling" }

    override func draw(in canvas: inout Canvas, context: DrawContext) {
        canvas = Canvas(width: canvas.width + 1, height: canvas.height)
        super.draw(in: &canvas, context: context)
    }
}

/// Breaks `items`: with no items it still claims the first is selected.
final class StraySelectionTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "stray-selection" }
    override var selectedIndex: Int? { presentation.selection.selected ?? 0 }

    override func openSelected() -> EventHandling {
        guard let index = presentation.selection.selected else { return .ignored }
        open(items[index], at: index)
        return .handled
    }

    override func handle(_ event: InputEvent) -> EventHandling {
        if event == .key(.space), presentation.selection.selected == nil { return .ignored }
        return super.handle(event)
    }
}

/// Breaks `items`: it shows items (it adopts HasViewModel) but shows a change of them at
/// once, without animating it.
final class AbruptTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "abrupt" }

    override func isAnimating(at time: Duration) -> Bool { false }

    override func draw(in canvas: inout Canvas, context: DrawContext) { drawStill(in: &canvas) }
}

/// Breaks `items`: it says a change of its items animates, but draws the new items at
/// once all the same.
final class FrozenTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "frozen" }

    override func draw(in canvas: inout Canvas, context: DrawContext) {
        _ = presentation.runningAnimation(at: context.time, motion: context.motion)
        drawStill(in: &canvas)
    }
}

/// Breaks `actions`: enter on a stream does nothing, so `streamSelected` is never called.
final class ForgetfulTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "forgetful" }

    override func openSelected() -> EventHandling {
        guard let index = selectedIndex, items[index].kind != .stream else { return .ignored }
        return super.openSelected()
    }
}

/// Breaks `actions`: it opens the item it shows, but says it is at the next index.
final class OffByOneTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "off-by-one" }

    override func openSelected() -> EventHandling {
        guard let index = selectedIndex else { return .ignored }
        open(items[index], at: index + 1)
        return .handled
    }
}

/// Breaks `reporting`: every swipe is reported twice.
final class StutteringTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "stuttering" }

    override func report(_ direction: SwipeDirection) {
        didHorizontalSwipe(direction)
        didHorizontalSwipe(direction)
    }
}

/// Breaks `reporting`: it reports a launch on appearing, and again when it has appeared.
final class DoubleLaunchTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "double-launch" }

    override func willAppear() { didLaunch() }
}

/// Breaks `release`: every instance is kept in a static list.
final class ClingingTemplate: WellBehavedTemplate {
    override class var style: TemplateStyle { "clinging" }
    static var everyInstance: [ClingingTemplate] = []

    required init() {
        super.init()
        Self.everyInstance.append(self)
    }
}

/// Adopts neither HomeActions nor HomeReporting.
final class MuteTemplate: HomeTemplate, HasViewModel {
    static let style: TemplateStyle = "mute"
    static let summary = "shows items and does nothing"
    var viewModel = HomeViewModel()
    init() {}
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func handle(_ event: InputEvent) -> EventHandling { .ignored }
}
