@testable import HomeCommandLine
import DataTemplates
import Diagnostics
import DynamicHome
import Foundation
import HomeTemplates
import Testing

/// Templates as data on the command line: a toggles file whose variant carries a
/// template, the options only `templates preview` takes, and the reload of a running
/// screen when a template file is saved.
@MainActor
@Suite("Templates as data, on the command line")
struct DataTemplatesCommandTests {
    static let ticker = #"{"template": "ticker", "version": 1, "fallback": "list", "draw": {"row": [{"badge": "${kind}", "width": 5}, {"text": "${title}", "width": "fill"}], "gap": 1}}"#

    /// A toggles file whose `home.template` has one variant, `name`, carrying `document`.
    static func toggles(variant name: String, carrying document: String, in folder: URL) throws -> String {
        let payload = try JSONSerialization.data(withJSONObject: ["type": "json", "value": document])
        let text = """
            {"version": 1, "toggles": {"home.template": {"category": "experiment", "owner": "tests", "enabled": true,
              "variants": [{"name": "\(name)", "weight": 100, "payload": \(String(decoding: payload, as: UTF8.self))}]}}}
            """
        let file = folder.appendingPathComponent("FeatureToggles.json")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test func aToggleFilesVariantCarriesItsTemplate() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.toggles(variant: "ticker", carrying: Self.ticker, in: folder)
        let render = await home("render", "--toggles", file, "--width", "40", "--height", "4")
        #expect(render.status == 0, "\(render.error)")
        #expect(render.error.isEmpty, "\(render.error)")
        #expect(render.lines[1] == "LIVE  World News 24/7 — live            ")
        #expect(render.lines[3].hasPrefix(" ticker · picked by the toggles file"), "\(render.output)")
        let validate = await home("toggles", "validate", file)
        #expect(validate.status == 0, "\(validate.output)")
        let list = await home("templates", "--toggles", file)
        #expect(list.lines.contains { $0.hasPrefix("* ticker ") && $0.contains(" the payload of variant 'ticker' of toggle home.template ") }, "\(list.output)")
    }

