/// One thing the checks do to a template: an input event, or an appearance (the
/// containment callbacks `willAppear` and `didAppear`).
enum ProbeStep: Hashable, Sendable, CustomStringConvertible {
    case input(InputEvent)
    case appear

    /// Every step the searches try: keys (named ones, letters and digits), clicks on a
    /// lattice of points, the wheel, completed swipes and an appearance.
    static let candidates: [ProbeStep] = {
        let named: [Key] = [
            .down, .up, .enter, .space, .tab, .backtab, .right, .left, .pageDown, .pageUp, .home, .end, .escape, .backspace,
        ]
        let characters = "abcdefghijklmnopqrstuvwxyz0123456789?/".map(Key.character)
        var steps = (named + characters).map { ProbeStep.input(.key($0)) }
        for row in [0, 1, 2, 3, 4, 6, 8, 12, 16, 22] {
            for column in [0, 4, 20, 40, 60, 76] {
                steps.append(.input(.mouse(MouseEvent(.press, column: column, row: row))))
            }
        }
        steps.append(.input(.mouse(MouseEvent(.scrollDown, column: 0, row: 0))))
        steps.append(.input(.mouse(MouseEvent(.scrollUp, column: 0, row: 0))))
        steps += SwipeDirection.allCases.map { .input(.swipe($0)) }
        steps.append(.appear)
        return steps
    }()

    /// The step as Swift: `.key(.down)`, `.mouse(MouseEvent(.press, column: 4, row: 2))`,
    /// `appear`.
    var description: String {
        switch self {
        case .input(let event): event.swiftLiteral
        case .appear: "appearing"
        }
    }

    /// The line of Swift that does the step to `template`.
    var code: String {
        switch self {
        case .input(let event): "_ = template.handle(\(event.swiftLiteral))"
        case .appear: "template.willAppear(); template.didAppear()"
        }
    }

    /// Does the step.
    @MainActor
    func apply(to template: any HomeTemplate) {
        switch self {
        case .input(let event): _ = template.handle(event)
        case .appear:
            template.willAppear()
            template.didAppear()
        }
    }
}

extension InputEvent {
    /// The event as a Swift expression, for reproductions.
    var swiftLiteral: String {
        switch self {
        case .key(let key): ".key(\(key.swiftLiteral))"
        case .mouse(let mouse): ".mouse(MouseEvent(.\(mouse.action), column: \(mouse.column), row: \(mouse.row)))"
        case .swipe(let direction): ".swipe(.\(direction.rawValue))"
        }
    }
}

extension Key {
    /// The key as a Swift expression: `.down`, `.character("s")`.
    var swiftLiteral: String {
        switch self {
        case .up: ".up"
        case .down: ".down"
        case .left: ".left"
        case .right: ".right"
        case .enter: ".enter"
        case .escape: ".escape"
        case .tab: ".tab"
        case .backtab: ".backtab"
        case .backspace: ".backspace"
        case .space: ".space"
        case .pageUp: ".pageUp"
        case .pageDown: ".pageDown"
        case .home: ".home"
        case .end: ".end"
        case .character(let character): ".character(\(String(character).debugDescription))"
        case .control(let character): ".control(\(String(character).debugDescription))"
        }
    }
}
