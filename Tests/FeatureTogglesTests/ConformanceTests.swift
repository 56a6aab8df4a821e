import Diagnostics
import Foundation
import Testing
@testable import FeatureToggles

/// Every case of Unleash's client specification, vendored in `Conformance/` with its licence.
struct ConformanceTests {
    struct Specification: Decodable {
        struct EnabledCase: Decodable {
            var description: String
            var context: EvaluationContext
            var toggleName: String
            var expectedResult: Bool
        }

        struct ExpectedVariant: Decodable {
            var name: String
            var payload: Payload?
            var enabled: Bool
            var featureEnabled: Bool?

            enum CodingKeys: String, CodingKey {
                case name, payload, enabled
                case featureEnabled = "feature_enabled"
            }
        }

        struct VariantCase: Decodable {
            var description: String
            var context: EvaluationContext
            var toggleName: String
            var expectedResult: ExpectedVariant
        }

        var name: String
        var tests: [EnabledCase]?
        var variantTests: [VariantCase]?
    }

    /// One specification file: its state loaded through ``ToggleFile`` (the delta files'
    /// `{"events": […]}` too, applied in order) and its cases.
    struct LoadedSpecification: Sendable, CustomTestStringConvertible {
        var file: String
        var bytes: [UInt8]
        var testDescription: String { file }
    }

    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Conformance/specifications")

    static let files: [LoadedSpecification] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { name in
            LoadedSpecification(file: name, bytes: Array(FileManager.default.contents(atPath: directory.appendingPathComponent(name).path) ?? Data()))
        }
    }()

    @Test func theSpecificationIsVendored() {
        #expect(Self.files.count == 19)
        #expect(FileManager.default.fileExists(atPath: Self.directory.deletingLastPathComponent().appendingPathComponent("LICENSE").path))
    }

    /// One case of a specification, with the state it runs against.
    struct Case: Sendable, CustomTestStringConvertible {
        enum Expectation: Sendable {
            case enabled(Bool)
            case variant(ResolvedVariant, featureEnabled: Bool?)
        }

        var file: String
        var description: String
        var configuration: ToggleConfiguration?
        var loadProblems: String
        var context: EvaluationContext
        var toggleName: String
        var expectation: Expectation

        var testDescription: String { "\(file): \(description)" }
    }

    static let cases: [Case] = files.flatMap { file -> [Case] in
        guard let root = try? JSONNode.parse(file.bytes, file: file.file), let state = root["state"],
              let specification = try? JSONDecoder().decode(Specification.self, from: Data(file.bytes))
        else { return [] }
        let result = ToggleFile.parse(state)
        let problems = result.diagnostics.errors.map(\.description).joined(separator: "\n")
        let enabled = (specification.tests ?? []).map { test in
            Case(file: file.file, description: test.description, configuration: result.configuration, loadProblems: problems,
                 context: test.context, toggleName: test.toggleName, expectation: .enabled(test.expectedResult))
        }
        let variants = (specification.variantTests ?? []).map { test in
            let expected = test.expectedResult
            return Case(
                file: file.file, description: test.description, configuration: result.configuration, loadProblems: problems,
                context: test.context, toggleName: test.toggleName,
                expectation: .variant(ResolvedVariant(name: expected.name, enabled: expected.enabled, payload: expected.payload), featureEnabled: expected.featureEnabled)
            )
        }
        return enabled + variants
    }

    @Test(arguments: cases)
    func conformance(_ test: Case) throws {
        let configuration = try #require(test.configuration, "the state did not load: \(test.loadProblems)")
        #expect(configuration.format == .unleash)
        let details = ToggleEvaluator(file: configuration, random: .seeded(7)).evaluate(test.toggleName, context: test.context)
        switch test.expectation {
        case .enabled(let expected):
            #expect(details.enabled == expected)
        case .variant(let expected, let featureEnabled):
            #expect(details.variant == expected)
            if let featureEnabled { #expect(details.enabled == featureEnabled) }
        }
    }

    @Test func everyCaseIsCollected() {
        #expect(Self.cases.count == 202 + 18)
    }

    @Test func theCaseCountIsWhatTheFilesHold() throws {
        var enabledCases = 0
        var variantCases = 0
        for file in Self.files {
            let cases = try JSONDecoder().decode(Specification.self, from: Data(file.bytes))
            enabledCases += cases.tests?.count ?? 0
            variantCases += cases.variantTests?.count ?? 0
        }
        #expect(enabledCases == 202)
        #expect(variantCases == 18)
    }
}
