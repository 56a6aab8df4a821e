import DynamicHome
import Testing

/// `home --help` and each command's help fit the terminal they are printed in (80
/// columns when output is not a terminal); `home --version` prints the version.
@MainActor
@Suite("Help and version")
struct HelpTests {
    static let helps: [[String]] = [["--help"], ["help"], ["help", "toggles"]]
        + ["render", "replace", "swipe", "play", "diff", "toggles", "templates"].map { [$0, "--help"] }

    func widest(_ text: String) -> Int {
        text.split(separator: "\n").map { DisplayWidth.of(String($0)) }.max() ?? 0
    }

    @Test func noLineOfHelpIsWiderThan80ColumnsWhenNotATerminal() async {
        for arguments in Self.helps {
            let result = await home(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(widest(result.output) <= 80, "\(arguments):\n\(result.output)")
            #expect(widest(result.output) >= 70, "\(arguments): the lines use the width")
        }
    }

    @Test(arguments: [40, 60, 120])
    func helpWrapsToTheTerminalsWidth(columns: Int) async {
        for arguments in Self.helps {
            let result = await home(arguments, terminal: (columns, 30))
            #expect(widest(result.output) <= columns, "\(arguments) at \(columns):\n\(result.output)")
        }
        let toggles = await home(["toggles", "--help"], terminal: (columns, 30))
        // A wrapped option keeps every word of its help.
        #expect(toggles.output.split(whereSeparator: \.isWhitespace).contains("UNLEASH_API_TOKEN)"), "\(toggles.output)")
    }

    @Test func versionPrintsTheVersion() async {
        let result = await home("--version")
        #expect(result.status == 0)
        #expect(result.output == "home (DynamicHome) 1.0.0\n")
        #expect(result.error.isEmpty)
    }
}
