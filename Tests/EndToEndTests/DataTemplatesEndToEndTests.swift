import Foundation
import HTTPTestSupport
import Testing

/// Templates as data, as a person uses them: a template file written by hand in a folder
/// outside the repository, given to `home` with `--templates DIR`, checked, previewed,
/// shipped in an Unleash variant's payload.
@Suite("templates as data")
final class DataTemplatesEndToEndTests {
    let folder: URL
    let templates: URL
    let content: URL

    /// The issue's vocabulary: rows, a badge, the title, the price or "—" (a `when`, and
    /// a `??` with a literal).
    static let ticker = #"""
        {
          "template": "ticker",
          "version": 1,
          "summary": "one line per item: badge, title and price",
          "fallback": "list",
          "arrange": "rows",
          "entry": {"height": 1},
          "draw": {"row": [
            {"badge": "${kind}", "width": 5},
            {"text": "${title}", "style": "title", "width": "fill"},
            {"when": "fields.price", "then": {"text": "${fields.price}", "align": "right", "width": 8},
             "else": {"text": "${fields.price ?? \"—\"}", "width": 8, "align": "right"}}
          ], "gap": 1}
        }
        """#

    static let cards = #"""
        {"template": "cards", "version": 1, "arrange": "columns", "entry": {"width": 30, "height": 2},
         "draw": {"column": [{"text": "${title}", "style": "title"}, {"text": "${fields.price ?? '—'}", "style": "secondary"}]}}
        """#

    static let day = #"""
        [
         {"identifier": "aapl", "title": "Apple", "kind": "short", "fields": {"price": "189.20"}},
         {"identifier": "msft", "title": "Microsoft", "kind": "long", "fields": {"price": 402.5}},
         {"identifier": "tsla", "title": "Tesla", "kind": "stream"},
         {"identifier": "nvda", "title": "Nvidia", "kind": "short", "fields": {"price": "131.00"}}
        ]
        """#

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-data-templates-\(UUID().uuidString)")
        templates = folder.appendingPathComponent("templates")
        content = folder.appendingPathComponent("content")
        for made in [templates, content] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        try write(Self.ticker, to: templates.appendingPathComponent("ticker.json"))
        try write(Self.day, to: content.appendingPathComponent("2026-11-16.json"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func write(_ text: String, to file: URL) throws {
        try Data(text.utf8).write(to: file)
    }

    /// `home` run from the folder outside the repository.
    func home(_ arguments: [String], environment: [String: String] = [:]) throws -> HomeBinary.Result {
        try HomeBinary.run(arguments, environment: environment, in: folder)
    }

    @Test func renderDrawsEachTitleAndItsPriceOrADash() throws {
        let result = try home(["render", "--template", "ticker", "--templates", "templates", "--content", "content", "--width", "40", "--height", "7"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty)
        #expect(Array(result.lines[1...4]) == [
            "SHORT Apple                      189.20 ",
            "LONG  Microsoft                   402.5 ",
            "LIVE  Tesla                           — ",
            "SHORT Nvidia                     131.00 ",
        ])
        #expect(result.lines[6].hasPrefix(" ticker · chosen on the command line"), "\(result.output)")
    }

    @Test func columnsThirtyWideAtAHundredPutThreeEntriesARow() throws {
        try write(Self.cards, to: templates.appendingPathComponent("cards.json"))
        let result = try home(["render", "--template", "cards", "--templates", "templates", "--content", "content", "--width", "100", "--height", "7"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines[1].hasPrefix("Apple                          Microsoft                      Tesla          "), "\(result.output)")
        #expect(result.lines[2].hasPrefix("189.20                         402.5                          —              "), "\(result.output)")
        #expect(result.lines[3].hasPrefix("Nvidia  "), "\(result.output)")
    }

    /// The "Done when" file: a binding misspelt, a node this build does not know, and
    /// `draw` misspelt too; every problem at its place, `title` suggested, exit 1.
    @Test func validateSaysEveryProblemAtItsPlace() throws {
        try write("""
            {
              "template": "broken",
              "version": 1,
              "drw": {"row": [
                {"text": "${titel}"},
                {"sparkline": "${fields.history}"}
              ]}
            }
            """, to: folder.appendingPathComponent("broken.json"))
        let result = try home(["templates", "validate", "broken.json"])
        #expect(result.status == 1)
        #expect(result.output == """
            broken.json:1:1: error: missing key "draw" (how one entry is drawn, e.g. "draw": {"text": "${title}"})
            broken.json:4:3: warning: unknown key "drw" in the template file; it is ignored (did you mean 'draw'?)
            broken.json:5:17: error: unknown binding 'titel' (did you mean 'title'?)
            broken.json:6:6: warning: unknown node "sparkline"; it is left out and the rest is drawn (nodes are text, badge, row, column, when, rule, space)
            broken.json: invalid: 2 errors, 2 warnings

