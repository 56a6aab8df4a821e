import Foundation

/// The built `home-fuzz`, run on inputs as `Scripts/fuzz` leaves them: a separate process,
/// so that an input that crashes or hangs fails its test instead of the test run.
enum FuzzBinary {
    struct Result {
        /// The exit status, or the signal that ended the process.
        var status: Int32
        /// Whether a signal ended the process (a crash, or the time limit).
        var signaled: Bool
        /// Whether the process was ended because it ran past its time limit.
        var timedOut: Bool
        var output: String
        var error: String

        /// What happened, for a failed expectation.
        var summary: String {
            let ending = timedOut ? "did not end in time" : signaled ? "was ended by signal \(status)" : "exited \(status)"
            return "home-fuzz \(ending)\n\(error)\(output)"
        }
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `Fuzz/` in the package.
    static let fuzzFolder = packageRoot.appendingPathComponent("Fuzz")

    /// `home-fuzz`, found beside the test binary (SwiftPM builds products into one folder).
    static var url: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("home-fuzz")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/home-fuzz")
    }

    /// Replays `paths` through `target`'s oracle, ending the process after `limit`.
    static func replay(_ target: String, _ paths: [String], limit: Duration = .seconds(20)) throws -> Result {
        let process = Process()
        process.executableURL = url
        process.arguments = [target] + paths
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputFile = folder.appendingPathComponent("stdout")
        let errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
        let timedOut = ended.wait(timeout: .now() + seconds) == .timedOut
        if timedOut {
            kill(process.processIdentifier, SIGKILL)
            ended.wait()
        }
        return Result(
            status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
            output: String(decoding: try Data(contentsOf: outputFile), as: UTF8.self),
            error: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self))
    }

    /// The files in `folder` and its folders, a licence aside, sorted by path.
    static func files(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        return enumerator.compactMap { $0 as? URL }
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true && $0.lastPathComponent != "LICENSE" }
            .sorted { $0.path < $1.path }
    }
}
