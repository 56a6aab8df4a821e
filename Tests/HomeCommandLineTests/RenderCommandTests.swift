import DynamicHome
@testable import HomeCommandLine
import Foundation
import Testing

@MainActor
@Suite("home render", .serialized)
struct RenderCommandTests {
    static let days = (16...29).map { "2026-11-\($0)" }

    @Test(arguments: [(80, 24), (40, 12), (200, 60)])
    func everyDayPrintsExactlyTheSizeAskedFor(width: Int, height: Int) async {
        for template in ["list", "grid"] {
            for day in Self.days {
                let result = await home("render", "--width", "\(width)", "--height", "\(height)", "--day", day, "--template", template)
                #expect(result.status == 0, "\(template) \(day): \(result.error)")
                #expect(result.lines.count == height, "\(template) \(day)")
                for line in result.lines {
                    #expect(DisplayWidth.of(line) == width, "\(template) \(day) \(width)x\(height): \(line)")
                }
                #expect(!result.output.contains("\u{1B}"))
            }
        }
    }

    @Test func theTogglesChooseTheTemplate() async {
        let folder = temporaryFolder()
        let toggles = folder.appendingPathComponent("toggles.json")
        try? Data(#"{"version": 1, "toggles": {"home.template": {"category": "experiment", "value": "grid"}}}"#.utf8).write(to: toggles)
        let grid = await home("render", "--toggles", toggles.path, "--width", "80", "--height", "24")
        #expect(grid.output.contains("┏━━"))
        #expect(grid.output.contains("grid · picked by the toggles file"))
        let list = await home("render", "--toggles", toggles.path, "--toggle", "home.template=list", "--width", "80", "--height", "24")
        #expect(list.output.contains("▸ "))
        #expect(list.output.contains("list · picked by --toggle"))
    }

    @Test func withoutASizeItUsesTheTerminalsOr80x24() async {
        let plain = await home("render")
        #expect(plain.lines.count == 24)
        #expect(plain.lines.allSatisfy { DisplayWidth.of($0) == 80 })
        let terminal = await home("render", "--color", "never", terminal: (100, 30))
        #expect(terminal.lines.count == 30)
        #expect(terminal.lines.allSatisfy { DisplayWidth.of($0) == 100 })
    }

    /// A terminal says what its emulator or an ssh client tells it, up to 65535x65535:
    /// the frame is bounded as --width and --height are.
    @Test func aHugeTerminalIsBoundedAsTheOptionsAre() throws {
        let options = try ScreenOptions(ParsedArguments.parse([], known: OptionSpec.all))
        let huge = Console(isTerminal: true, terminalSize: (65535, 65535), write: { _ in }, writeError: { _ in })
        #expect(options.size(console: huge) == Size(width: ScreenOptions.widths.upperBound, height: ScreenOptions.heights.upperBound))
        let tiny = Console(isTerminal: true, terminalSize: (1, 1), write: { _ in }, writeError: { _ in })
        #expect(options.size(console: tiny) == Size(width: ScreenOptions.widths.lowerBound, height: 1))
        let usual = Console(isTerminal: true, terminalSize: (120, 40), write: { _ in }, writeError: { _ in })
        #expect(options.size(console: usual) == Size(width: 120, height: 40))
    }

    @Test func homeWithoutACommandPrintsOneFrameWhenNotATerminal() async {
        let result = await home("--width", "50", "--height", "10")
        #expect(result.status == 0)
        #expect(result.lines.count == 10)
    }
}
