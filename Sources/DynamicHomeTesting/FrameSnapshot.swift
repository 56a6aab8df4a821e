import Foundation
import Testing

/// Golden frame files: a frame's text compared with a file kept beside the tests.
///
/// When the text differs, the test fails with a line diff. Set the environment variable
/// `DYNAMIC_HOME_RECORD=1` to write the files anew instead (and check the diff in
/// version control before committing them): golden files change only on purpose.
public enum FrameSnapshot {
    /// The environment variable that re-records snapshots.
    public static let recordVariable = "DYNAMIC_HOME_RECORD"

    /// Whether snapshots are being recorded in this run.
    public static var isRecording: Bool {
        let value = ProcessInfo.processInfo.environment[recordVariable] ?? ""
        return !value.isEmpty && value != "0"
    }

    /// Checks `text` against the golden file `name` in the folder `Golden` beside the
    /// test file that calls this.
    ///
    /// - Parameters:
    ///   - text: The frame (or frames) as plain text.
    ///   - name: The golden file's name, e.g. "list-80x24.txt".
    ///   - filePath: The calling test file; the folder is found from it.
    /// - Returns: Whether the text matched (or was recorded).
    @discardableResult
    public static func expect(
        _ text: String, matches name: String,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) -> Bool {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
        let file = folder.appendingPathComponent(name)
        if isRecording {
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            do {
                try Data(text.utf8).write(to: file)
            } catch {
                Issue.record("could not record \(file.path): \(error)", sourceLocation: sourceLocation)
                return false
            }
            return true
        }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            Issue.record(
                "no golden file \(file.path); run the tests once with \(recordVariable)=1 to record it",
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
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        // Every line with its mark, in order; "|" shows where each line ends.
        var entries: [(mark: Character, text: Substring)] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                entries.append(("-", old[oldIndex]))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                entries.append(("+", new[newIndex]))
                newIndex += 1
            } else {
                entries.append((" ", newIndex < new.count ? new[newIndex] : old[oldIndex]))
                oldIndex += 1
                newIndex += 1
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
