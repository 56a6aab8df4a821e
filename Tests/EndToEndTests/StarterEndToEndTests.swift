import Foundation
import Testing
import TestThreads
#if canImport(Glibc)
import Glibc
#endif

/// From an empty folder, as a template author starts: `home templates new compact
/// --package DIR`, then in DIR `swift build` with no warnings, `swift test` passing (and
/// passing again once the template has two columns), and the interactive session showing
/// the template. DIR is beside the checkout (in its .build folder), as an author's package
/// in the same tree is: its Package.swift names the checkout by a relative path.
@Suite("A package from home templates new", .serialized, .threadOfItsOwn, .enabled(if: SwiftPMRun.packageBuilds, SwiftPMRun.howToRun))
struct StarterEndToEndTests {
    /// The package, written and built once for the suite: its folder and its executable, or why not.
    static let made = Task<Result<(folder: URL, executable: URL), SwiftPMRun.Failure>, Never> {
        let parent = SwiftPMRun.scratchFolder("home-starter", in: HomeBinary.packageRoot.appendingPathComponent(".build"))
        let folder = parent.appendingPathComponent("my-home")
        do {
            let new = try HomeBinary.run(["templates", "new", "compact", "--package", folder.path])
            guard new.status == 0 else { return .failure(SwiftPMRun.Failure(log: new.error)) }
        } catch {
            return .failure(SwiftPMRun.Failure(log: "\(error)"))
        }
        return await SwiftPMRun.run(["build"], in: folder, refusingWarnings: true)
            .map { _ in (folder, folder.appendingPathComponent(".build/debug/my-home")) }
    }

    @Test func itBuildsWithoutWarningsAndItsTestsPass() async throws {
        let (folder, _) = try await Self.made.value.get()
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#"path: "../../..")"#) && !manifest.contains("\"/"), "\(manifest)")
        let test = await SwiftPMRun.run(["test"], in: folder, refusingWarnings: false)
        #expect((try? test.get()) != nil, "\(test)")
        // The golden frames were recorded by the first run, for the author to read.
        let golden = folder.appendingPathComponent("Tests/CompactTemplateTests/Golden/compact-80x24.txt")
        #expect(FileManager.default.fileExists(atPath: golden.path))
        // The author makes it two columns: the analytics test reads the item down
        // highlights from the harness, so it holds (the golden frames are recorded anew).
        let source = folder.appendingPathComponent("Sources/CompactTemplate/CompactTemplate.swift")
        let oneColumn = "ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 1))"
        let text = try String(contentsOf: source, encoding: .utf8)
        #expect(text.contains(oneColumn))
        try Data(text.replacingOccurrences(
            of: oneColumn, with: "ItemLayout(area: Rect(size), entrySize: Size(width: (size.width - 2) / 2, height: 1), perRow: 2, gap: 1)").utf8)
            .write(to: source)
        let twoColumns = await SwiftPMRun.run(["test"], in: folder, refusingWarnings: false, environment: ["DYNAMIC_HOME_RECORD": "1"])
        #expect((try? twoColumns.get()) != nil, "\(twoColumns)")
    }

    @Test(.enabled(if: Tmux.isAvailable && Tmux.hasDash, "tmux or dash is not installed"))
    func theInteractiveSessionShowsTheTemplate() async throws {
        let (folder, executable) = try await Self.made.value.get()
        let pane = try DashPane(folder: folder, arguments: "--template compact", binary: executable)
        let screen = try pane.tmux.screen()
        #expect(screen.contains(" compact · chosen on the command line"), "\(screen)")
        #expect(screen.contains("▸ LIVE   World News 24/7 — live"), "\(screen)")
        try pane.tmux.press("q")
        #expect(try pane.exitStatus() == 0)
        #expect(try pane.stty() == pane.sttyBefore)
    }
}

/// `swift` run on a package of its own, as its author would run it.
enum SwiftPMRun {
    /// Whether the tests that build a package outside this one run: each builds all of
    /// DynamicHome from scratch with SwiftPM (minutes), so `swift test` leaves them out
    /// unless `DYNAMIC_HOME_PACKAGE_BUILDS=1` is set; `.ci/run` runs them in a step of
    /// their own after `swift test`.
    static let packageBuilds = ProcessInfo.processInfo.environment["DYNAMIC_HOME_PACKAGE_BUILDS"] == "1"

    /// What a skipped suite says.
    static let howToRun: Comment = """
        it builds all of DynamicHome from scratch with SwiftPM (minutes); run it with \
        DYNAMIC_HOME_PACKAGE_BUILDS=1 swift test --filter 'OutsidePackageTests|StarterEndToEndTests' (.ci/run does)
        """

    /// A new folder for a package or a build, in the temporary folder, named `prefix-UUID`.
    /// Those a run before this one left there (a build is some hundreds of MB) go first,
    /// once they are an hour old: no test of this run, or of one running beside it, is
    /// still using them.
    static func scratchFolder(_ prefix: String, in temporary: URL = FileManager.default.temporaryDirectory) -> URL {
        let manager = FileManager.default
        let anHourAgo = Date().addingTimeInterval(-3_600)
        for name in (try? manager.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.hasPrefix(prefix + "-") {
            let old = temporary.appendingPathComponent(name)
            if let modified = (try? manager.attributesOfItem(atPath: old.path))?[.modificationDate] as? Date, modified < anHourAgo {
                try? manager.removeItem(at: old)
            }
        }
        return temporary.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    struct Failure: Error, CustomStringConvertible {
        var log: String
        var description: String { log }
    }

    /// Runs `swift ARGUMENTS` in `folder`, waiting on a thread of its own so that a build
    /// of a minute holds up no other test: its output, or why it failed (or printed a warning).
    static func run(
        _ arguments: [String], in folder: URL, refusingWarnings: Bool, environment more: [String: String] = [:]
    ) async -> Result<String, Failure> {
        await withCheckedContinuation { continuation in
            Thread {
                continuation.resume(returning: runWaiting(arguments, in: folder, refusingWarnings: refusingWarnings, environment: more))
            }.start()
        }
    }

    private static func runWaiting(
        _ arguments: [String], in folder: URL, refusingWarnings: Bool, environment more: [String: String]
    ) -> Result<String, Failure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        process.currentDirectoryURL = folder
        // As its author runs it: a new package's golden frames are recorded at its first
        // test, whatever this repository's CI asks of its own.
        var environment = ProcessInfo.processInfo.environment
        environment["DYNAMIC_HOME_REQUIRE_GOLDEN"] = nil
        environment.merge(more) { $1 }
        process.environment = environment
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("swiftpm-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        do {
            let handle = try FileHandle(forWritingTo: log)
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
            process.waitUntilExit()
        } catch {
            return .failure(Failure(log: "\(error)"))
        }
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard process.terminationStatus == 0 else { return .failure(Failure(log: "swift \(arguments.joined(separator: " ")) failed:\n\(output)")) }
        if refusingWarnings, output.contains("warning:") { return .failure(Failure(log: "swift \(arguments.joined(separator: " ")) warned:\n\(output)")) }
        return .success(output)
    }
}
