import AdaptiveCards
import Diagnostics
import DynamicHome

/// `home card FILE`: an Adaptive Card, or a card template with its data, printed as one
/// frame: the card in a box as the `card` style draws it, as tall as it is (or exactly
/// `--height` rows). `home card validate FILE…` checks cards (``validate(_:files:context:)``).
enum CardCommand: Subcommand {
    static let command = CommandName.card
    static let usage = "card FILE [--data FILE] [--host-config FILE] [--width N] [--height N] | card validate FILE…"
    static let summary = "Print an Adaptive Card (or a card template with --data) as one frame, as tall as the card unless --height is given; "
        + "'card validate FILE…' checks cards and templates: problems as file:line:column with suggestions, what falls back, exit status 1 for any problem."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        if operands.first == "validate" { return try validate(arguments, files: Array(operands.dropFirst()), context: context) }
        guard operands.count == 1, let file = operands.first else {
            throw CommandFailure(UsageError(
                operands.isEmpty ? "'home card' needs a card file" : "'home card' prints one card, not \(operands.count)", hint: "usage: home \(usage)"))
        }
        let host = try hostConfig(arguments, context: context)
        let reading = CardDocument.read(contentsOf: file, dataPath: try path(arguments, .data), features: host.capabilities)
        for diagnostic in reading.diagnostics.all { context.console.writeError("\(diagnostic)\n") }
        guard let card = reading.card else {
            throw CommandFailure("the card cannot be drawn: \(count(reading.diagnostics.errors.count, "error"))")
        }
        let width: Int
        let height: Int?
        let color: ColorMode.Preference
        do {
            width = try arguments.number(.width) ?? context.console.terminalSize.map { ScreenOptions.bounded(terminal: $0).width } ?? 80
            height = try arguments.number(.height)
            color = try arguments.choice(.color).flatMap(ColorMode.Preference.init(rawValue:)) ?? .auto
        } catch {
            throw CommandFailure(error)
        }
        let frame = boxed(card, width: width, height: height, host: host)
        let mode = ColorMode.detect(color, environment: context.environment, isTerminal: context.console.isTerminal)
        context.console.writeFrame(ANSIEncoder(mode: mode).encode(frame))
        return 0
    }

    /// The card in a rounded box, a column of space inside each side, as tall as the card
    /// or `height` rows (cut, or filled with blank rows).
    static func boxed(_ card: AdaptiveCard, width: Int, height: Int?, host: HostConfig) -> Canvas {
        let inner = max(1, width - 4)
        let drawn = CardLayout(card: card, host: host).frame(width: inner).canvas
        var canvas = Canvas(width: width, height: height ?? drawn.height + 2)
        guard width >= 5, canvas.height >= 3 else {
            canvas.draw(drawn, at: Point(column: 0, row: 0))
            return canvas
        }
        Box.draw(in: &canvas, rect: canvas.bounds, style: Theme.standard.border, lines: .rounded)
        var body = Canvas(width: inner, height: canvas.height - 2)
        body.draw(drawn, at: Point(column: 0, row: 0))
        canvas.draw(body, at: Point(column: 2, row: 1))
        return canvas
    }

    /// The host config of `--host-config`, over the terminal's; its warnings on standard
    /// error, its errors a failure.
    static func hostConfig(_ arguments: ParsedArguments, context: CommandContext) throws(CommandFailure) -> HostConfig {
        guard let file = try path(arguments, .hostConfig) else { return .terminal }
        switch CardDocument.load(file, what: "host config") {
        case .failure(let diagnostic):
            throw CommandFailure(diagnostic.description)
        case .success(let value):
            let (config, diagnostics) = HostConfig.read(value)
            for diagnostic in diagnostics { context.console.writeError("\(diagnostic)\n") }
            if diagnostics.contains(where: { $0.severity == .error }) { throw CommandFailure("the host config \(Excerpt.of(file)) cannot be used") }
            return config
        }
    }

    static func path(_ arguments: ParsedArguments, _ spec: OptionSpec) throws(CommandFailure) -> String? {
        do { return try arguments.path(spec) } catch { throw CommandFailure(error) }
    }

    /// "1 error", "2 errors".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
