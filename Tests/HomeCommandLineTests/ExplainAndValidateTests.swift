import Foundation
import Testing

/// `home toggles explain [NAME…]` shows values as the app uses them, layers spelled one
/// way; `home toggles validate` places range warnings; the default evaluation repeats.
@MainActor
@Suite("explain and validate", .serialized)
struct ExplainAndValidateTests {
    static func objects(_ output: String) throws -> [[String: Any]] {
        try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
    }

    @Test func explainPrintsOnlyTheNamedTogglesAndAnUnknownNameIsFlagNotFound() async throws {
        let result = await home(["toggles", "explain", "--json", "home.template", "no.such.toggle", "home.analytics"])
        #expect(result.status == 0, "\(result.error)")
        let objects = try Self.objects(result.output)
        #expect(objects.map { $0["name"] as? String } == ["home.template", "no.such.toggle", "home.analytics"])
        #expect(objects[1]["enabled"] as? Bool == false)
        #expect(objects[1]["reason"] as? String == "ERROR")
        #expect(objects[1]["errorCode"] as? String == "FLAG_NOT_FOUND")
        #expect(result.error.contains("home: warning: no toggle is named \"no.such.toggle\""), "\(result.error)")
    }

    /// Wide characters (CJK, emoji) take two columns: the table pads by display width,
    /// so the columns after them line up; counting characters would not.
    @Test func explainAlignsTheTableByDisplayWidth() async throws {
        let result = await home(["toggles", "explain", "--toggles", repositoryToggles, "--toggle", "home.greeting=日本語🙂", "home.greeting"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines == [
            "NAME           ENABLED  VARIANT   PAYLOAD   REASON  LAYER         BUCKETING",
            "home.greeting  on       日本語🙂  日本語🙂  STATIC  command line  -",
        ])
    }

    /// The table quotes the hash's input as an excerpt, as messages quote input; the JSON
    /// has it whole.
    @Test func aLongUserIdIsAnExcerptInTheTableAndWholeInTheJSON() async throws {
        let file = temporaryFolder().appendingPathComponent("experiment.json")
        try Data(#"""
            {"version": 1, "toggles": {"home.template": {"category": "experiment", "stickiness": "userId",
              "variants": [{"name": "list", "weight": 50}, {"name": "grid", "weight": 50}]}}}
            """#.utf8).write(to: file)
        let user = String(repeating: "u", count: 5_000)
        let table = await home(["toggles", "explain", "--toggles", file.path, "--user", user, "home.template"])
        #expect(table.status == 0, "\(table.error)")
        let row = try #require(table.lines.last)
        #expect(row.contains("variant: murmur3(\"home.template:uuu"), "\(row)")
        #expect(row.count < 160, "the row is \(row.count) characters long")
        let json = await home(["toggles", "explain", "--json", "--toggles", file.path, "--user", user, "home.template"])
        #expect(json.output.contains("\"home.template:\(user)\""))
    }

    @Test func explainShowsANumberAsUsedNotAsWritten() async throws {
        let result = await home([
            "toggles", "explain", "--json", "--toggle", "home.crossfade.durationMs=99999", "--toggle", "home.deck.ahead=2.5",
            "home.crossfade.durationMs", "home.deck.ahead",
        ])
        let objects = try Self.objects(result.output)
        let duration = try #require(objects.first)
        let payload = try #require((duration["variant"] as? [String: Any])?["payload"] as? [String: Any])
        #expect(payload["value"] as? String == "10000")
        #expect((duration["message"] as? String)?.contains("99999 is outside 0 to 10000") == true, "\(duration)")
        #expect(duration["layer"] as? String == "command line")
        let ahead = try #require(objects.last)
        #expect(ahead["reason"] as? String == "ERROR")
        #expect(((ahead["variant"] as? [String: Any])?["payload"] as? [String: Any])?["value"] as? String == "4")
    }

    /// The status line says in words which template and chosen by what; explain and the
    /// settings screen give the exact reason, the layers spelled alike.
    @Test func theStatusLineSaysWhyInWordsAndExplainAndSettingsExactly() async throws {
        let explain = await home(["toggles", "explain", "--toggle", "home.template=grid", "home.template"])
        #expect(explain.output.contains("STATIC  command line"), "\(explain.output)")
        let render = await home(["render", "--toggle", "home.template=grid", "--width", "80", "--height", "10"])
        #expect(render.lines.last?.hasPrefix(" grid · picked by --toggle ") == true, "\(render.output)")
        let script = temporaryFolder().appendingPathComponent("s.txt")
        try Data("key s\nframe\n".utf8).write(to: script)
        let settings = await home(["play", script.path, "--toggle", "home.template=grid", "--width", "80", "--height", "20"])
        #expect(settings.output.contains("home.template: STATIC (command line)"), "\(settings.output)")
    }

    @Test func validatePlacesRangeWarningsAlsoBesideErrors() async throws {
        let file = temporaryFolder().appendingPathComponent("toggles.json")
        try Data("""
            {
              "version": 1,
              "toggles": {
                "home.crossfade.durationMs": {"value": 99999},
                "home.template": {"enabeld": true, "value": "list"}
              }
            }

            """.utf8).write(to: file)
        let result = await home(["toggles", "validate", file.path])
        #expect(result.status == 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "\(file.path):4:5: warning: toggle home.crossfade.durationMs is 99999 (file), outside 0 to 10000; using 10000 ms", "\(result.output)")
        #expect(lines.contains { $0.hasPrefix("\(file.path):5:") && $0.contains("enabeld") }, "\(result.output)")
    }

    /// The example of docs/TOGGLES.md splits `home.template` by `userId`; without `--user` there is
    /// none, which Unleash treats as random stickiness. `home` draws the same number each
    /// time then, so every run shows the same template.
    @Test func withoutAContextEveryRunGivesTheSameAnswer() async throws {
        let file = temporaryFolder().appendingPathComponent("toggles.json")
        try Data("""
            {"version": 1, "toggles": {"home.template": {"enabled": true, "stickiness": "userId",
              "variants": [{"name": "list", "weight": 50}, {"name": "grid", "weight": 50}]}}}
            """.utf8).write(to: file)
        var variants = Set<String>()
        for _ in 0..<16 {
            let result = await home(["toggles", "explain", "--json", "--toggles", file.path, "home.template"])
            let variant = try #require(try Self.objects(result.output).first?["variant"] as? [String: Any])
            variants.insert(variant["name"] as? String ?? "")
        }
        #expect(variants.count == 1, "\(variants)")
        var withUser = Set<String>()
        for user in 0..<16 {
            let result = await home(["toggles", "explain", "--json", "--toggles", file.path, "--user", "u\(user)", "home.template"])
            withUser.insert(((try Self.objects(result.output).first?["variant"] as? [String: Any])?["name"] as? String) ?? "")
        }
        #expect(withUser == ["list", "grid"], "users still split")
    }
}
