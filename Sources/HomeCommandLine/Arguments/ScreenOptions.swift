import DynamicHome

/// The options of every command that draws a screen, checked and typed.
struct ScreenOptions: Sendable {
    var togglesPath: String?
    var toggleOverrides: [(String, String)] = []
    var user: String?
    var session: String?
    var context: String?
    var content: String?
    var day: Day?
    var width: Int?
    var height: Int?
    var color: ColorChoice = .auto
    var template: TemplateStyle?

    /// The sizes `home` accepts: a frame needs at least 2 columns and 1 row.
    static let widths = 2...1000
    static let heights = 1...1000

    init(_ arguments: ParsedArguments) throws(UsageError) {
        togglesPath = arguments.value(.toggles)
        for pair in arguments.values(.toggle) {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw UsageError("--toggle takes KEY=VALUE, not '\(pair)'", hint: "e.g. --toggle home.template=grid")
            }
            toggleOverrides.append((String(pair[..<equals]), String(pair[pair.index(after: equals)...])))
        }
        user = arguments.value(.user)
        session = arguments.value(.session)
        context = arguments.value(.context)
        content = arguments.value(.content)
        if let text = arguments.value(.day) {
            guard let day = Day(text) else {
                throw UsageError("--day must be a date written YYYY-MM-DD, not '\(text)'", hint: "e.g. --day 2026-11-16")
            }
            self.day = day
        }
        width = try Self.number(arguments, .width, in: Self.widths, unit: "columns")
        height = try Self.number(arguments, .height, in: Self.heights, unit: "rows")
        if let text = arguments.value(.color) {
            guard let color = ColorChoice(rawValue: text) else {
                throw UsageError("--color must be auto, always or never, not '\(text)'")
            }
            self.color = color
        }
        template = arguments.value(.template).map { TemplateStyle($0) }
    }

    static func number(_ arguments: ParsedArguments, _ spec: OptionSpec, in range: ClosedRange<Int>, unit: String) throws(UsageError) -> Int? {
        guard let text = arguments.value(spec) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("--\(spec.name) must be a whole number of \(unit) from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// The frame size: as given, else the terminal's, else 80x24.
    func size(console: Console) -> Size {
        Size(
            width: width ?? console.terminalSize.map { max(Self.widths.lowerBound, $0.columns) } ?? 80,
            height: height ?? console.terminalSize?.rows ?? 24)
    }
}

/// When to draw in colour.
enum ColorChoice: String, Sendable {
    case auto, always, never
}
