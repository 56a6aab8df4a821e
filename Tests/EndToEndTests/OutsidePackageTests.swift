import Foundation
import Testing
import TestThreads
#if canImport(Glibc)
import Glibc
#endif

/// A template author's package outside this one: `Examples/Magazine`, which depends on
/// DynamicHome by path, holds a template of its own, and whose executable's `main.swift`
/// is `HomeCommand.main` with the standard templates and that one. Built with SwiftPM and
/// run as its author would run it: every command works with the author's template.
@Suite("A template author's own package", .serialized, .threadOfItsOwn, .enabled(if: SwiftPMRun.packageBuilds, SwiftPMRun.howToRun))
struct OutsidePackageTests {
    static let package = HomeBinary.packageRoot.appendingPathComponent("Examples/Magazine")

    /// `swift build` of the package, once for the suite: its executable, or why not.
    ///
    /// It builds into a new scratch folder, as a fresh checkout would: a build folder kept
    /// from before does not see source files added to DynamicHome since.
    static let built = Task<Result<URL, SwiftPMRun.Failure>, Never> {
        let scratch = SwiftPMRun.scratchFolder("magazine-build")
        return await SwiftPMRun.run(
            ["build", "--package-path", package.path, "--scratch-path", scratch.path, "--product", "magazine"], in: package,
            refusingWarnings: true
        ).map { _ in scratch.appendingPathComponent("debug/magazine") }
    }

