import Foundation
import Testing

/// What `validate` passes, `render` draws: the templates variants carry are checked by
/// `toggles validate` at their places in the toggles file (they passed, then fell back
/// at render), those of `home.section.ID.template` included, which render now loads; a
/// misspelled key of a template file gets its suggestion, and its content is checked.
@MainActor
@Suite("Templates that variants carry, validated")
struct TemplatePayloadValidationTests {
    let folder = temporaryFolder()

    /// A toggles file whose toggles (name, variant, payload JSON) each have one variant.
    func toggles(_ variants: [(toggle: String, variant: String, payload: String)]) throws -> String {
        let entries = variants.map { toggle, variant, payload in
            """
            "\(toggle)": {"category": "experiment", "owner": "tests", "enabled": true,
              "variants": [{"name": "\(variant)", "weight": 100, "payload": \(payload)}]}
            """
        }
        let text = "{\"version\": 1, \"toggles\": {\n" + entries.joined(separator: ",\n") + "\n}}\n"
        let path = folder.appendingPathComponent("FeatureToggles.json").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// A `json` payload whose value is `document` as a JSON string.
    static func string(_ document: String) throws -> String {
        let value = try JSONSerialization.data(withJSONObject: document, options: .fragmentsAllowed)
        return #"{"type": "json", "value": "# + String(decoding: value, as: UTF8.self) + "}"
    }

    @Test func everyProblemOfACarriedTemplateIsAtItsPlaceInTheTogglesFile() async throws {
        let large = #"{"template": "big", "version": 1, "draw": {"text": ""# + String(repeating: "x", count: 270_000) + #""}}"#
        let path = try toggles([
            ("home.template", "cut", try Self.string(#"{"template": "cut", "version": 1, "draw": {"text": "${title}""#)),
            ("home.section.top.template", "tick", try Self.string(#"{"template": "tick", "version": 1, "draw": {"text": "${titel}"}}"#)),
            ("home.section.mid.template", "grid", try Self.string(#"{"template": "grid", "version": 1, "draw": {"text": "x"}}"#)),
            ("home.section.low.template", "inline", #"{"template": "other", "version": 1, "draw": {"text": "x"}}"#),
            ("home.section.big.template", "big", try Self.string(large)),
        ])
        let result = await home("toggles", "validate", path)
        #expect(result.status == 1)
        #expect(result.lines.filter { !$0.contains(": invalid:") } == [
            "\(path):3:158: error: the template of variant 'cut' of home.template: unexpected end of file; expected ',' or '}' to close the object that starts at 1:43",
            "\(path):5:152: error: the template of variant 'tick' of home.section.top.template: unknown binding 'titel' (did you mean 'title'?)",
            "\(path):7:101: error: the template of variant 'grid' of home.section.mid.template: the template style 'grid' is already registered by HomeTemplates.GridTemplate; the payload of variant 'grid' of toggle home.section.mid.template cannot take its place (give this template a style of its own)",
            "\(path):9:74: error: the template of variant 'inline' of home.section.low.template: the template names the style 'other', and the variant that carries it is 'inline' (name the template as its variant: \"template\": \"inline\")",
            "\(path):11:262240: error: the template of variant 'big' of home.section.big.template: the template file is 270,055 bytes, more than 262,144 (256 KiB); it goes past the limit here (a template says how one entry is drawn: split what is drawn, or move data into the items' fields)",
        ])
    }

    @Test func aSectionsCarriedTemplateIsRegisteredForTheScreen() async throws {
        let path = try toggles([
            ("home.section.top.template", "tick", try Self.string(#"{"template": "tick", "version": 1, "summary": "from a section's toggle", "draw": {"text": "${title}"}}"#)),
        ])
        let validate = await home("toggles", "validate", path)
        #expect(validate.status == 0, "\(validate.output)")
        let list = await home("templates", "--toggles", path)
        #expect(list.status == 0, "\(list.error)")
        // The row of the style, whatever the width of the column of styles.
        let row = list.output.split(separator: "\n").first { $0.split(separator: " ").first == "tick" }
        #expect(row?.contains("the payload of variant 'tick' of toggle home.section.top.template") == true, "\(list.output)")
    }

    @Test func aMisspelledDrawIsSuggestedAndItsContentChecked() async throws {
        let file = folder.appendingPathComponent("t.json").path
        try Data(#"{"template": "t", "version": 1, "drawing": {"text": "${titel}"}}"#.utf8).write(to: URL(fileURLWithPath: file))
        let result = await home("templates", "validate", file)
        #expect(result.status == 1)
        #expect(result.lines == [
            "\(file):1:1: error: missing key \"draw\" (how one entry is drawn, e.g. \"draw\": {\"text\": \"${title}\"})",
            "\(file):1:33: warning: unknown key \"drawing\" in the template file; it is ignored (did you mean 'draw'?)",
            "\(file):1:56: error: unknown binding 'titel' (did you mean 'title'?)",
            "\(file): invalid: 2 errors, 1 warning",
        ])
    }
}
