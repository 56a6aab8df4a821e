@testable import HomeCommandLine
import DynamicHome
import Foundation
import Testing

@Suite("Watching the toggles file")
struct TogglesWatcherTests {
    let folder: URL
    let file: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-watcher-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        file = folder.appendingPathComponent("FeatureToggles.json")
        try write(template: "list")
    }

    func write(template: String, padding: Int = 0) throws {
        let text = """
            {"version": 1, "toggles": {"home.template": {"category": "experiment", "owner": "tests", "value": "\(template)"}}}
            \(String(repeating: " ", count: padding))
            """
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    func style(_ change: TogglesWatcher.Change?) -> TemplateStyle? {
        guard case .applied(let decisions, _, _) = change else { return nil }
        return decisions.templateStyle(registered: [TemplateStyle("list"), TemplateStyle("grid")]).style
    }

    /// Checks on a task off the main actor, as the session's watch does.
    func checkOffTheMainActor(_ watcher: inout TogglesWatcher) async -> TogglesWatcher.Change? {
        let copy = watcher
        let (changed, change) = await Task.detached {
            var watcher = copy
            let change = watcher.check()
            return (watcher, change)
        }.value
        watcher = changed
        return change
    }

    @Test func theFirstLookLearnsTheFileAndAnEditIsReported() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var watcher = TogglesWatcher(path: file.path, decisions: FeatureDecisions(file: nil))
        #expect(await checkOffTheMainActor(&watcher) == nil)
        #expect(await checkOffTheMainActor(&watcher) == nil)
        try write(template: "grid", padding: 3)
        let change = await checkOffTheMainActor(&watcher)
        #expect(style(change) == TemplateStyle("grid"))
        #expect(await checkOffTheMainActor(&watcher) == nil)
    }

    @Test func anEditBetweenTheDecisionsAndTheFirstLookIsReported() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var watcher = TogglesWatcher(path: file.path, decisions: FeatureDecisions(file: nil))
        try write(template: "grid", padding: 5)
        #expect(style(await checkOffTheMainActor(&watcher)) == TemplateStyle("grid"))
    }

    @Test func aFileRemovedBeforeTheFirstLookIsReportedOnce() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var watcher = TogglesWatcher(path: file.path, decisions: FeatureDecisions(file: nil))
        try FileManager.default.removeItem(at: file)
        guard case .failed(let message) = await checkOffTheMainActor(&watcher) else {
            Issue.record("the removal was not reported")
            return
        }
        #expect(message.contains("was removed"))
        #expect(await checkOffTheMainActor(&watcher) == nil)
    }

    /// The toggles file replaced by a FIFO that nothing writes to, then a good file
    /// renamed over the FIFO: the reload waiting on the FIFO reads the good file at once,
    /// instead of after the FIFO's deadline (30 s).
    @Test func aReloadStuckOnAFIFOTakesTheFileRenamedOverIt() async throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        var watcher = TogglesWatcher(path: file.path, decisions: FeatureDecisions(file: nil))
        #expect(await checkOffTheMainActor(&watcher) == nil)
        try FileManager.default.removeItem(at: file)
        try #require(mkfifo(file.path, 0o600) == 0)
        let good = folder.appendingPathComponent("good.json")
        let text = #"{"version": 1, "toggles": {"home.template": {"category": "experiment", "owner": "tests", "value": "grid"}}}"#
        try Data(text.utf8).write(to: good)
        let renamer = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            _ = rename(good.path, file.path)
        }
        renamer.start()
        #expect(style(await checkOffTheMainActor(&watcher)) == TemplateStyle("grid"))
    }
}
