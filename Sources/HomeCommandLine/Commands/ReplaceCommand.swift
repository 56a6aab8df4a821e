import Diagnostics
import DynamicHome

/// `home replace --to STYLE`: print the cross-fade from the template in force to another.
enum ReplaceCommand: Subcommand {
    static let command = CommandName.replace
    static let usage = "replace --to STYLE [--frames N | --fps N] [--duration MS] [options]"
    static let summary = "Print every frame of the cross-fade from the template in force to STYLE."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        try expectNoOperands(operands)
        guard let target = arguments.value(.to).map({ TemplateStyle($0) }) else {
            throw CommandFailure(UsageError("'home replace' needs --to STYLE", hint: "e.g. \(context.invocation("replace --to grid"))"))
        }
        let styles = context.factory.styles
        guard styles.contains(target) else {
            throw CommandFailure(HomeFactoryError.unknownStyle(target, registered: styles).description, exitCode: 2)
        }
        let run = try await TransitionRun(arguments, context: context, showsOneDay: true) { prepared throws(CommandFailure) in
            guard target != prepared.resolution.choice.style else {
                throw CommandFailure("the template in force is already '\(target)'; there is nothing to cross-fade", exitCode: 1)
            }
        }
        let status = try run.printFrames(context: context) { screen in
            screen.replace(with: target, reason: .commandLine)
        }
        // The frames show a day that failed to load; the exit status says it too.
        return ScreenSetup.status(status, of: run.screen, console: context.console)
    }
}

/// `home swipe next|previous`: print the slide to the adjacent day.
enum SwipeCommand: Subcommand {
    static let command = CommandName.swipe
    static let usage = "swipe next|previous [--frames N | --fps N] [--duration MS] [options]"
    static let summary = "Print every frame of the slide to the next or previous day."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        guard operands.count == 1, let direction = SwipeDirection(rawValue: operands[0]) else {
            throw CommandFailure(UsageError(
                operands.isEmpty ? "'home swipe' needs a direction" : "'home swipe' takes next or previous, not '\(Excerpt.of(operands.joined(separator: " ")))'",
                hint: "usage: home \(usage)"))
        }
        let run = try await TransitionRun(arguments, context: context)
        let screen = run.screen
        // Without a list of days, whether the adjacent day exists is known once it loads.
        let way: DeckDirection = direction == .next ? .forward : .backward
        await screen.waiter.until { $0.knowsNeighbour(way) }
        if let message = screen.store.state.noNeighbourMessage(way) { throw CommandFailure(message) }
        let target = screen.days.all[screen.days.index + (direction == .next ? 1 : -1)]
        screen.send(.swipe(direction))
        guard screen.days.current == target else {
            throw CommandFailure("the template did not report the swipe, so the day did not change")
        }
        // The adjacent day was pre-fetched; if it is still on its way, wait for it.
        await screen.waiter.settle()
        let status = try run.printFrames(context: context, alreadyStarted: true) { _ in }
        // The frames show the failure; the exit status says it too, as `render` does.
        return ScreenSetup.status(status, of: screen, console: context.console)
    }
}
