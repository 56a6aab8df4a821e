import DataTemplates
import DynamicHome
import DynamicHomeTesting
import Foundation
import HomeTemplates
import Testing

/// Registering templates that are data: beside the compiled ones and never in place of
/// one; a newer version drawn by its fallback; a toggle's payload; a folder's files, each
/// keeping its last good version.
@MainActor
@Suite("Data templates loading")
struct TemplateLoadingTests {
    static func reading(_ text: String, file: String = "t.json") -> TemplateReading {
        TemplateDocument.read(Array(text.utf8), file: file)
    }

    /// The factories a file is registered in: the standard one, and one with a template
    /// more, as an author who adds one to Templates/Registry.swift has (no test pins the
    /// list of the standard styles).
    @MainActor static let factories: [HomeFactory] = [
        .standard, HomeFactory.standard.replacing(TemplateDefinition.starter(style: "extra").registration(source: .file("extra.json"))),
    ]

    @Test(arguments: 0..<2)
    func aFileIsRegisteredAfterTheCompiledTemplates(factory index: Int) throws {
        let factory = Self.factories[index]
        let loading = TemplateLoading([Self.reading(TemplateDocumentTests.ticker, file: "dir/ticker.json")], in: factory)
        #expect(loading.diagnostics.all.isEmpty)
        #expect(loading.factory.styles == factory.styles + ["ticker"])
        #expect(loading.factory.registration(for: "ticker")?.source == .file("dir/ticker.json"))
        #expect(loading.factory.registration(for: "ticker")?.typeName == "the template file dir/ticker.json")
        #expect(try loading.factory.make("ticker").style == "ticker")
    }

