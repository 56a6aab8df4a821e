import Foundation
import TestSupport

/// A loopback server written in Python, run with python3: it prints its port on the
/// first line of standard output and stops when its standard input closes (when
/// ``stop()`` is called or this object goes), or after ``Swift/Duration/patience`` (its
/// `--lifetime`), longer than any test takes. The Unleash test server and the TLS front
/// are both run this way.
package final class PythonServer: @unchecked Sendable {
    // @unchecked: every property is set once in init; the process is its own state.

    /// The port it listens on.
    package let port: Int
    private let process = Process()
    private let input = Pipe()

    /// Starts `script` with `arguments` and waits for its port.
    ///
    /// - Parameter name: What the server is, for the error when it does not start.
    package init(script: URL, arguments: [String], name: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + arguments + ["--lifetime", "\(Duration.patience.components.seconds)"]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }  // the server ended before saying its port
            text += String(decoding: data, as: UTF8.self)
        }
        guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name) did not start: \(text)"])
        }
        self.port = port
    }

    deinit {
        stop()
    }

    /// Stops the server and waits until it has.
    package func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
