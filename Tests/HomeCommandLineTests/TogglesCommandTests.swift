import Foundation
import DynamicHome
import Essentials
import FeatureToggles
import Testing

@MainActor
@Suite("home toggles", .serialized)
struct TogglesCommandTests {
    static let specifications = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FeatureTogglesTests/Conformance/specifications")

    @Test func theRepositoryFileIsValid() async {
        let result = await home(["toggles", "validate", repositoryToggles])
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "\(repositoryToggles): valid\n")
    }

    /// A file of thousands of mistakes: a screenful printed, every one counted,
    /// and the reading keeps only the first (600,000 misspelt keys took 589 MB and
    /// printed 600,000 lines).
    @Test func aFileFullOfMistakesPrintsAScreenfulAndKeepsTheFirst() async throws {
        let file = temporaryFolder().appendingPathComponent("toggles.json")
        let misspelt = (0..<1_500).map { #""m\#($0)": {"enabeld": true}"# }
        let expired = (0..<1_000).map { #""e\#($0)": {"expires": "2020-01-01"}"# }
        let text = #"{"version": 1, "toggles": {"# + (misspelt + expired).joined(separator: ",\n") + "}}"
        try Data(text.utf8).write(to: file)
        let parsed = FeatureToggles.ToggleFile.parse(Array(text.utf8), file: file.path, options: ValidationOptions(today: CalendarDay("2026-11-16")))
        #expect(parsed.diagnostics.all.count == FeatureToggles.ToggleFile.maximumDiagnostics)
        #expect(parsed.diagnostics.errorCount == 1_500 && parsed.diagnostics.warningCount == 1_000)
        let result = await home(["toggles", "validate", file.path])
        #expect(result.status == 1)
        #expect(result.lines.count == 20 + 2)
        #expect(result.lines.first == "\(file.path):1:35: error: unknown key \"enabeld\" in toggle \"m0\" (did you mean 'enabled'?)")
        #expect(result.lines.suffix(2) == [
            "\(file.path): 2,480 more problems are not shown (1,480 errors, 1,000 warnings); fix the first ones and check again",
            "\(file.path): invalid: 1500 errors, 1000 warnings",
        ])
    }

    @Test func everyProblemIsPrintedWithItsPlace() async throws {
        let file = temporaryFolder().appendingPathComponent("toggles.json")
        try Data("""
            {
              "version": 1,
              "toggles": {
                "home.template": {
                  "category": "experiment",
                  "enabeld": true,
                  "variants": [{"name": "list", "weight": 70}, {"name": "carousel", "weight": 20}]
                },
                "old.flag": {"category": "release", "expires": "2020-01-01", "enabled": true}
              }
            }

            """.utf8).write(to: file)
        let result = await home(["toggles", "validate", file.path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("\(file.path):6:7: error:") && $0.contains("enabeld") && $0.contains("did you mean 'enabled'?") }, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("\(file.path):7:") && $0.contains("100") }, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("\(file.path):7:") && $0.contains("carousel") }, "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("\(file.path):9:") && $0.contains("warning:") && $0.contains("expired") }, "\(result.output)")
        #expect(lines.last?.hasPrefix("\(file.path): invalid: ") == true)
    }

    @Test func explainPrintsEveryToggleAsTextAndJSON() async throws {
        let table = await home(["toggles", "explain", "--user", "42"])
        #expect(table.status == 0)
        #expect(table.output.hasPrefix("NAME "))
        #expect(table.output.contains("home.template"))
        let json = await home(["toggles", "explain", "--json"])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [[String: Any]])
        #expect(objects.count == FeatureDecisions.defaults.toggles.count)
        for object in objects {
            for key in ["name", "enabled", "variant", "reason", "layer"] { #expect(object[key] != nil, "\(key) in \(object)") }
        }
    }

    /// `home toggles explain --json --toggles <an Unleash export> --context …` gives
    /// Unleash's expected result for every case of the client specification.
    @Test func explainAlignsColumnsByDisplayWidthAfterEscaping() async throws {
        let file = temporaryFolder().appendingPathComponent("toggles.json")
        let names = ["日本語", "a\\u001b[31mred", "plain"]
        let toggles = names.map { "\"\($0)\": {\"enabled\": true}" }.joined(separator: ", ")
        try Data("{\"version\": 1, \"toggles\": {\(toggles)}}".utf8).write(to: file)
        let result = await home(["toggles", "explain", "--toggles", file.path])
        #expect(result.status == 0, "\(result.error)")
        // The ENABLED column starts at the same display column on every line.
        let lines = result.output.split(separator: "\n").map(String.init)
        let columns = Set(lines.map { line -> Int in
            let name = line.prefix { $0 != " " }
            let rest = line.dropFirst(name.count).prefix { $0 == " " }
            return name.unicodeScalars.reduce(0) { $0 + ((0x3000...0x9FFF).contains($1.value) ? 2 : 1) } + rest.count
        })
        #expect(columns.count == 1, "\(result.output)")
        #expect(result.output.contains("a\\u001B[31mred"))
    }

    @Test func explainReproducesTheUnleashSpecification() async throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.specifications.path).filter { $0.hasSuffix(".json") && $0 != "index.json" }.sorted()
        #expect(files.count >= 15)
        var cases = 0
        for name in files {
            let data = try Data(contentsOf: Self.specifications.appendingPathComponent(name))
            let specification = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let state = try JSONSerialization.data(withJSONObject: specification["state"] as Any)
            let export = temporaryFolder().appendingPathComponent("unleash-export.json")
            try state.write(to: export)
            for test in specification["tests"] as? [[String: Any]] ?? [] {
                let context = String(decoding: try JSONSerialization.data(withJSONObject: test["context"] ?? [:]), as: UTF8.self)
                let result = await home(["toggles", "explain", "--json", "--toggles", export.path, "--context", context])
                #expect(result.status == 0, "\(name): \(result.error)")
                let evaluations = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
                let toggle = test["toggleName"] as? String ?? ""
                let enabled = evaluations.first { $0["name"] as? String == toggle }?["enabled"] as? Bool ?? false
                #expect(enabled == test["expectedResult"] as? Bool, "\(name): \(test["description"] ?? "")")
                cases += 1
            }
        }
        #expect(cases > 150)
    }

    @Test(arguments: [
        (["toggles"], Int32(2), "home: 'home toggles' needs validate or explain; usage: home toggles validate [FILE] | toggles explain [NAME…] [--user ID] [--session ID] [--context JSON] [--json]\n"),
        (["toggles", "explian"], 2, "home: unknown toggles command 'explian'; did you mean 'explain'?\n"),
        (["toggles", "validate", "/nonexistent.json"], 1, "home: cannot read toggles file /nonexistent.json: no such file\n"),
        (["toggles", "explain", "--context", "{userId: 5}"], 2, "home: --context:1:2: error: unexpected 'u'; expected a key in double quotes\n"),
        (["toggles", "explain", "--context", "{\"properties\": 5}"], 2, "home: --context:1:16: error: \"properties\" must be an object, not a number\n"),
    ])
    func badInput(arguments: [String], status: Int32, message: String) async {
        let result = await home(arguments)
        #expect(result.status == status)
        #expect(result.error == message)
    }
}
