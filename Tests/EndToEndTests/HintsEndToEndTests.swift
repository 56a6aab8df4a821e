import Foundation
import Testing
import TestThreads

/// The commands `home`'s hints print run as printed (issue 38, item 12): a newcomer has
/// `swift run home` or a path, not `home` on the PATH, so a hint starts the way `home` was
/// started. `templates new STYLE --json FILE` prints four commands after `next:`.
@Suite("hints run as printed", .threadOfItsOwn)
final class HintsEndToEndTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-hints-\(UUID().uuidString)")

    init() throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("mine"), withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The commands after `next:`, without their comments.
    static func next(_ output: String) -> [String] {
        let lines = output.split(separator: "\n").map(String.init)
        guard let start = lines.firstIndex(of: "next:") else { return [] }
        return lines[(start + 1)...].map { line in
            let command = line.range(of: "   #").map { String(line[..<$0.lowerBound]) } ?? line
            return command.trimmingCharacters(in: .whitespaces)
        }
    }

    /// `sh -c COMMAND` in the folder, with `home`'s folder first on the PATH when asked
    /// (`HomeBinary.run` hands on the test's own PATH, which the shell then extends).
    func shell(_ command: String, homeOnThePath: Bool = false) throws -> HomeBinary.Result {
        let line = homeOnThePath ? "PATH=\"$HOME_FOLDER:$PATH\"; \(command)" : command
        return try HomeBinary.run(
            ["-c", line], environment: ["HOME_FOLDER": HomeBinary.url.deletingLastPathComponent().path], in: folder,
            binary: URL(fileURLWithPath: "/bin/sh"))
    }

    @Test func runByItsPathTheHintsNameThePathAndRunAsPrinted() throws {
        let made = try HomeBinary.run(["templates", "new", "mine", "--json", "mine/mine.json"], in: folder)
        #expect(made.status == 0, "\(made.error)")
        let binary = HomeBinary.url.path
        let commands = Self.next(made.output)
        #expect(commands == [
            "\(binary) templates schema > mine/template.schema.json",
            "\(binary) templates validate mine/mine.json",
            "\(binary) templates preview mine --templates mine --watch",
            "\(binary) --templates mine --template mine",
        ])
        // Each runs as printed (the preview's --watch wants a terminal; the last, out of
        // one, prints one frame of the new template).
        for command in commands where !command.hasSuffix("--watch") {
            let result = try shell(command)
            #expect(result.status == 0, "\(command): \(result.error)")
        }
        #expect(try shell(commands[1]).output == "mine/mine.json: valid: the template 'mine', 14 nodes, 0 warnings\n")
    }

    @Test func foundOnThePathTheHintsSayHome() throws {
        let made = try shell("home templates new mine --json mine/mine.json", homeOnThePath: true)
        #expect(made.status == 0, "\(made.error)")
        let commands = Self.next(made.output)
        #expect(commands.first == "home templates schema > mine/template.schema.json", "\(made.output)")
        for command in commands where !command.hasSuffix("--watch") {
            let result = try shell(command, homeOnThePath: true)
            #expect(result.status == 0, "\(command): \(result.error)")
        }
    }

    /// From the package's folder (where `swift run home` starts it), the hints say `swift
    /// run home`; the test does not run them, since a build would wait for this one.
    @Test func runFromThePackageTheHintsSaySwiftRun() throws {
        let file = folder.appendingPathComponent("mine/mine.json").path
        let made = try HomeBinary.run(["templates", "new", "mine", "--json", file], in: HomeBinary.packageRoot)
        #expect(made.status == 0, "\(made.error)")
        #expect(Self.next(made.output) == [
            "swift run home templates schema > \(folder.path)/mine/template.schema.json",
            "swift run home templates validate \(file)",
            "swift run home templates preview mine --templates \(folder.path)/mine --watch",
            "swift run home --templates \(folder.path)/mine --template mine",
        ])
    }
}
