import Foundation

/// The built `home` executable, run as a person runs it: a separate process with its
/// own arguments, environment and working folder.
enum HomeBinary {
    struct Result {
        var status: Int32
        var output: String
        var error: String
        var lines: [String] { output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `home`, found beside the test binary (SwiftPM builds products into one folder).
    static var url: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // xctest bundles on some platforms nest the binary inside the bundle.
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("home")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/home")
    }

    /// The registered template styles, in the order `t` cycles in, as `home templates
    /// --json` lists them: tests read them from the binary, never spell them.
    static let registeredStyles = registeredStyles(of: url)

    /// The registered template styles of a build of the command line (`home`, or an
    /// author's executable), as its `templates --json` lists them.
    static func registeredStyles(of binary: URL) -> [String] {
        guard let result = try? run(["templates", "--json"], binary: binary),
              let rows = try? JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]]
        else { return [] }
        return rows.compactMap { $0["style"] as? String }
    }

    /// The style `t` switches to from `style`, among `styles` (by default `home`'s).
    static func style(after style: String, among styles: [String] = registeredStyles) -> String? {
        guard let index = styles.firstIndex(of: style) else { return styles.first }
        return styles[(index + 1) % styles.count]
    }

    /// Runs `home` with arguments, waiting for it to end.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil, in folder: URL = packageRoot,
        binary: URL = url
    ) throws -> Result {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = environment
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        process.environment = environment
        // Output goes to files, so that a large output can never block the process.
        let folderForOutput = FileManager.default.temporaryDirectory.appendingPathComponent("home-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folderForOutput, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folderForOutput) }
        let outputFile = folderForOutput.appendingPathComponent("stdout")
        let errorFile = folderForOutput.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        let inputPipe = Pipe()
        process.standardInput = inputPipe
        try process.run()
        if let input { inputPipe.fileHandleForWriting.write(Data(input.utf8)) }
        try inputPipe.fileHandleForWriting.close()
        process.waitUntilExit()
        let outputData = try Data(contentsOf: outputFile)
        let errorData = try Data(contentsOf: errorFile)
        return Result(
            status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }
}
