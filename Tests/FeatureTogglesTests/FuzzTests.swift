import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles
import TestSupport

/// Random and mutated toggles files: never a crash, always either a configuration and no
/// error, or no configuration and errors that each have a place.
struct FuzzTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    static let seeds: [[UInt8]] = {
        let native = """
        {"version": 1, "segments": {"eu": {"constraints": [{"contextName": "country", "operator": "IN", "values": ["no", "se"]}]}},
         "toggles": {
          "home.template": {"category": "experiment", "owner": "t", "expires": "2027-01-01", "variants": [{"name": "list", "weight": 60}, {"name": "grid", "payload": {"type": "json", "value": "{}"}, "overrides": [{"contextName": "userId", "values": ["1"]}]}], "stickiness": "userId"},
          "a": {"rollout": {"percentage": 25, "stickiness": "sessionId"}, "constraints": [{"contextName": "version", "operator": "SEMVER_GTE", "value": "1.2.0"}], "segments": ["eu"]},
          "b": {"strategies": [{"name": "remoteAddress", "parameters": {"IPs": "10.0.0.0/8, ::1"}}, {"name": "userWithId", "parameters": {"userIds": "1,2"}, "constraints": [{"contextName": "email", "operator": "REGEX", "value": "^[a-z]+@x\\\\.io$", "caseInsensitive": true}]}], "dependencies": [{"feature": "a", "enabled": true}]},
          "c": {"value": 400, "enabled": false}
         }}
        """
        let conformance = root.appendingPathComponent("Conformance/specifications")
        let states = ["08-variants.json", "13-constraint-operators.json", "15-global-constraints.json", "21-regex-constraint-operators.json"].compactMap { name -> [UInt8]? in
            guard let data = FileManager.default.contents(atPath: conformance.appendingPathComponent(name).path),
                  let root = try? JSONNode.parse(Array(data)), let state = root["state"] else { return nil }
            return Array(state.compactText.utf8)
        }
        let repository = FileManager.default.contents(atPath: root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("FeatureToggles.json").path).map(Array.init) ?? []
        return [Array(native.utf8), repository] + states
    }()

    static let tokens: [String] = [
        "{", "}", "[", "]", ",", ":", "\"", "\\", "null", "true", "false", "-1", "0", "1e999", "100", "\"x\"", "\"\"",
        "\"toggles\"", "\"features\"", "\"variants\"", "\"weight\"", "\"operator\"", "\"REGEX\"", "\"(\"", "\"(?=a)\"",
        "\"name\"", "\"value\"", "\"strategies\"", "\"flexibleRollout\"", "\"rollout\"", "\"dependencies\"", "\"segments\"",
        "\"IN_CIDR\"", "\"::\"", "\"2026-13-45\"", "\u{0}", "\u{FFFF}", "😀", " ", "\n", "\"\\ud800\"",
    ]

    static func mutate(_ bytes: [UInt8], _ generator: inout SplitMix64) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let position = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !bytes.isEmpty:
                bytes[position] = UInt8.random(in: 0...255, using: &generator)
            case 1 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
                bytes.removeSubrange(position..<end)
            case 2:
                bytes.insert(contentsOf: Array(tokens.randomElement(using: &generator)!.utf8), at: position)
            case 3 where !bytes.isEmpty:
                let end = min(bytes.count, position + Int.random(in: 1...40, using: &generator))
                bytes.insert(contentsOf: bytes[position..<end], at: Int.random(in: 0...bytes.count, using: &generator))
            case 4:
                // A number where a string belongs, or the other way round.
                if let quote = bytes[position...].firstIndex(of: UInt8(ascii: "\"")) {
                    bytes.replaceSubrange(quote...quote, with: Array("7,\"".utf8))
                }
            default:
                bytes = Array(bytes.prefix(position))
            }
        }
        return bytes
    }

    static func randomDocument(_ generator: inout SplitMix64) -> [UInt8] {
        var text = ""
        for _ in 0..<Int.random(in: 0...60, using: &generator) { text += tokens.randomElement(using: &generator)! }
        return Array(text.utf8)
    }

    @Test func twoThousandFilesNeverCrashTheLoader() throws {
        var generator = SplitMix64(seed: 20_261_121)
        var loaded = 0
        var rejected = 0
        for index in 0..<2_000 {
            let bytes = index % 4 == 0 ? Self.randomDocument(&generator) : Self.mutate(Self.seeds[index % Self.seeds.count], &generator)
            let result = ToggleFile.parse(bytes, file: "fuzz.json", options: ValidationOptions(today: CalendarDay("2026-11-21"), variantNames: [VariantNameRule(toggles: .name("home.template"), names: ["list", "grid"], noun: "registered template style", listLabel: "registered styles")]))
            if let configuration = result.configuration {
                loaded += 1
                #expect(!result.diagnostics.hasErrors)
                let evaluator = ToggleEvaluator(file: configuration, random: .seeded(UInt64(index)))
                let context = EvaluationContext(userId: String(index), sessionId: "s", remoteAddress: "10.1.2.3", properties: ["country": "no", "version": "1.3.0", "email": "ab@x.io"])
                for details in evaluator.evaluateAll(context: context) {
                    #expect(details.layer == .file)
                    #expect(details.errorCode == nil)
                }
                _ = ToggleExplanation.json(evaluator.evaluateAll(context: context))
            } else {
                rejected += 1
                #expect(result.diagnostics.hasErrors, "case \(index) was rejected without an error")
                for error in result.diagnostics.errors {
                    let location = try #require(error.location, "case \(index): \(error)")
                    #expect(location.file == "fuzz.json")
                    #expect(location.line >= 1 && location.column >= 1)
                    #expect(!error.message.isEmpty)
                }
            }
        }
        #expect(loaded > 50)
        #expect(rejected > 1_000)
    }

    @Test func aLoaderFedBrokenFilesKeepsTheLastGoodOne() throws {
        var generator = SplitMix64(seed: 7)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("toggles-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("t.json").path
        let loader = ToggleFileLoader(path: path)
        var lastGood: ToggleConfiguration?
        for round in 0..<100 {
            let bytes = round % 10 == 0 ? Self.seeds[0] : Self.mutate(Self.seeds[0], &generator)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let result = loader.reload()
            if let fresh = ToggleFile.parse(bytes).configuration {
                lastGood = fresh
                #expect(result.outcome == .loaded)
            } else {
                #expect(result.outcome == .rejected)
            }
            #expect(loader.configuration == lastGood)
        }
    }

    @Test func randomPatternsNeverCrashTheRegexEngine() {
        var generator = SplitMix64(seed: 99)
        let pieces = ["a", "b", ".", "*", "+", "?", "|", "(", ")", "[", "]", "^", "$", "\\", "d", "w", "{", "}", "2", ",", "-", ":", "?i", "(?", "<", "=", "!", "1", "p", "😀"]
        var compiled = 0
        for _ in 0..<2_000 {
            var pattern = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) { pattern += pieces.randomElement(using: &generator)! }
            if let program = try? RegexProgram(pattern: pattern) {
                compiled += 1
                _ = program.matches("ab12😀\naab")
            }
        }
        #expect(compiled > 200)
    }
}