    @Test func aFileThatTakesARegisteredStyleIsAnErrorNamingBoth() throws {
        let loading = TemplateLoading([
            Self.reading(#"{"template": "grid", "version": 1, "draw": {"text": "${title}"}}"#, file: "dir/grid.json"),
            Self.reading(TemplateDocumentTests.ticker, file: "dir/a.json"),
            Self.reading(TemplateDocumentTests.ticker, file: "dir/b.json"),
        ], in: .standard)
        #expect(loading.factory.styles == HomeFactory.standard.styles + ["ticker"])
        #expect(loading.factory.registration(for: .grid)?.source == .compiled("HomeTemplates.GridTemplate"))
        #expect(loading.diagnostics.errors.map(\.description) == [
            "dir/grid.json:1:14: error: the template style 'grid' is already registered by HomeTemplates.GridTemplate; "
                + "the template file dir/grid.json cannot take its place (give this template a style of its own)",
            "dir/b.json:2:15: error: the template style 'ticker' is already registered by the template file dir/a.json; "
                + "the template file dir/b.json cannot take its place (give this template a style of its own)",
        ])
    }

    @Test func aNewerVersionIsRegisteredUnderItsStyleDrawnByItsFallback() throws {
        let loading = TemplateLoading([Self.reading(#"{"template": "ticker", "version": 99, "fallback": "grid", "draw": {}}"#)], in: .standard)
        #expect(!loading.diagnostics.hasErrors)
        let registration = try #require(loading.factory.registration(for: "ticker"))
        #expect(registration.summary == "drawn as 'grid': version 99 is newer than this build understands")
        #expect(try loading.factory.make("ticker") is GridTemplate)
        // Without a fallback, the default style draws it.
        let plain = TemplateLoading([Self.reading(#"{"template": "ticker", "version": 2, "draw": {}}"#)], in: .standard)
        #expect(try plain.factory.make("ticker") is ListTemplate)
    }

    /// What draws a template of a newer version is said as `home templates` says it: a
    /// fallback that is the template itself or is not registered, and two that fall back
    /// to each other, are drawn with the first style registered, and the words say so.
    @Test func aNewerVersionSaysTheStyleThatDrawsIt() throws {
        let loading = TemplateLoading([
            Self.reading(#"{"template": "vs", "version": 2, "fallback": "vs", "draw": {}}"#, file: "d/vs.json"),
            Self.reading(#"{"template": "vw", "version": 2, "fallback": "gird", "draw": {}}"#, file: "d/vw.json"),
            Self.reading(#"{"template": "ma", "version": 2, "fallback": "mb", "draw": {}}"#, file: "d/ma.json"),
            Self.reading(#"{"template": "mb", "version": 3, "fallback": "ma", "draw": {}}"#, file: "d/mb.json"),
            Self.reading(#"{"template": "ok", "version": 2, "fallback": "grid", "draw": {}}"#, file: "d/ok.json"),
        ], in: .standard)
        #expect(loading.diagnostics.all.map(\.description) == [
            "d/vs.json:1:31: warning: the template is version 2, newer than this build understands (1); 'vs' is drawn with 'list': its fallback 'vs' is the template itself (give \"fallback\" a registered style, e.g. \"list\")",
            "d/vw.json:1:31: warning: the template is version 2, newer than this build understands (1); 'vw' is drawn with 'list': its fallback 'gird' is not registered (did you mean 'grid'?)",
            "d/ma.json:1:31: warning: the template is version 2, newer than this build understands (1); 'ma' is drawn with 'list': its fallback 'mb' is of a newer version too, and falls back to it (update home to draw it as written)",
            "d/mb.json:1:31: warning: the template is version 3, newer than this build understands (1); 'mb' is drawn with 'list': its fallback 'ma' is drawn with 'list' (update home to draw it as written)",
            "d/ok.json:1:31: warning: the template is version 2, newer than this build understands (1); 'ok' is drawn with the fallback style 'grid' (update home to draw it as written)",
        ])
        for (style, drawn) in [("vs", "list"), ("vw", "list"), ("ma", "list"), ("mb", "list"), ("ok", "grid")] {
            let registration = try #require(loading.factory.registration(for: TemplateStyle(style)))
            #expect(registration.summary.hasPrefix("drawn as '\(drawn)': "), "\(style): \(registration.summary)")
            #expect(try loading.factory.make(TemplateStyle(style)).style == TemplateStyle(drawn))
        }
    }

    @Test func anAlternativeNoTemplateHasIsAWarning() {
        let loading = TemplateLoading([Self.reading(#"{"template": "t", "version": 1, "alternative": "gird", "draw": {"text": "x"}}"#)], in: .standard)
        #expect(loading.diagnostics.all.map(\.description) == [
            "t.json:1:14: warning: the template 't' asks for the style 'gird' with v, and no template has it (did you mean 'grid'?)"
        ])
    }

    @Test func aFileSavedWithAnErrorKeepsItsLastGoodVersion() throws {
        var files = TemplateFiles([Self.reading(TemplateDocumentTests.ticker, file: "d/ticker.json")])
        let broken = TemplateDocumentTests.ticker.replacingOccurrences(of: "${title}", with: "${titel}")
        let update = files.update([Self.reading(broken, file: "d/ticker.json")])
        #expect(update.changed.isEmpty)
        #expect(update.problems.errors.map(\.description) == ["d/ticker.json:10:17: error: unknown binding 'titel' (did you mean 'title'?)"])
        #expect(files.readings.map(\.definition?.summary) == ["one line per item: badge, title and price"])
        let edited = TemplateDocumentTests.ticker.replacingOccurrences(of: "badge, title and price", with: "edited")
        let good = files.update([Self.reading(edited, file: "d/ticker.json")])
        #expect(good.changed == ["ticker"])
        #expect(files.readings.map(\.definition?.summary) == ["one line per item: edited"])
        // The same again changes nothing; a file removed keeps its template, with a word.
        #expect(files.update([Self.reading(edited, file: "d/ticker.json")]).changed.isEmpty)
        let removed = files.update([])
        #expect(removed.problems.all.map(\.description) == ["warning: the template file d/ticker.json was removed; its template stays until home starts again"])
        #expect(files.readings.count == 1)
    }

    @Test func aFolderReadsItsJSONFilesInNameOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(TemplateDocumentTests.ticker.utf8).write(to: folder.appendingPathComponent("b.json"))
        try Data(#"{"template": "a", "version": 1, "draw": {"text": "x"}}"#.utf8).write(to: folder.appendingPathComponent("a.json"))
        try Data("not a template".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub.json"), withIntermediateDirectories: true)
        let readings = try TemplateFolder.read(folder.path)
        #expect(readings.map { URL(fileURLWithPath: $0.file).lastPathComponent } == ["a.json", "b.json"])
        #expect(throws: TemplateFolder.Problem.self) { try TemplateFolder.read(folder.appendingPathComponent("missing").path) }
        #expect(throws: TemplateFolder.Problem.self) { try TemplateFolder.read(folder.appendingPathComponent("a.json").path) }
        for index in 0..<(TemplateFolder.maximumFiles - 1) {
            try Data().write(to: folder.appendingPathComponent("x\(index).json"))
        }
        #expect(performing: { try TemplateFolder.files(in: folder.path) }, throws: { error in
            (error as? TemplateFolder.Problem)?.reason == "holds 257 template files (*.json), more than 256; give a folder of the templates to use"
        })
    }

    // MARK: A toggle's payload

    static func decisions(_ variants: String) throws -> FeatureDecisions {
        let text = """
            {"version": 1, "toggles": {"home.template": {"enabled": true, "variants": [\(variants)]}}}
            """
        let file = ToggleFile.parse(Array(text.utf8), file: "toggles.json")
        return try FeatureDecisions.load(file, source: "toggles.json", context: EvaluationContext(sessionId: "local")).decisions
    }

    static func payload(_ document: String) -> String {
        let escaped = document.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
        return #"{"type": "json", "value": ""# + escaped + #""}"#
    }

    @Test func aVariantsPayloadRegistersItsTemplate() throws {
        let decisions = try Self.decisions(#"{"name": "ticker", "weight": 100, "payload": "# + Self.payload(TemplateDocumentTests.ticker) + "}")
        let details = decisions.evaluator.evaluate(FeatureDecisions.Key.template, context: decisions.context)
        let loading = try #require(TemplatePayload.loading(for: details, in: .standard))
        #expect(loading.diagnostics.all.isEmpty, "\(loading.diagnostics)")
        #expect(loading.factory.registration(for: "ticker")?.source == .toggle("home.template", variant: "ticker"))
        #expect(decisions.templateStyle(registered: loading.factory.styles).style == "ticker")
        // Again (a reload): the toggle's own template is replaced, not a conflict.
        let again = try #require(TemplatePayload.loading(for: details, in: loading.factory))
        #expect(again.diagnostics.all.isEmpty)
    }

    @Test func aPayloadIsReadAsAFileWithItsPlacesInThePayload() throws {
        let broken = TemplateDocumentTests.ticker.replacingOccurrences(of: "${title}", with: "${titel}")
        let decisions = try Self.decisions(#"{"name": "ticker", "weight": 100, "payload": "# + Self.payload(broken) + "}")
        let details = decisions.evaluator.evaluate(FeatureDecisions.Key.template, context: decisions.context)
        let loading = try #require(TemplatePayload.loading(for: details, in: .standard))
        #expect(loading.factory.registration(for: "ticker") == nil)
        #expect(loading.diagnostics.errors.map(\.description) == [
            "home.template variant 'ticker' payload:10:17: error: unknown binding 'titel' (did you mean 'title'?)"
        ])
    }

    @Test func aPayloadMustNameItsVariantAndTakeNoRegisteredStyle() throws {
        let other = try Self.decisions(#"{"name": "stocks", "weight": 100, "payload": "# + Self.payload(TemplateDocumentTests.ticker) + "}")
        let otherDetails = other.evaluator.evaluate(FeatureDecisions.Key.template, context: other.context)
        #expect(TemplatePayload.loading(for: otherDetails, in: .standard)?.diagnostics.errors.map(\.description) == [
            "home.template variant 'stocks' payload:2:15: error: the template names the style 'ticker', and the variant that carries it is 'stocks' "
                + "(name the template as its variant: \"template\": \"stocks\")"
        ])
        let shadow = try Self.decisions(#"{"name": "grid", "weight": 100, "payload": "# + Self.payload(#"{"template": "grid", "version": 1, "draw": {"text": "x"}}"#) + "}")
        let shadowDetails = shadow.evaluator.evaluate(FeatureDecisions.Key.template, context: shadow.context)
        let loading = try #require(TemplatePayload.loading(for: shadowDetails, in: .standard))
        #expect(loading.factory.registration(for: .grid)?.source == .compiled("HomeTemplates.GridTemplate"))
        #expect(loading.diagnostics.errors.first?.message
            == "the template style 'grid' is already registered by HomeTemplates.GridTemplate; the payload of variant 'grid' of toggle home.template cannot take its place")
        // A variant without a json payload carries no template.
        let plain = try Self.decisions(#"{"name": "grid", "weight": 100}"#)
        #expect(TemplatePayload.loading(for: plain.evaluator.evaluate(FeatureDecisions.Key.template, context: plain.context), in: .standard) == nil)
    }

    // MARK: The contract

    @Test func theExamplesAndTheStarterKeepTheTemplateContract() async throws {
        var readings = [Self.reading(TemplateDefinition.starterText(style: "starter"), file: "starter.json")]
        let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Templates/Data")
        readings += try TemplateFolder.read(examples.path)
        let loading = TemplateLoading(readings, in: .standard)
        #expect(loading.diagnostics.all.isEmpty, "\(loading.diagnostics)")
        #expect(loading.registered.count >= 3)
        // The compiled templates are checked in HomeTemplatesTests; `t` still cycles through all.
        await expectEveryTemplateKeepsTheContract(in: loading.factory, checking: loading.registered)
    }
}