    let folder: URL
    let toggles: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // An experiment between a built-in template and the author's.
        toggles = folder.appendingPathComponent("FeatureToggles.json")
        try Data("""
            {"version": 1, "toggles": {"home.template": {"enabled": true, "stickiness": "userId", "variants": [
              {"name": "list", "weight": 50}, {"name": "magazine", "weight": 50}]}}}
            """.utf8).write(to: toggles)
    }

    func magazine(_ arguments: [String]) throws -> HomeBinary.Result {
        try HomeBinary.run(arguments, in: folder, binary: try binary.get())
    }

    /// The executable, once built (set by each test first).
    var binary: Result<URL, SwiftPMRun.Failure> = .failure(SwiftPMRun.Failure(log: "not built yet"))

    @Test mutating func itBuildsWithoutWarningsAndEveryPrintingCommandKnowsTheTemplate() async throws {
        binary = await Self.built.value
        let render = try magazine(["render", "--template", "magazine", "--width", "80", "--height", "12"])
        #expect(render.status == 0, "\(render.error)")
        #expect(render.lines.last?.hasPrefix(" magazine · chosen on the command line") == true, "\(render.output)")
        let replace = try magazine(["replace", "--to", "magazine", "--frames", "3", "--width", "60", "--height", "10"])
        #expect(replace.status == 0, "\(replace.error)")
        #expect(replace.lines.last?.hasPrefix(" magazine · chosen on the command line") == true, "\(replace.output)")
        let check = try magazine(["templates", "--check"])
        #expect(check.status == 0, "\(check.output)\(check.error)")
        // The magazine's row, whatever the width of the column of styles.
        let row = check.output.split(separator: "\n").first { $0.split(separator: " ").first == "magazine" }
        #expect(row?.split(separator: " ").dropFirst().allSatisfy { $0 == "✓" || $0 == "pass" } == true, "\(check.output)")
        let validate = try magazine(["toggles", "validate", toggles.path])
        #expect(validate.status == 0, "\(validate.output)\(validate.error)")
        #expect(validate.output == "\(toggles.path): valid\n")
        // The experiment picks the author's template for some users.
        let explain = try magazine(["toggles", "explain", "home.template", "--toggles", toggles.path, "--user", "designer-2"])
        #expect(explain.status == 0)
        let styles = try (1...40).map { user in
            try magazine(["render", "--toggles", toggles.path, "--user", "user-\(user)", "--width", "60", "--height", "3"]).lines.last ?? ""
        }
        #expect(styles.contains { $0.hasPrefix(" magazine · picked by an experiment") }, "\(styles)")
        #expect(styles.contains { $0.hasPrefix(" list · picked by an experiment") }, "\(styles)")
    }

    /// A transition of the package's own (`SpreadTransition`, registered in its
    /// `main.swift`) is one like the standard ones: `--transition spread` draws with it, a
    /// `home.transition` variant may name it, and a misspelling is refused with it listed.
    @Test mutating func aTransitionOfThePackagesOwnRunsAsAnyOther() async throws {
        binary = await Self.built.value
        let replace = try magazine(
            ["replace", "--template", "magazine", "--to", "grid", "--transition", "spread", "--frames", "5", "--width", "40", "--height", "10"])
        #expect(replace.status == 0, "\(replace.error)")
        // The third frame of five, half way: the grid opened across the middle of the body
        // (8 rows, the header and the status line around it), the magazine above and below.
        let frames = replace.output.components(separatedBy: "# frame ").dropFirst().map { $0.split(separator: "\n").dropFirst() }
        #expect(frames.count == 5)
        let first = try #require(frames.first).map(String.init)
        let middle = try #require(frames.dropFirst(2).first).map(String.init)
        let last = try #require(frames.last).map(String.init)
        #expect(middle[1] == first[1], "the body's top row is still the magazine's half way: \(middle)")
        #expect(middle[4...5] == last[4...5], "the body's middle rows are the grid's half way: \(middle)")
        let wrong = try magazine(["replace", "--to", "grid", "--transition", "sprad"])
        #expect(wrong.status == 2)
        #expect(wrong.error == "home: --transition must be one of fade, dissolve, wipe, slide, spread, not 'sprad'; did you mean 'spread'?\n")
        try Data(#"{"version": 1, "toggles": {"home.transition": {"enabled": true, "value": "spread"}}}"#.utf8).write(to: toggles)
        let validate = try magazine(["toggles", "validate", toggles.path])
        #expect(validate.output == "\(toggles.path): valid\n", "\(validate.error)")
        let toggled = try magazine(
            ["replace", "--template", "magazine", "--to", "grid", "--toggles", toggles.path, "--frames", "5", "--width", "40", "--height", "10"])
        #expect(toggled.output == replace.output)
    }

    @Test(.enabled(if: Tmux.isAvailable && Tmux.hasDash, "tmux or dash is not installed"))
    func theInteractiveSessionShowsTheTemplateCyclesWithTAndGivesTheTerminalBack() async throws {
        let binary = try await Self.built.value.get()
        let arguments = "--template magazine --toggles '\(toggles.path)'"
        // q after t: the next style after the author's, as registered.
        let pane = try DashPane(folder: folder, arguments: arguments, binary: binary)
        #expect(try pane.tmux.screen().contains(" magazine · chosen on the command line"))
        let styles = HomeBinary.registeredStyles(of: binary)
        #expect(styles.contains("magazine"), "\(styles)")
        let after = try #require(HomeBinary.style(after: "magazine", among: styles))
        try pane.tmux.press("t")
        let next = try pane.tmux.waitFor { $0.contains(" \(after) · switched from magazine") }
        #expect(next.contains(" \(after) · switched from magazine"), "\(next)")
        try pane.tmux.press("q")
        #expect(try pane.exitStatus() == 0)
        #expect(try pane.stty() == pane.sttyBefore)
        // ctrl-z gives the terminal back; fg takes it again; SIGTERM ends it, restored.
        let second = try DashPane(folder: folder, arguments: arguments, binary: binary)
        try second.tmux.press("C-z")
        #expect(waitUntil { processState(second.pid) == "T" }, "magazine did not stop")
        #expect(try second.stty() == second.sttyBefore, "ctrl-z left the terminal raw")
        try second.tmux.type("fg")
        let back = try second.tmux.waitFor { $0.contains(" magazine · chosen on the command line") }
        #expect(back.contains(" magazine · chosen on the command line"), "\(back)")
        second.send(SIGTERM)
        #expect(try second.exitStatus() == 128 + Int(SIGTERM))
        #expect(try second.stty() == second.sttyBefore)
    }
}
