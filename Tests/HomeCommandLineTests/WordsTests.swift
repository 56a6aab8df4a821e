import DataTemplates
import Foundation
import Testing

/// The words of issue 38, item 14, each as a person meets it.
@MainActor
@Suite("Words")
struct WordsTests {
    let folder = temporaryFolder()

    func write(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// `templates validate DIR` reads a folder as `--templates DIR` does: the schema the
    /// README says to put there is not a template.
    @Test func aFolderIsValidatedAsTemplatesReadsIt() async throws {
        let plain = try write("tpl/plain.json", #"{"template": "plain", "version": 1, "draw": {"text": "${title}"}}"#)
        _ = try write("tpl/template.schema.json", TemplateSchema.text)
        let result = await home("templates", "validate", folder.appendingPathComponent("tpl").path)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output == "\(plain): valid: the template 'plain', 1 node, 0 warnings\n")
        let empty = folder.appendingPathComponent("empty").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let none = await home("templates", "validate", empty)
        #expect(none.status == 1)
        #expect(none.error.hasSuffix(" is a folder with no template file (*.json but *.schema.json); give a template file or a folder of them\n"), "\(none.error)")
    }

    /// Writing into a folder that is not there says so.
    @Test func aMissingFolderIsSaidToBeMissing() async {
        let path = "no/such/x.json"
        let result = await home("templates", "new", "mine", "--json", path)
        #expect(result.status == 1)
        #expect(result.error == "home: cannot write no/such/x.json: the folder no/such does not exist; make it first: mkdir -p no/such\n")
        #expect(!FileManager.default.fileExists(atPath: "no"))
    }

    /// `toggles explain` says what a variant naming a style no template has is, not
    /// OpenFeature's INVALID_CONTEXT (the context is fine).
    @Test func explainSaysAnUnregisteredStyleIsOne() async throws {
        let path = try write("t.json", #"""
            {"version": 1, "toggles": {"home.template": {"category": "experiment", "owner": "t", "enabled": true,
              "variants": [{"name": "carousel", "weight": 100}]}}}
            """#)
        let result = await home("toggles", "explain", "home.template", "--toggles", path)
        #expect(!result.output.contains("INVALID_CONTEXT"), "\(result.output)")
        #expect(result.lines.last?.contains("carousel  -        ERROR: no template has the style 'carousel'; 'list' is drawn  file") == true, "\(result.output)")
    }

    /// A weight that is refused is said once: the sum of the weights it is part of is not
    /// a second error.
    @Test func aRefusedWeightIsNotSaidTwice() async throws {
        let path = try write("w.json", #"""
            {"version": 1, "toggles": {"home.template": {"category": "experiment", "owner": "t", "enabled": true,
              "variants": [{"name": "list", "weight": "fifty"}, {"name": "grid", "weight": 100}]}}}
            """#)
        let result = await home("toggles", "validate", path)
        #expect(result.status == 1)
        #expect(result.lines == [
            "\(path):2:43: error: \"weight\" of variant 1 of \"variants\" of toggle \"home.template\" must be a number, not a string",
            "\(path): invalid: 1 error, 0 warnings",
        ])
    }

    /// A file that is not a template (a link to a file of secrets) is never quoted.
    @Test func aFileThatIsNotATemplateIsNotQuoted() async throws {
        let secret = try write("secret.txt", "SECRET-TOKEN=abc123\n")
        let json = try write("secret.json", #"{"password": "hunter2", "user": "me"}"#)
        let links = folder.appendingPathComponent("links")
        try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: links.path + "/a.json", withDestinationPath: secret)
        try FileManager.default.createSymbolicLink(atPath: links.path + "/b.json", withDestinationPath: json)
        let validate = await home("templates", "validate", links.path + "/a.json", links.path + "/b.json")
        let render = await home("render", "--templates", links.path)
        for text in [validate.output, validate.error, render.output, render.error] {
            for secretWord in ["SECRET", "S'", "hunter2", "password", "user"] {
                #expect(!text.contains(secretWord), "\(text)")
            }
        }
        #expect(validate.lines.first == "\(links.path)/a.json:1:1: error: this is not a template file: it is not JSON (a template file is a JSON object with \"template\", \"version\" and \"draw\"; its content is not quoted)")
        #expect(validate.lines.contains("\(links.path)/b.json:1:1: error: this is not a template file: it has neither \"template\" nor \"draw\" (a template file is a JSON object with \"template\", \"version\" and \"draw\"; its content is not quoted)"))
    }
}