            """)
        // The folder with it cannot be used: home says so, and why.
        try FileManager.default.moveItem(at: folder.appendingPathComponent("broken.json"), to: templates.appendingPathComponent("broken.json"))
        let render = try home(["render", "--templates", "templates"])
        #expect(render.status == 1)
        #expect(render.error.contains("home: templates/broken.json:5:17: error: unknown binding 'titel' (did you mean 'title'?)\n"), "\(render.error)")
        // Run by its path from a folder outside the package, the hint names that path.
        #expect(render.error.hasSuffix("home: a template file in templates cannot be used (above); check one with '\(HomeBinary.url.path) templates validate FILE'\n"), "\(render.error)")
    }

    @Test func aNewerVersionRendersWithTheFallbackAndAWarning() throws {
        try write(#"{"template": "ticker", "version": 99, "fallback": "grid", "draw": {"hologram": true}}"#, to: templates.appendingPathComponent("ticker.json"))
        let result = try home(["render", "--template", "ticker", "--templates", "templates", "--width", "60", "--height", "8"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "home: templates/ticker.json:1:35: warning: the template is version 99, newer than this build understands (1); 'ticker' is drawn with the fallback style 'grid' (update home to draw it as written)\n")
        let grid = try home(["render", "--template", "grid", "--width", "60", "--height", "8"])
        #expect(result.output == grid.output)
    }

    @Test func aTemplateFileCannotTakeTheStyleOfACompiledOne() throws {
        try write(#"{"template": "grid", "version": 1, "draw": {"text": "${title}"}}"#, to: templates.appendingPathComponent("grid.json"))
        let result = try home(["render", "--templates", "templates"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("home: templates/grid.json:1:14: error: the template style 'grid' is already registered by HomeTemplates.GridTemplate; "
            + "the template file templates/grid.json cannot take its place (give this template a style of its own)\n"), "\(result.error)")
    }

    @Test func checkPassesAndTheSchemaTakesTheFile() throws {
        let check = try home(["templates", "--check", "--template", "ticker", "--templates", "templates"])
        #expect(check.status == 0, "\(check.output)\(check.error)")
        #expect(check.output.contains("ticker  ✓       ✓      ✓        ✓          ✓        ✓         pass"), "\(check.output)")
        let schema = try home(["templates", "schema"])
        #expect(schema.status == 0)
        try write(schema.output, to: folder.appendingPathComponent("template.schema.json"))
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            jsonschema.validate(json.load(open(sys.argv[2])), schema, cls=jsonschema.Draft202012Validator)
            print("valid")
            """, folder.appendingPathComponent("template.schema.json").path, templates.appendingPathComponent("ticker.json").path]
        let output = Pipe()
        python.standardOutput = output
        python.standardError = output
        try python.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        python.waitUntilExit()
        #expect(python.terminationStatus == 0 && text == "valid\n", "\(text)")
    }

    @Test func newWritesAStarterThatValidatesAndDraws() throws {
        let result = try home(["templates", "new", "mine", "--json", "templates/mine.json"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.hasPrefix("wrote the template file templates/mine.json, with the template style 'mine'\n"))
        let text = try String(contentsOf: templates.appendingPathComponent("mine.json"), encoding: .utf8)
        #expect(text.contains(#""$schema": "./template.schema.json""#))
        let validate = try home(["templates", "validate", "templates/mine.json"])
        #expect(validate.status == 0)
        #expect(validate.output == "templates/mine.json: valid: the template 'mine', 14 nodes, 0 warnings\n")
        // The starter draws what the list draws.
        let mine = try home(["render", "--template", "mine", "--templates", "templates", "--width", "80", "--height", "12"])
        let list = try home(["render", "--template", "list", "--width", "80", "--height", "12"])
        #expect(mine.lines.dropLast() == list.lines.dropLast())
        let again = try home(["templates", "new", "mine", "--json", "templates/mine.json"])
        #expect(again.status == 1)
        #expect(again.error == "home: templates/mine.json is there already; give a file that is not, or remove it first\n")
    }

    @Test func previewPrintsEachTemplateUnderItsName() throws {
        try write(Self.cards, to: templates.appendingPathComponent("cards.json"))
        let result = try home(["templates", "preview", "ticker", "cards", "list", "--templates", "templates", "--content", "content", "--width", "50", "--height", "6"])
        #expect(result.status == 0, "\(result.error)")
        let headers = result.lines.filter { $0.hasPrefix("# ") }
        #expect(headers == ["# ticker (the template file templates/ticker.json)", "# cards (the template file templates/cards.json)", "# list (ListTemplate)"])
        #expect(result.lines.count == 3 * 7)
        #expect(result.lines[2].hasPrefix("SHORT Apple "))
        let unknown = try home(["templates", "preview", "tikcer", "--templates", "templates"])
        #expect(unknown.status == 2)
        #expect(unknown.error.contains("did you mean 'ticker'?"), "\(unknown.error)")
        let watch = try home(["templates", "preview", "--watch", "--templates", "templates"])
        #expect(watch.status == 2)
        #expect(watch.error == "home: --watch draws again in a terminal, and standard output is not one; leave --watch out to print the frames once\n")
    }

    /// An experiment ships a layout with no release: the server's variant of
    /// `home.template` carries the template as its payload.
    @Test(.enabled(if: UnleashTestServer.isAvailable, "python3 is not installed"))
    func anUnleashVariantCarriesTheTemplate() throws {
        let token = "default:development.e2e"
        let variant: [String: Any] = [
            "name": "ticker", "weight": 1000, "stickiness": "default", "weightType": "variable",
            "payload": ["type": "json", "value": Self.ticker],
        ]
        let features: [String: Any] = [
            "version": 2, "segments": [] as [Any],
            "features": [["name": "home.template", "enabled": true, "strategies": [["name": "default", "parameters": [:] as [String: Any]]], "variants": [variant]]],
        ]
        let bytes = [UInt8](try JSONSerialization.data(withJSONObject: features))
        let server = try UnleashTestServer(features: bytes, token: token, folder: folder.appendingPathComponent("server"))
        let cache = folder.appendingPathComponent("cache")
        let environment = ["UNLEASH_API_TOKEN": token, "XDG_CACHE_HOME": cache.path, "HOME": folder.path]
        let result = try home(["render", "--toggles", server.apiURL, "--content", "content", "--width", "40", "--height", "7"], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines[1] == "SHORT Apple                      189.20 ", "\(result.output)")
        #expect(result.lines[6].hasPrefix(" ticker · picked by the Unleash server"), "\(result.output)")
    }
}

