import Foundation
import Testing

/// Every argument is checked before an output (`--cast`, `--record`, `--analytics`) is
/// opened, and an output that is one of the command's inputs, however named, is refused:
/// nothing is written, nothing is lost.
@MainActor
@Suite("Outputs are never inputs", .serialized)
struct OutputsAreNotInputsTests {
    let folder = temporaryFolder()

    private func file(_ name: String, _ text: String) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aRecordingOfTheScriptItPlaysIsRefusedAndTheScriptKept() async throws {
        let script = try file("s.txt", "frame\n")
        let result = await home("play", script, "--cast", script)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("home: --cast '"), "\(result.error)")
        #expect(result.error.contains("is the script"), "\(result.error)")
        #expect(result.error.contains("give another file"), "\(result.error)")
        #expect(result.output.isEmpty)
        #expect(contents(script) == "frame\n")
    }

    @Test func theSameFileUnderAnotherNameIsRefusedToo() async throws {
        let script = try file("s.txt", "frame\n")
        let link = folder.appendingPathComponent("link.cast").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: script)
        let hard = folder.appendingPathComponent("hard.cast").path
        try FileManager.default.linkItem(atPath: script, toPath: hard)
        let dotted = folder.path + "/./s.txt"
        for output in [link, hard, dotted] {
            let result = await home("play", script, "--cast", output)
            #expect(result.status == 2, "\(output): \(result.error)")
            #expect(result.error.contains("is the script"), "\(output): \(result.error)")
        }
        #expect(contents(script) == "frame\n")
    }

    @Test func theTogglesFileIsNeverAnOutput() async throws {
        let toggles = try file("FeatureToggles.json", try String(contentsOfFile: repositoryToggles, encoding: .utf8))
        let before = contents(toggles)
        for arguments in [["render", "--analytics", toggles], ["replace", "--to", "grid", "--cast", toggles], ["swipe", "next", "--analytics", toggles]] {
            let result = await home(arguments + ["--toggles", toggles])
            #expect(result.status == 2, "\(arguments): \(result.error)")
            #expect(result.error.contains("is the toggles file"), "\(arguments): \(result.error)")
        }
        #expect(contents(toggles) == before)
    }

    @Test func aDayFileOfTheContentFolderOrOfAContentStepIsNeverAnOutput() async throws {
        let days = folder.appendingPathComponent("days")
        try FileManager.default.createDirectory(at: days, withIntermediateDirectories: true)
        let day = days.appendingPathComponent("2026-11-16.json").path
        let items = #"[{"identifier": "a", "title": "A", "kind": "short"}]"#
        try Data(items.utf8).write(to: URL(fileURLWithPath: day))
        let render = await home("render", "--content", days.path, "--analytics", day)
        #expect(render.status == 2, "\(render.error)")
        #expect(render.error.contains("is the day file"), "\(render.error)")
        let step = try file("new.json", items)
        let script = try file("step.txt", "frame\ncontent new.json\nframe\n")
        let play = await home("play", script, "--cast", step)
        #expect(play.status == 2, "\(play.error)")
        #expect(play.error.contains("is the content file 'new.json' of"), "\(play.error)")
        #expect(contents(day) == items)
        #expect(contents(step) == items)
    }

    @Test func noOutputIsOrIsCreatedInsideAFolderTheCommandReads() async throws {
        let templates = folder.appendingPathComponent("tpl")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        let mine = templates.appendingPathComponent("mine.json").path
        let template = #"{"template": "mine", "version": 1, "draw": {"text": "${title}"}}"#
        try Data(template.utf8).write(to: URL(fileURLWithPath: mine))
        let script = try file("s.txt", "frame\n")
        let days = folder.appendingPathComponent("days")
        try FileManager.default.createDirectory(at: days, withIntermediateDirectories: true)
        let items = #"[{"identifier": "a", "title": "A", "kind": "short"}]"#
        try Data(items.utf8).write(to: days.appendingPathComponent("2026-11-16.json"))
        let link = folder.appendingPathComponent("elsewhere").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: templates.path)
        let cases: [(arguments: [String], output: String, what: String)] = [
            (["play", script, "--templates", templates.path, "--cast"], mine, "the templates folder"),
            (["play", script, "--templates", templates.path, "--analytics"], mine, "the templates folder"),
            (["render", "--templates", templates.path, "--analytics"], templates.path + "/new.jsonl", "the templates folder"),
            (["render", "--templates", templates.path, "--analytics"], link + "/new.jsonl", "the templates folder"),
            (["replace", "--to", "grid", "--content", days.path, "--cast"], days.path + "/index.json", "the content folder"),
            (["render", "--content", days.path, "--analytics"], days.path + "/./2026-11-17.json", "the content folder"),
        ]
        for (arguments, output, what) in cases {
            let result = await home(arguments + [output])
            #expect(result.status == 2, "\(arguments) \(output): \(result.error)")
            #expect(result.error.contains("is inside \(what) '"), "\(arguments) \(output): \(result.error)")
            #expect(result.error.contains("give a file outside it"), "\(arguments) \(output): \(result.error)")
            #expect(result.output.isEmpty)
        }
        #expect(contents(mine) == template)
        #expect(try FileManager.default.contentsOfDirectory(atPath: templates.path) == ["mine.json"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: days.path) == ["2026-11-16.json"])
        // Beside the folders, as before.
        let beside = await home("render", "--templates", templates.path, "--content", days.path, "--analytics", folder.path + "/a.jsonl")
        #expect(beside.status == 0, "\(beside.error)")
    }

    @Test func twoOutputsOfOneFileAreRefused() async throws {
        let output = folder.appendingPathComponent("both.txt").path
        let result = await home("replace", "--to", "grid", "--cast", output, "--analytics", output)
        #expect(result.status == 2)
        #expect(result.error.contains("is the file --cast writes"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func anArgumentThatIsWrongOpensNoOutput() async throws {
        let cast = folder.appendingPathComponent("p.cast").path
        let analytics = folder.appendingPathComponent("a.jsonl").path
        let unknown = await home("replace", "--to", "nosuchstyle", "--cast", cast, "--analytics", analytics)
        #expect(unknown.status == 2)
        let already = await home("replace", "--to", "list", "--cast", cast, "--analytics", analytics)
        #expect(already.status == 1)
        #expect(already.error.contains("already 'list'"), "\(already.error)")
        let tooMany = await home("replace", "--to", "grid", "--fps", "240", "--duration", "60000", "--cast", cast, "--analytics", analytics)
        #expect(tooMany.status == 2)
        #expect(!FileManager.default.fileExists(atPath: cast))
        #expect(!FileManager.default.fileExists(atPath: analytics))
    }

    @Test func devicesAndNewFilesAreOutputsAsBefore() async throws {
        let script = try file("s.txt", "frame\n")
        let cast = folder.appendingPathComponent("out.cast").path
        let result = await home("play", script, "--cast", cast, "--analytics", "/dev/null")
        #expect(result.status == 0, "\(result.error)")
        #expect(FileManager.default.fileExists(atPath: cast))
    }
}