    @Test func aPayloadThatCannotBeUsedFallsBackWithItsErrorsSaid() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try Self.toggles(variant: "ticker", carrying: Self.ticker.replacingOccurrences(of: "${title}", with: "${titel}"), in: folder)
        let render = await home("render", "--toggles", file, "--width", "40", "--height", "4")
        #expect(render.status == 0)
        #expect(render.error.contains("home: home.template variant 'ticker' payload:1:121: error: unknown binding 'titel' (did you mean 'title'?)\n"), "\(render.error)")
        #expect(render.error.contains("home: warning: the template in the payload of home.template's variant 'ticker' cannot be used (above)\n"))
        #expect(render.error.contains("names template style 'ticker' (file), which no template has; using 'list'"), "\(render.error)")
        #expect(render.lines[3].hasPrefix(" list · "), "\(render.output)")
    }

    @Test func screenOptionsApplyToPreviewAlone() async {
        let result = await home("templates", "validate", "x.json", "--width", "40")
        #expect(result.status == 2)
        #expect(result.error == "home: option --width does not apply to 'home templates'; see 'swift run home templates --help'\n")
        let both = await home("templates", "new", "x", "--json", "/tmp/x.json", "--package", "/tmp/x")
        #expect(both.status == 2)
        #expect(both.error == "home: 'home templates new' writes a package (--package DIR) or a template file (--json FILE), not both\n")
    }

    /// A template file saved while the screen runs: a good save makes the template on
    /// screen anew; a broken one keeps it and says why.
    @Test func aSavedFileReachesTheRunningScreen() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("ticker.json")
        try Data(Self.ticker.utf8).write(to: file)
        var context = CommandContext(console: Console(write: { _ in }, writeError: { _ in }), environment: [:], factory: .standard)
        context = try TemplateSources.loadFolder(folder.path, into: context)
        var options = try ScreenOptions(ParsedArguments.parse(["--template", "ticker", "--toggles", repositoryToggles], known: OptionSpec.all))
        options.width = 40
        let made = try await ScreenSetup(options: options, context: context).makeScreen()
        let screen = made.screen
        var reload = TemplateReload(folder: context.templateFolder, compiled: .standard, decisions: made.decisions)
        let before = screen.container.child

        let edited = Self.ticker.replacingOccurrences(of: "${title}", with: "» ${title}")
        try Data(edited.utf8).write(to: file)
        let banner = reload.apply(.success(try TemplateFolder.read(folder.path)), to: screen)
        #expect(banner == nil)
        #expect(screen.container.child !== before)
        screen.container.finishTransitions()
        #expect(screen.frame(size: Size(width: 40, height: 4)).plainText.contains("LIVE  » World News"))

        let kept = screen.container.child
        try Data(edited.replacingOccurrences(of: "${title}", with: "${titel}").utf8).write(to: file)
        let broken = reload.apply(.success(try TemplateFolder.read(folder.path)), to: screen)
        #expect(broken == "\(file.path):1:123: error: unknown binding 'titel' (did you mean 'title'?) — the last good template stays in force")
        #expect(screen.container.child === kept)
    }

    /// A template of 60,000 problems prints a screenful of them and counts the rest (it
    /// printed 60,000 lines); every one is counted in the summary.
    @Test func aFileOfSixtyThousandProblemsPrintsAScreenful() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("t.json").path
        let text = #"{"template": "t", "version": 1, "draw": {"text": ""# + String(repeating: "${x}", count: 60_000) + #""}}"#
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        let result = await home("templates", "validate", file)
        #expect(result.status == 1)
        #expect(result.lines.count == DiagnosticList.printedLimit + 2)
        #expect(result.lines.first == "\(file):1:53: error: unknown binding 'x' (bindings are title, description, byline, minutes, kind, identifier, length, section, fields.NAME)")
        #expect(result.lines.suffix(2) == [
            "\(file): 59,980 more problems are not shown (59,980 errors); fix the first ones and check again",
            "\(file): invalid: 60000 errors, 0 warnings",
        ])
    }

    /// A toggle's payload is read and checked where the toggles are, off the main actor:
    /// the watcher hands the screen the payload's reading, which the screen registers
    /// without reading it again.
    @Test func aPayloadIsReadByTheWatcherNotTheScreen() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.toggles(variant: "ticker", carrying: Self.ticker, in: folder)
        var options = try ScreenOptions(ParsedArguments.parse(["--toggles", path], known: OptionSpec.all))
        options.width = 40
        let context = CommandContext(console: Console(write: { _ in }, writeError: { _ in }), environment: [:], factory: .standard)
        let made = try await ScreenSetup(options: options, context: context).makeScreen()
        var watcher = TogglesWatcher(path: path, decisions: made.decisions)
        _ = watcher.check()
        let broken = Self.ticker.replacingOccurrences(of: "${title}", with: "${titel}")
        _ = try Self.toggles(variant: "ticker", carrying: broken, in: folder)
        let change = await Task.detached { [watcher] in
            var copy = watcher
            return copy.check()
        }.value
        guard case .applied(let decisions, _, let payloads, _) = change, let payload = payloads.first else {
            Issue.record("the change carries no payload read: \(String(describing: change))")
            return
        }
        #expect(payload.payload == broken)
        #expect(payload.diagnostics.errors.map(\.message) == ["unknown binding 'titel'"])
        var reload = TemplateReload(folder: nil, compiled: .standard, decisions: made.decisions)
        let warnings = reload.apply(decisions, payloads: payloads, to: made.screen)
        #expect(warnings.count == 1 && warnings[0].contains("unknown binding 'titel'"), "\(warnings)")
    }

    /// `templates validate` says what draws a file of a newer version: the style, not
    /// "its fallback" when its fallback is not what draws it.
    @Test func validateSaysWhatDrawsANewerVersion() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("vs.json").path
        try Data(#"{"template": "vs", "version": 9223372036854775808, "fallback": "vs", "draw": {}}"#.utf8).write(to: URL(fileURLWithPath: file))
        let result = await home("templates", "validate", file)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == [
            "\(file):1:31: warning: the template is version 9223372036854775808, newer than this build understands (1); 'vs' is drawn with 'list': its fallback 'vs' is the template itself (give \"fallback\" a registered style, e.g. \"list\")",
            "\(file): valid: the template 'vs' is version 9223372036854775808, drawn with 'list'; 1 warning",
        ])
    }
}