extension InTmux {
    /// The interactive `home` watches `--templates DIR`: a saved change cross-fades to the
    /// new layout, a broken save keeps the last good one with the error in the banner,
    /// and `q` gives the terminal back.
    @Suite("templates as data, live", .enabled(if: Tmux.isAvailable && Tmux.hasDash, "tmux or dash is not installed"))
    final class DataTemplatesLiveTests {
        let files: DataTemplatesEndToEndTests

        init() throws { files = try DataTemplatesEndToEndTests() }

        @Test func aSavedTemplateChangesTheScreenAndABrokenSaveKeepsTheLastGood() throws {
            let ticker = files.templates.appendingPathComponent("ticker.json")
            let pane = try DashPane(
                folder: files.folder, arguments: "--template ticker --templates templates --content content", width: 100, height: 16, ready: nil)
            let first = try pane.tmux.waitFor { $0.contains("SHORT Apple") && $0.contains("189.20") }
            #expect(first.contains("ticker · chosen on the command line"), "\(first)")
            // Past the file system's time stamp precision, so that the edit is seen.
            Thread.sleep(forTimeInterval: 1.1)
            try files.write(DataTemplatesEndToEndTests.ticker.replacingOccurrences(of: "${title}", with: "${title} (${identifier})"), to: ticker)
            // How soon it changes is the watcher's interval (`TogglesWatcher.interval`, a
            // look every 500 ms); what is checked here is that it changes, however busy
            // the machine (a test asserts no wall-clock time).
            let edited = try pane.tmux.waitFor { $0.contains("Apple (aapl)") }
            #expect(edited.contains("Microsoft (msft)"), "\(edited)")
            Thread.sleep(forTimeInterval: 1.1)
            try files.write(DataTemplatesEndToEndTests.ticker.replacingOccurrences(of: "${title}", with: "${titel}"), to: ticker)
            let broken = try pane.tmux.waitFor { $0.contains("unknown binding 'titel'") }
            // The banner covers the first rows; the last good layout stays under it.
            #expect(broken.contains("Nvidia (nvda)"), "the last good layout stays:\n\(broken)")
            #expect(broken.contains("templates/ticker.json:10:17: error: unknown binding 'titel' (did you mean 'title'?)"), "\(broken)")
            try pane.tmux.press("q")
            #expect(try pane.exitStatus() == 0)
            #expect(try pane.tmux.waitForModes(.restored) == .restored)
            #expect(try pane.stty() == pane.sttyBefore)
        }

        @Test func previewWatchDrawsAgainOnASave() throws {
            let tmux = try Tmux(width: 60, height: 20, folder: files.folder)
            try tmux.type("'\(HomeBinary.url.path)' templates preview ticker --templates templates --content content --watch --width 40 --height 6")
            try tmux.expectScreen("the preview of ticker") { $0.contains("# ticker (the template file templates/ticker.json)") && $0.contains("SHORT Apple") }
            Thread.sleep(forTimeInterval: 1.1)
            try files.write(DataTemplatesEndToEndTests.ticker.replacingOccurrences(of: "${title}", with: "» ${title}"), to: files.templates.appendingPathComponent("ticker.json"))
            let again = try tmux.waitFor(timeout: .seconds(5)) { $0.contains("» Apple") }
            #expect(again.contains("# watching templates for saves; q ends"), "\(again)")
            // q ends the watch, as it ends home, and the shell reads a line again. The line
            // is typed once the watch has ended: keys typed before are the watch's to read.
            try tmux.press("q")
            #expect(waitUntil { (try? tmux.shellChildren())?.isEmpty == true }, "q did not end the watch")
            try tmux.type("echo ended-$((40 + 2))")
            let ended = try tmux.waitFor { $0.contains("ended-42") }
            #expect(ended.contains("ended-42"), "\(ended)")
            #expect(!ended.contains("^["), "\(ended)")
        }
    }
}
