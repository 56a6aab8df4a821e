import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles
import TestSupport

/// `FeatureToggles.schema.json` describes what the loader accepts.
struct SchemaTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func node(_ name: String) throws -> JSONNode {
        let data = try #require(FileManager.default.contents(atPath: packageRoot.appendingPathComponent(name).path))
        return try JSONNode.parse(Array(data), file: name)
    }

    @Test func theRepositoryFileMatchesTheSchema() throws {
        let schema = MinimalJSONSchema(root: try Self.node("FeatureToggles.schema.json"))
        #expect(schema.problems(of: try Self.node("FeatureToggles.json")) == [])
    }

    @Test(arguments: [
        #"{"version": 1, "toggles": {}}"#,
        #"{"version": 1, "toggles": {"a": {"rollout": 10, "variants": [{"name": "x", "payload": {"k": [1]}}, {"name": "y", "weight": 20}]}}}"#,
        #"{"version": 1, "segments": {"s": {"constraints": []}}, "toggles": {"a": {"segments": ["s"], "constraints": [{"contextName": "n", "operator": "NUM_GT", "value": 3}]}}}"#,
        #"{"version": 1, "toggles": {"a": {"strategies": [{"name": "flexibleRollout", "parameters": {"rollout": 50, "stickiness": "userId"}}], "dependencies": [{"feature": "b", "variants": ["v"]}]}, "b": {"value": "v"}}}"#,
    ])
    func validFilesPassBoth(_ text: String) throws {
        let schema = MinimalJSONSchema(root: try Self.node("FeatureToggles.schema.json"))
        let document = try JSONNode.parse(text)
        #expect(schema.problems(of: document) == [])
        let result = ToggleFile.parse(document)
        #expect(result.isValid, "\(result.diagnostics)")
    }

    @Test(arguments: [
        #"{"version": 2, "toggles": {}}"#,
        #"{"toggles": {}}"#,
        #"{"version": 1, "toggles": {"a": {"enabeld": true}}}"#,
        #"{"version": 1, "toggles": {"a": {"enabled": "yes"}}}"#,
        #"{"version": 1, "toggles": {"a": {"category": "experimnet"}}}"#,
        #"{"version": 1, "toggles": {"a": {"value": "x", "variants": []}}}"#,
        #"{"version": 1, "toggles": {"a": {"rollout": 10, "strategies": []}}}"#,
        #"{"version": 1, "toggles": {"a": {"rollout": 101}}}"#,
        #"{"version": 1, "toggles": {"a": {"variants": [{"name": "x", "weight": -1}, {"name": "y"}]}}}"#,
        #"{"version": 1, "toggles": {"a": {"constraints": [{"contextName": "n", "operator": "LIKE", "values": []}]}}}"#,
        #"{"version": 1, "toggles": {"a": {"strategies": [{"name": "sometimes"}]}}}"#,
        #"{"version": 1, "toggles": {"a": {"expires": "next year"}}}"#,
        #"{"version": 1, "toggles": {"a": {"value": true}}}"#,
        #"{"version": 1, "toggles": {"a": {"variants": [{"name": "x", "payload": null}]}}}"#,
    ])
    func invalidFilesFailBoth(_ text: String) throws {
        let schema = MinimalJSONSchema(root: try Self.node("FeatureToggles.schema.json"))
        let document = try JSONNode.parse(text)
        #expect(!schema.problems(of: document).isEmpty)
        #expect(!ToggleFile.parse(document).isValid)
    }

    @Test func theSchemaNamesWhatTheLoaderKnows() throws {
        let schema = try Self.node("FeatureToggles.schema.json")
        let definitions = try #require(schema["$defs"])
        let toggleKeys = definitions["toggle"]?["properties"]?.members?.map(\.key) ?? []
        #expect(Set(toggleKeys) == Set(ToggleFileReader.nativeToggleKeys))
        let topKeys = schema["properties"]?.members?.map(\.key) ?? []
        #expect(Set(topKeys) == Set(ToggleFileReader.nativeTopLevelKeys))
        let operators = definitions["constraint"]?["properties"]?["operator"]?["enum"]?.elements?.compactMap(\.string) ?? []
        #expect(operators == ConstraintOperator.allCases.map(\.rawValue))
        let strategies = definitions["strategy"]?["properties"]?["name"]?["enum"]?.elements?.compactMap(\.string) ?? []
        #expect(strategies == Strategy.knownNames)
        let categories = definitions["toggle"]?["properties"]?["category"]?["enum"]?.elements?.compactMap(\.string) ?? []
        #expect(categories == ToggleCategory.allCases.map(\.rawValue))
        let variantKeys = definitions["variant"]?["properties"]?.members?.map(\.key) ?? []
        #expect(Set(variantKeys) == Set(ToggleFileReader.nativeVariantKeys))
        let constraintKeys = definitions["constraint"]?["properties"]?.members?.map(\.key) ?? []
        #expect(Set(constraintKeys) == Set(ToggleFileReader.constraintKeys))
    }
}

/// Compiles only while the public values stay `Sendable`.
struct SendableTests {
    @Test func publicValuesAreSendable() {
        requireSendable(ToggleEvaluator.self)
        requireSendable(ToggleConfiguration.self)
        requireSendable(EvaluationDetails.self)
        requireSendable(EvaluationContext.self)
        requireSendable(ToggleFileLoader.self)
        requireSendable(ToggleFileResult.self)
        requireSendable(ExposureLog.self)
        requireSendable(ImpressionEvent.self)
        requireSendable(ToggleOverride.self)
        requireSendable(RandomSource.self)
        requireSendable(TypedEvaluation<Int>.self)
    }
}
