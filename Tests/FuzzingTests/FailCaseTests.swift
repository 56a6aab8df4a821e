import Foundation
import Fuzzing
import Testing
import TestThreads

/// One input that once broke a fuzz target's oracle, kept in `Fuzz/FailCases/TARGET/`.
struct FailCase: Sendable, CustomTestStringConvertible {
    var target: String
    var path: String

    /// `TARGET/NAME`, as ``FailCaseTests/knownIssues`` names it.
    var name: String { "\(target)/\(URL(fileURLWithPath: path).lastPathComponent)" }
    var testDescription: String { name }
}

/// Every input that ever failed stays failed-and-fixed: each is replayed through its
/// target's oracle by the built `home-fuzz`, in a process of its own, so that one that
/// crashes or hangs again fails its test, not the test run. Each waits for its process on a
/// thread of its own; the time limits only tell a hang (an input takes well under a
/// second) from a slow machine.
@Suite(.threadOfItsOwn) struct FailCaseTests {
    /// Fail cases whose bug is in code another change fixes: expected to fail until then.
    /// When one starts to pass, its test fails ("known issue was not recorded"): take it
    /// off this list.
    ///
    /// Every fail case found so far holds: the regex engine's and the HTTP client's were
    /// fixed on their branches (issue 24), the toggles reader's here.
    static let knownIssues: [String: Comment] = [:]

    static let failCases: [FailCase] = FuzzTarget.all.flatMap { target in
        FuzzBinary.files(in: FuzzBinary.fuzzFolder.appendingPathComponent("FailCases/\(target.name)"))
            .map { FailCase(target: target.name, path: $0.path) }
    }

    @Test(arguments: failCases)
    func replays(_ failCase: FailCase) throws {
        let result = try FuzzBinary.replay(failCase.target, [failCase.path], limit: .seconds(60))
        if let issue = Self.knownIssues[failCase.name] {
            withKnownIssue(issue) {
                #expect(result.status == 0 && !result.signaled, "\(result.summary)")
            }
        } else {
            #expect(result.status == 0 && !result.signaled, "\(result.summary)")
        }
    }

    @Test func everyKnownIssueIsAFailCase() {
        let names = Set(Self.failCases.map(\.name))
        for name in Self.knownIssues.keys {
            #expect(names.contains(name), "the known issue \(name) names no file in Fuzz/FailCases")
        }
    }

    /// The seeds hold too: an oracle that failed on a seed would stop every run at its
    /// start.
    @Test(arguments: FuzzTarget.all.map(\.name))
    func seedsHold(_ target: String) throws {
        let seeds = FuzzBinary.files(in: FuzzBinary.fuzzFolder.appendingPathComponent("Seeds/\(target)"))
        try #require(!seeds.isEmpty, "Fuzz/Seeds/\(target) has no seeds")
        let result = try FuzzBinary.replay(target, seeds.map(\.path), limit: .seconds(180))
        #expect(result.status == 0 && !result.signaled, "\(result.summary)")
    }
}
