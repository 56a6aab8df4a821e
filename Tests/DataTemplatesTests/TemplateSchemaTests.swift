import DataTemplates
import Foundation
import Testing

/// `home templates schema` is a JSON Schema (draft 2020-12) that every template file in
/// the repository, and the starter, validates against, checked by python3's `jsonschema`
/// (which `.ci/run` installs when it is missing); what the reader refuses, it refuses too
/// where a schema can say so.
@Suite("Template schema")
struct TemplateSchemaTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = repository.appendingPathComponent("Templates/Data")

    /// The copy beside the examples, which their `"$schema"` names, is the one `home` prints.
    @Test func theRepositorysCopyIsTheSchemaHomePrints() throws {
        let copy = try String(contentsOf: Self.examples.appendingPathComponent("template.schema.json"), encoding: .utf8)
        #expect(copy == TemplateSchema.text, "Templates/Data/template.schema.json differs: home templates schema > Templates/Data/template.schema.json")
    }

    @Test func everyExampleAndTheStarterValidateAndBrokenFilesDoNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = folder.appendingPathComponent("template.schema.json")
        try Data(TemplateSchema.text.utf8).write(to: schema)
        var good = try TemplateFolder.files(in: Self.examples.path)
        #expect(good.count >= 2)
        let starter = folder.appendingPathComponent("starter.json")
        try Data(TemplateDefinition.starterText(style: "starter").utf8).write(to: starter)
        good.append(starter.path)
        var bad: [String] = []
        for (name, text) in [
            ("unknown-node.json", #"{"template": "t", "version": 1, "draw": {"sparkline": "${title}"}}"#),
            ("no-draw.json", #"{"template": "t", "version": 1}"#),
            ("bad-style.json", #"{"template": "Ticker", "version": 1, "draw": {"text": "x"}}"#),
            ("two-kinds.json", #"{"template": "t", "version": 1, "draw": {"text": "x", "row": []}}"#),
        ] {
            let file = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            bad.append(file.path)
        }
        let script = """
            import json, sys
            import jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft202012Validator.check_schema(schema)
            validator = jsonschema.Draft202012Validator(schema)
            for path in sys.argv[2:]:
                errors = list(validator.iter_errors(json.load(open(path))))
                print(("invalid " if errors else "valid ") + path)
            """
        let result = try Self.python(script, arguments: [schema.path] + good + bad)
        #expect(result.status == 0, "\(result.errorOutput)")
        let lines = Set(result.output.split(separator: "\n").map(String.init))
        for path in good { #expect(lines.contains("valid \(path)"), "\(path) does not validate against the schema:\n\(result.output)") }
        for path in bad { #expect(lines.contains("invalid \(path)"), "\(path) validates against the schema") }
    }

    static func python(_ script: String, arguments: [String]) throws -> (status: Int32, output: String, errorOutput: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
