import DynamicHome
@testable import DynamicHomeTesting
import Foundation
import HomeTemplates
import Testing

/// Golden files compared in a folder of the test's own, so that these tests never touch
/// the package's golden files.
@MainActor
@Suite("Frame snapshots", .disabled(if: FrameSnapshot.isRecording, "they check comparing, not recording"))
final class FrameSnapshotTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID().uuidString)")
    /// A test file in `folder`: its golden files are in `folder/Golden`.
    var testFile: String { folder.appendingPathComponent("SomeTests.swift").path }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func write(_ text: String, to name: String) throws {
        let golden = folder.appendingPathComponent("Golden")
        try FileManager.default.createDirectory(at: golden, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: golden.appendingPathComponent(name))
    }

    @Test func aMatchingFramePasses() throws {
        try write("ab \ncd \n", to: "frame.txt")
        #expect(FrameSnapshot.expect("ab \ncd \n", matches: "frame.txt", filePath: testFile))
    }

    @Test func aDifferentFrameFailsWithALineDiff() throws {
        try write("one  \ntwo  \nthree\nfour \nfive \nsix  \nseven\n", to: "frame.txt")
        let issues = IssueLog()
        withKnownIssue {
            #expect(!FrameSnapshot.expect("one  \ntwo  \nthree\nFOUR \nfive \nsix  \nseven\n", matches: "frame.txt", filePath: testFile))
        } matching: { issues.append($0) }
        #expect(issues.comments == ["""
            frame differs from frame.txt (- golden, + actual); re-record with DYNAMIC_HOME_RECORD=1 if the change is intended:
              … 1 unchanged lines
              two  |
              three|
            - four |
            + FOUR |
              five |
              six  |
              … 2 unchanged lines
            """])
    }

    @Test func aMissingGoldenFileIsRecordedWithAWarningUnlessRequired() throws {
        let issues = IssueLog()
        let path = folder.appendingPathComponent("Golden/new.txt").path
        withKnownIssue {
            #expect(FrameSnapshot.compare("x\n", with: "new.txt", filePath: testFile, environment: [:], sourceLocation: #_sourceLocation))
        } matching: { issue in
            issue.severity == .warning && issues.append(issue)
        }
        #expect(issues.comments == ["recorded the new golden file \(path); read it, and commit it with the test"])
        #expect(FileManager.default.contents(atPath: path) == Data("x\n".utf8))
        // The next run compares with it.
        #expect(FrameSnapshot.compare("x\n", with: "new.txt", filePath: testFile, environment: [:], sourceLocation: #_sourceLocation))
    }

    @Test func aMissingGoldenFileFailsWhenGoldenFilesAreRequired() {
        let issues = IssueLog()
        withKnownIssue {
            _ = FrameSnapshot.compare("x\n", with: "missing.txt", filePath: testFile, environment: ["DYNAMIC_HOME_REQUIRE_GOLDEN": "1"], sourceLocation: #_sourceLocation)
        } matching: { issues.append($0) }
        let path = folder.appendingPathComponent("Golden/missing.txt").path
        #expect(issues.comments == ["no golden file \(path); run the tests once with DYNAMIC_HOME_RECORD=1 to record it, read it, and commit it"])
        #expect(FileManager.default.contents(atPath: path) == nil)
    }

    @Test func theHarnessComparesTheWholeScreen() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, motion: .none)
        home.press(.down, .right)
        try write(home.frame(width: 60, height: 10), to: "home.txt")
        #expect(home.expectFrame(width: 60, height: 10, matches: "home.txt", filePath: testFile))
        home.press(.left)
        let issues = IssueLog()
        withKnownIssue {
            home.expectFrame(width: 60, height: 10, matches: "home.txt", filePath: testFile)
        } matching: { issues.append($0) }
        #expect(issues.comments.first?.contains("-  DynamicHome · Tuesday 17 November 2026") == true)
        #expect(issues.comments.first?.contains("+  DynamicHome · Monday 16 November 2026") == true)
        home.skipEvents()
        home.finish()
    }
}
