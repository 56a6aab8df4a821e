import Essentials
import Foundation
import Testing

/// The issues a `withKnownIssue` block recorded, collected from its matcher (which may
/// run on any thread).
final class IssueLog: Sendable {
    private let issues = Locked<[Issue]>([])

    /// Keeps an issue; returns `true`, so that the issue counts as known.
    func append(_ issue: Issue) -> Bool {
        issues.withLock { $0.append(issue) }
        return true
    }

    /// Every issue's comments, joined, in the order recorded.
    var comments: [String] {
        issues.withLock { $0.map { $0.comments.map(\.rawValue).joined(separator: "\n") } }
    }

    /// Where each issue was recorded.
    var locations: [SourceLocation] {
        issues.withLock { $0.compactMap(\.sourceLocation) }
    }
}
