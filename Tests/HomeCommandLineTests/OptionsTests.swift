import DynamicHome
@testable import HomeCommandLine
import Foundation
import Testing

/// Options are declared once (``OptionSpec``): what each command accepts, its help and
/// the option list of docs/COMMANDS.md all come from the declarations.
@MainActor
@Suite("Options declared once")
struct OptionsTests {
    /// A value each kind of option takes.
    static func sample(_ spec: OptionSpec) -> [String] {
        switch spec.kind {
        case .flag: []
        case .text: ["x"]
        case .path: ["/tmp/x"]
        case .number(let range, _): [String(range.lowerBound)]
        case .choice(let words): [words[0]]
        case .registered: ["fade"]
        case .keyValue: ["home.template=list"]
        }
    }

    @Test func theCommandsGuideListsEveryOptionAsDeclared() throws {
        let guide = try String(contentsOfFile: packageRoot + "/docs/COMMANDS.md", encoding: .utf8)
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Common options"), "docs/COMMANDS.md has no 'Common options' line")
        let end = try #require(lines[start...].firstIndex(of: "```"))
        let listed = lines[start..<end].joined(separator: "\n")
        #expect(listed == OptionSpec.guideListing, "docs/COMMANDS.md's option list differs from OptionSpec.all; paste:\n\(OptionSpec.guideListing)")
    }

    /// What each command is, accepts and says in its help.
    static func commands() -> [(name: CommandName, options: [OptionSpec], help: String)] {
        ([InteractiveCommand.self] + HomeCommand.subcommands).map { type in (type.command, type.options, type.help(width: 80)) }
    }

    @Test func everyCommandAcceptsTheOptionsThatNameItAndRefusesTheRest() throws {
        let commands = Self.commands()
        #expect(Set(commands.map(\.name)) == Set(CommandName.allCases))
        for (name, options, help) in commands {
            for option in OptionSpec.all where option != .help {
                let arguments = try ParsedArguments.parse(["--\(option.name)"] + Self.sample(option), known: OptionSpec.all)
                let checked = (try? arguments.check(allowed: options, command: name.rawValue)) != nil
                let accepted = checked && (try? arguments.checkValues(known: options, registered: TransitionRegistry.standard.names)) != nil
                let named = option.commands.contains(name)
                #expect(accepted == named, "--\(option.name) for '\(name.commandLine)'")
            }
            for option in options where option != .version {
                let listed = help.contains("  \(option.usage) ")
                #expect(listed, "'\(name.commandLine) --help' lacks \(option.usage)")
            }
        }
    }

    @Test func theTransitionOptionsApplyToTheInteractiveScreen() async {
        // Not a terminal: one frame, with the options checked as the interactive screen's.
        let result = await home(["--transition", "dissolve", "--duration", "200", "--easing", "linear", "--fps", "12", "--width", "30", "--height", "4"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.count == 4)
        let wrong = await home(["--transition", "slyde"])
        #expect(wrong.error == "home: --transition must be one of fade, dissolve, wipe, slide, not 'slyde'; did you mean 'slide'?\n")
    }
}
