import Foundation

/// Input with ESC and BEL in every place `home` reads from.
enum Fixtures {
    static let script = "frame\ntoggle evil\u{1B}[31m=1\nkey \u{1B}]0;owned\u{07}\n"

    static func write(into folder: URL) throws {
        let days = folder.appendingPathComponent("days")
        try FileManager.default.createDirectory(at: days, withIntermediateDirectories: true)
        let files: [String: String] = [
            "valid.json": #"""
                {"version": 1, "toggles": {
                  "home.template": {"enabled": true, "value": "gr\u001b]0;x\u0007id"},
                  "evil.\u001b[31mred\u0007": {"enabled": true, "value": "\u001b[2J\u0007"}
                }}
                """#,
            "bad.json": #"{"version": 1, "toggles": {"home.template": {"enabled": true, "value": "list", "\u001b[31mcolour\u0007": 1}}}"#,
            "days/2026-01-01.json": #"[{"identifier": "a\u001b[31m", "title": "T\u001b]0;owned\u0007", "kind": "long"}]"#,
            "days/2026-01-02.json": #"[{"identifier": "d\u001b[5m", "title": "A", "kind": "long"}, {"identifier": "d\u001b[5m", "title": "B", "kind": "long"}]"#,
            "days/2026-01-03.json": #"[{"identifier": "k", "title": "A", "kind": "lo\u001b[1mng\u0007"}]"#,
            "old.json": #"[{"identifier": "x\u001b[1m", "title": "Old \u0007", "kind": "long"}]"#,
            "new.json": #"[{"identifier": "x\u001b[1m", "title": "New \u001b[2J", "kind": "long"}, {"identifier": "y\u0007", "title": "Y", "kind": "short"}]"#,
            "script.txt": script,
        ]
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
    }
}

/// Runs the built `home` with its standard output where a test wants it.
enum Launch {
    /// Where standard output goes.
    enum Output {
        /// A file the test reads afterwards.
        case capture
        /// A file opened for writing, e.g. /dev/full.
        case file(String)
        /// Closed before `home` starts.
        case closed
        /// A pipe whose reader has gone.
        case brokenPipe
    }

    struct Result {
        var status: Int32
        var output: Data
        var error: Data
        var timedOut: Bool
    }

    static func run(
        _ arguments: [String], in folder: URL, input: String? = nil, output: Output = .capture, timeout: TimeInterval = 120
    ) throws -> Result {
        let files = try Files()
        defer { files.remove() }
        let process = Process()
        process.currentDirectoryURL = folder
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        process.executableURL = HomeBinary.url
        process.arguments = arguments
        switch output {
        case .capture:
            process.standardOutput = try FileHandle(forWritingTo: files.output)
        case .file(let path):
            process.standardOutput = FileHandle(forWritingAtPath: path)
        case .closed:
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "exec \"$0\" \"$@\" >&-", HomeBinary.url.path] + arguments
        case .brokenPipe:
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            process.standardOutput = pipe.fileHandleForWriting
        }
        process.standardError = try FileHandle(forWritingTo: files.error)
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        let timedOut = wait(for: process, timeout: timeout)
        return Result(
            status: process.terminationStatus, output: try Data(contentsOf: files.output),
            error: try Data(contentsOf: files.error), timedOut: timedOut)
    }

    /// Waits for the process to end; ends it after `timeout` seconds.
    ///
    /// - Returns: Whether it had to be ended.
    static func wait(for process: Process, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        let timedOut = process.isRunning
        // SIGKILL: the test runner may start children with SIGTERM blocked.
        if timedOut { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return timedOut
    }

    static func makeFIFO(_ path: String) -> Bool {
        mkfifo(path, 0o600) == 0
    }

    /// Temporary files for standard output and error.
    struct Files {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-e2e-\(UUID().uuidString)")
        var output: URL { folder.appendingPathComponent("stdout") }
        var error: URL { folder.appendingPathComponent("stderr") }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    /// `home` with a standard input the test writes to a little at a time.
    final class Streaming {
        let process = Process()
        let input = Pipe()
        let files: Files

        init(_ arguments: [String], in folder: URL) throws {
            files = try Files()
            process.executableURL = HomeBinary.url
            process.arguments = arguments
            process.currentDirectoryURL = folder
            process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
            process.standardOutput = try FileHandle(forWritingTo: files.output)
            process.standardError = try FileHandle(forWritingTo: files.error)
            process.standardInput = input
            try process.run()
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            files.remove()
        }

        func send(_ text: String) {
            input.fileHandleForWriting.write(Data(text.utf8))
        }

        /// The output so far, once it satisfies `done` or after 60 seconds.
        func waitForOutput(until done: (String) -> Bool) -> String {
            let deadline = Date().addingTimeInterval(60)
            var text = ""
            repeat {
                text = String(decoding: (try? Data(contentsOf: files.output)) ?? Data(), as: UTF8.self)
                if done(text) { break }
                Thread.sleep(forTimeInterval: 0.02)
            } while Date() < deadline && process.isRunning
            return text
        }

        /// Ends the input and waits for `home` to end.
        func finish() -> Result {
            try? input.fileHandleForWriting.close()
            let timedOut = Launch.wait(for: process, timeout: 120)
            return Result(
                status: process.terminationStatus, output: (try? Data(contentsOf: files.output)) ?? Data(),
                error: (try? Data(contentsOf: files.error)) ?? Data(), timedOut: timedOut)
        }
    }
}
