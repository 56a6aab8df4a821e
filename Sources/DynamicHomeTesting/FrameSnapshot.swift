import Foundation
import Testing

/// Golden frame files: a frame's text compared with a file kept beside the tests, in a
/// folder `Golden` beside the calling test file, from any package.
///
/// When the text differs, the test fails with a line diff. Set the environment variable
/// `DYNAMIC_HOME_RECORD=1` to write the files anew instead (and check the diff in
/// version control before committing them): golden files change only on purpose. A
/// golden file that does not exist yet is recorded, with a warning that says so, the
/// first time its test runs; with `DYNAMIC_HOME_REQUIRE_GOLDEN=1` (set it in CI), a
/// missing golden file fails instead, since one was forgotten.
///
/// In the test target of your package, `exclude: ["Golden"]` tells SwiftPM that the
/// folder holds no sources (it warns about unhandled files otherwise); the folder must
/// exist for the exclude to hold (keep a file in it, such as a README, before the first
/// golden file is recorded).
public enum FrameSnapshot {
    /// The environment variable that re-records snapshots.
    public static let recordVariable = "DYNAMIC_HOME_RECORD"

    /// Whether snapshots are being recorded in this run.
    public static var isRecording: Bool { isRecording(ProcessInfo.processInfo.environment) }

    static func isRecording(_ environment: [String: String]) -> Bool {
        let value = environment[recordVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// The environment variable that makes a missing golden file a failure (for CI).
    public static let requireVariable = "DYNAMIC_HOME_REQUIRE_GOLDEN"

    /// Whether a missing golden file is a failure in this environment.
    static func requiresGolden(_ environment: [String: String]) -> Bool {
        let value = environment[requireVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Checks `text` against the golden file `name` in the folder `Golden` beside the
    /// test file that calls this.
    ///
    /// - Parameters:
    ///   - text: The frame (or frames) as plain text.
    ///   - name: The golden file's name, e.g. "list-80x24.txt".
    ///   - filePath: The calling test file; the folder is found from it.
    ///   - sourceLocation: Where a difference is reported.
    /// - Returns: Whether the text matched (or was recorded).
    @discardableResult
    public static func expect(
        _ text: String, matches name: String,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        compare(text, with: name, filePath: filePath, environment: ProcessInfo.processInfo.environment, sourceLocation: sourceLocation)
    }

    /// ``expect(_:matches:filePath:sourceLocation:)`` in an environment.
    static func compare(
        _ text: String, with name: String, filePath: String, environment: [String: String], sourceLocation: SourceLocation
    ) -> Bool {
        let isRecording = isRecording(environment)
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let file = folder.appendingPathComponent(name)
        let existing = FileManager.default.contents(atPath: file.path)
        if isRecording || (existing == nil && !requiresGolden(environment)) {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try Data(text.utf8).write(to: file)
            } catch {
                Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
                return false
            }
            if existing == nil, !isRecording {
                Issue.record(
                    "recorded the new golden file \(file.path); read it, and commit it with the test",
                    severity: .warning, sourceLocation: sourceLocation)
            }
            return true
        }
        guard let data = existing else {
            Issue.record(
                "no golden file \(file.path); run the tests once with \(recordVariable)=1 to record it, read it, and commit it",
                sourceLocation: sourceLocation)
            return false
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != text else { return true }
        let message = "frame differs from \(name) (- golden, + actual); re-record with \(recordVariable)=1 if the change is intended:\n"
            + lineDiff(expected: expected, actual: text)
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        return false
    }

    /// A readable diff of two texts, line by line: unchanged lines are shown with two
    /// spaces, changed ones with "-" (expected) and "+" (actual), and runs of unchanged
    /// lines far from a change are folded.
    public static func lineDiff(expected: String, actual: String) -> String {
        // Every line with its mark, in order (``LineDiff``); "|" shows where each line ends.
        let entries = LineDiff.entries(
            expected: expected.split(separator: "\n", omittingEmptySubsequences: false),
            actual: actual.split(separator: "\n", omittingEmptySubsequences: false)
        ).map { entry -> (mark: Character, text: Substring) in
            switch entry.mark {
            case .kept: (" ", entry.line)
            case .expectedOnly: ("-", entry.line)
            case .actualOnly: ("+", entry.line)
            }
        }
        // Unchanged lines more than two away from a change are folded.
        let changed = entries.indices.filter { entries[$0].mark != " " }
        var lines: [String] = []
        var folded = 0
        for (index, entry) in entries.enumerated() {
            let near = changed.contains { abs($0 - index) <= 2 }
            if entry.mark == " " && !near {
                folded += 1
                continue
            }
            if folded > 0 {
                lines.append("  … \(folded) unchanged lines")
                folded = 0
            }
            lines.append("\(entry.mark) \(entry.text)|")
        }
        if folded > 0 { lines.append("  … \(folded) unchanged lines") }
        return lines.joined(separator: "\n")
    }
}
