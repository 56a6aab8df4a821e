/// All of dragging a page: the pointer pressed, moved sideways past a threshold (the
/// drag begins and the adjacent day's page follows the pointer), and released (past
/// half the width the day moves, else the page springs back). A press and release in
/// place is a click on the template; the wheel scrolls.
///
/// A view of the screen made when it is asked for (``HomeScreen/drag``): where the
/// pointer was pressed and which way it drags are the screen's (its drag state), the
/// slide the Container's, so the screen keeps no helper pointing back at it.
@MainActor
public struct DayDrag {
    /// Columns the pointer must travel sideways before a press becomes a drag.
    public static let threshold = 2

    /// The screen whose pages are dragged.
    private let screen: HomeScreen

    init(screen: HomeScreen) {
        self.screen = screen
    }

    private var pressed: Point? {
        get { screen.dragState.pressed }
        nonmutating set { screen.dragState.pressed = newValue }
    }

    private var dragging: SwipeDirection? {
        get { screen.dragState.dragging }
        nonmutating set { screen.dragState.dragging = newValue }
    }

    /// Handles a pointer report in the whole frame's coordinates; `body` is the
    /// Container's area, where clicks and the wheel go.
    public func handle(_ pointer: MouseEvent, body: Rect) {
        switch pointer.action {
        case .press:
            pressed = Point(column: pointer.column, row: pointer.row)
            dragging = nil
        case .drag:
            guard let start = pressed else { return }
            let dx = pointer.column - start.column
            let dy = pointer.row - start.row
            if dragging == nil, abs(dx) >= Self.threshold, abs(dx) > abs(dy) {
                let direction: SwipeDirection = dx < 0 ? .next : .previous
                if begin(direction) { dragging = direction }
            }
            if let direction = dragging {
                let travelled = direction == .next ? -dx : dx
                update(Double(max(0, travelled)) / Double(max(1, body.width)))
            }
        case .release:
            defer {
                pressed = nil
                dragging = nil
            }
            if dragging != nil { return end() }
            guard let start = pressed, let point = bodyPoint(start, body: body) else { return }
            screen.send(.mouse(MouseEvent(.press, column: point.column, row: point.row)))
        case .scrollUp, .scrollDown:
            guard let point = bodyPoint(Point(column: pointer.column, row: pointer.row), body: body) else { return }
            screen.send(.mouse(MouseEvent(pointer.action, column: point.column, row: point.row)))
        }
    }

    /// Starts dragging the page towards the adjacent day; the day does not change until
    /// the drag completes.
    /// - Returns: Whether there is a day that way.
    @discardableResult
    public func begin(_ direction: SwipeDirection) -> Bool {
        guard let adjacent = screen.days.adjacentViewModel(direction) else { return false }
        return screen.container.beginDrag(direction, adjacent: adjacent)
    }

    /// Moves the drag to a share of the width, from 0 (where it started) to 1.
    public func update(_ progress: Double) {
        screen.container.updateDrag(progress)
    }

    /// Lets go: past half the width the day moves (and the child is told of the swipe),
    /// else the page springs back and nothing changes.
    public func end() {
        let transitions = screen.container.transitions
        guard let progress = transitions.dragProgress, let direction = transitions.slideDirection else { return }
        if progress > 0.5 {
            screen.days.move(direction)
        } else {
            screen.container.cancelDrag()
        }
    }

    private func bodyPoint(_ point: Point, body: Rect) -> Point? {
        guard point.row >= body.row, point.row < body.maxRow, point.column >= 0, point.column < body.width else { return nil }
        return Point(column: point.column, row: point.row - body.row)
    }
}

/// Where the pointer was pressed, and which way it drags a page: what ``DayDrag`` reads
/// from one pointer report to the next.
struct DragState {
    var pressed: Point?
    var dragging: SwipeDirection?
}
