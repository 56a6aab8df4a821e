import DynamicHome
import Essentials
import Foundation
import HomeCommandLine
import HomeTemplates

/// What a command printed and how it ended.
struct CommandResult {
    var status: Int32
    var output: String
    var error: String

    var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
}

/// Text written by a command, collected from any thread.
final class Capture: Sendable {
    private let text = Locked("")
    func append(_ more: String) { text.withLock { $0 += more } }
    var value: String { text.withLock { $0 } }
}

/// Runs `home` in-process. The working folder stays as it is (tests never change it), so
/// a test names every file by its full path, ``repositoryToggles`` among them.
@MainActor
func home(
    _ arguments: String..., environment: [String: String] = [:], terminal: (columns: Int, rows: Int)? = nil, factory: HomeFactory = .standard
) async -> CommandResult {
    await home(arguments, environment: environment, terminal: terminal, factory: factory)
}

@MainActor
func home(
    _ arguments: [String], environment: [String: String] = [:], terminal: (columns: Int, rows: Int)? = nil, factory: HomeFactory = .standard
) async -> CommandResult {
    let output = Capture()
    let error = Capture()
    let console = Console(
        isTerminal: terminal != nil, terminalSize: terminal,
        write: { output.append($0) }, writeError: { error.append($0) })
    let status = await HomeCommand.run(arguments, environment: environment, console: console, factory: factory)
    return CommandResult(status: status, output: output.value, error: error.value)
}

let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// The repository's FeatureToggles.json, which a user running `home` in the repository
/// gets by default.
let repositoryToggles = packageRoot + "/FeatureToggles.json"

/// A temporary folder for files a test writes.
func temporaryFolder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("home-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Writes two JSON texts as old.json and new.json in a temporary folder, for `home diff`.
///
/// - Returns: Their paths.
func files(_ old: String, _ new: String) throws -> (String, String) {
    let folder = temporaryFolder()
    let oldFile = folder.appendingPathComponent("old.json")
    let newFile = folder.appendingPathComponent("new.json")
    try Data(old.utf8).write(to: oldFile)
    try Data(new.utf8).write(to: newFile)
    return (oldFile.path, newFile.path)
}

/// `text` with `{registered}` replaced by the registered styles as messages list them
/// ("list, grid, …"), read from the factory, so that no test spells the list.
@MainActor
func withRegisteredStyles(_ text: String) -> String {
    text.replacingOccurrences(of: "{registered}", with: HomeFactory.standard.styles.map(\.rawValue).joined(separator: ", "))
}
