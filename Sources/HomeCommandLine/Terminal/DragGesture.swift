import DynamicHome

/// Turns mouse reports into what the screen understands: a horizontal drag is an
/// interactive swipe whose pages follow the pointer; a press and release in place is a
/// click on the template; the wheel scrolls.
@MainActor
struct DragGesture {
    /// Columns the pointer must travel sideways before a press becomes a drag.
    static let threshold = 2

    private var pressed: (column: Int, row: Int)?
    private var dragging: SwipeDirection?

    /// Handles a mouse report; returns the events to send to the screen (the drag
    /// itself goes to the screen directly).
    mutating func handle(_ mouse: TerminalMouse, body: Rect, screen: HomeScreen) -> [InputEvent] {
        switch mouse.action {
        case .press(button: 0):
            pressed = (mouse.column, mouse.row)
            dragging = nil
            return []
        case .drag(button: 0):
            guard let start = pressed else { return [] }
            let dx = mouse.column - start.column
            let dy = mouse.row - start.row
            if dragging == nil, abs(dx) >= Self.threshold, abs(dx) > abs(dy) {
                let direction: SwipeDirection = dx < 0 ? .next : .previous
                if screen.beginDrag(direction) { dragging = direction }
            }
            if let direction = dragging {
                let travelled = direction == .next ? -dx : dx
                screen.container.updateDrag(Double(max(0, travelled)) / Double(max(1, body.width)))
            }
            return []
        case .release(button: 0):
            defer {
                pressed = nil
                dragging = nil
            }
            if dragging != nil {
                screen.endDrag()
                return []
            }
            guard let start = pressed, let point = bodyPoint(column: start.column, row: start.row, body: body) else { return [] }
            return [.mouse(MouseEvent(.press, column: point.column, row: point.row))]
        case .scrollUp, .scrollDown:
            guard let point = bodyPoint(column: mouse.column, row: mouse.row, body: body) else { return [] }
            return [.mouse(MouseEvent(mouse.action == .scrollUp ? .scrollUp : .scrollDown, column: point.column, row: point.row))]
        default:
            return []
        }
    }

    private func bodyPoint(column: Int, row: Int, body: Rect) -> Point? {
        guard row >= body.row, row < body.maxRow, column >= 0, column < body.width else { return nil }
        return Point(column: column, row: row - body.row)
    }
}
