import Diagnostics
import DynamicHome

/// A `home play` script: one event a line, `#` comments, blank lines ignored.
///
/// Scripts are read a line at a time (``ScriptReader``) and each line is parsed when
/// it is reached, so a script can be as long as its writer likes, or never end.
enum Script {
    /// One line's instruction.
    enum Step: Hashable, Sendable {
        case key(Key)
        case wait(Duration)
        case resize(Size)
        case toggle(key: String, value: String)
        case frame
        case replace(TemplateStyle)
        case swipe(SwipeDirection)
        case content(path: String)
    }

    /// The verbs, for messages and suggestions.
    static let verbs = ["key", "wait", "resize", "toggle", "frame", "replace", "swipe", "content"]

    /// The words of a line, without its comment.
    static func words(_ line: String) -> [String] {
        var line = Substring(line)
        if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
        return line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
    }

    /// Parses one line.
    ///
    /// - Parameter location: The line's place for messages, `FILE:LINE`.
    /// - Returns: The line's step, or `nil` for a blank line or a comment.
    /// - Throws: ``CommandFailure`` naming the line that makes no sense, what was
    ///   wrong and what would be right.
    static func step(_ line: String, location: String) throws(CommandFailure) -> Step? {
        let words = words(line)
        guard let verb = words.first else { return nil }
        return try step(verb, Array(words.dropFirst()), location: location)
    }

    private static func step(_ verb: String, _ arguments: [String], location: String) throws(CommandFailure) -> Step {
        func fail(_ message: String, hint: String? = nil) -> CommandFailure {
            CommandFailure("\(location): \(message)" + (hint.map { "; \($0)" } ?? ""))
        }
        func single(_ what: String) throws(CommandFailure) -> String {
            guard arguments.count == 1 else {
                throw fail("'\(verb)' takes one \(what), not \(arguments.isEmpty ? "none" : "'\(Excerpt.of(arguments.joined(separator: " ")))'")")
            }
            return arguments[0]
        }
        switch verb {
        case "key":
            let name = try single("key name")
            guard let key = Key(name: name) else {
                throw fail(
                    "unknown key '\(Excerpt.of(name))'",
                    hint: Spelling.suggestion(for: name, in: Key.names) ?? "keys are \(Key.names.joined(separator: ", ")), ctrl-X or one character")
            }
            return .key(key)
        case "wait":
            let text = try single("number of milliseconds")
            guard let milliseconds = Int(text), (0...600_000).contains(milliseconds) else {
                throw fail("'wait' takes whole milliseconds from 0 to 600000, not '\(Excerpt.of(text))'")
            }
            return .wait(.milliseconds(milliseconds))
        case "resize":
            let text = try single("size")
            let parts = text.split(separator: "x")
            guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
                  ScreenOptions.widths.contains(width), ScreenOptions.heights.contains(height)
            else {
                throw fail("'resize' takes WIDTHxHEIGHT from 2x1 to 1000x1000, e.g. 80x24, not '\(Excerpt.of(text))'")
            }
            return .resize(Size(width: width, height: height))
        case "toggle":
            let pair = try single("KEY=VALUE")
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                throw fail("'toggle' takes KEY=VALUE, not '\(Excerpt.of(pair))'", hint: "e.g. toggle \(FeatureDecisions.Key.template)=grid")
            }
            return .toggle(key: String(pair[..<equals]), value: String(pair[pair.index(after: equals)...]))
        case "frame":
            guard arguments.isEmpty else { throw fail("'frame' takes nothing, not '\(Excerpt.of(arguments.joined(separator: " ")))'") }
            return .frame
        case "replace":
            return .replace(TemplateStyle(try single("template style")))
        case "swipe":
            let text = try single("direction")
            guard let direction = SwipeDirection(rawValue: text) else {
                throw fail("'swipe' takes next or previous, not '\(Excerpt.of(text))'")
            }
            return .swipe(direction)
        case "content":
            return .content(path: try single("file"))
        default:
            throw fail(
                "unknown verb '\(Excerpt.of(verb))'",
                hint: Spelling.suggestion(for: verb, in: verbs) ?? "verbs are \(verbs.joined(separator: ", "))")
        }
    }
}
