import Foundation
import Testing

/// The issues a `withKnownIssue` block recorded, collected from its matcher (which may
/// run on any thread).
final class IssueLog: @unchecked Sendable {
    // @unchecked: `issues` is only touched while holding `lock`.
    private let lock = NSLock()
    private var issues: [Issue] = []

    /// Keeps an issue; returns `true`, so that the issue counts as known.
    func append(_ issue: Issue) -> Bool {
        lock.withLock { issues.append(issue) }
        return true
    }

    /// Every issue's comments, joined, in the order recorded.
    var comments: [String] {
        lock.withLock { issues.map { $0.comments.map(\.rawValue).joined(separator: "\n") } }
    }

    /// Where each issue was recorded.
    var locations: [SourceLocation] {
        lock.withLock { issues.compactMap(\.sourceLocation) }
    }
}
