import DynamicHome

/// `home render`: print the current screen as one frame.
enum RenderCommand: Subcommand {
    static let command = CommandName.render
    static let usage = "render [options]"
    static let summary = "Print the current screen as one frame: exactly --height lines of exactly --width columns (with --screen-reader, as lines of words)."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        try expectNoOperands(operands)
        let options: ScreenOptions
        do { options = try ScreenOptions(arguments) } catch { throw CommandFailure(error) }
        var setup = ScreenSetup(options: options, context: context)
        setup.showsOneDay = true
        let made = try await setup.makeScreen()
        let (screen, warnings) = (made.screen, made.warnings)
        for warning in warnings { context.console.writeError("home: \(warning)\n") }
        if made.resolution.screenReader {
            // The day, each section with its template and items, and the focus, in words.
            context.console.write(screen.reading.listing.map { $0 + "\n" }.joined())
        } else {
            let frame = screen.frame(size: options.size(console: context.console))
            context.console.writeFrame(ANSIEncoder(mode: options.colorMode(console: context.console, environment: context.environment)).encode(frame))
        }
        return ScreenSetup.status(made.finish(console: context.console), of: screen, console: context.console)
    }
}
