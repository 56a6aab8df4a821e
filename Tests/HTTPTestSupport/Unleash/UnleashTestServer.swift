import Foundation

/// The loopback Unleash server of `unleash_test_server.py`, run with python3: it serves
/// a features file with ETags (and its changes as the delta API's events, polled or
/// streamed), checks the token, validates registration and metrics bodies as Unleash
/// does, and records every request. `check_python_sdk.py` checks it
/// against Unleash's own Python SDK.
///
/// It listens on 127.0.0.1 only, and stops when ``stop()`` is called or this object goes
/// (its standard input closes), and after its lifetime whatever happens (see PythonServer).
package final class UnleashTestServer: @unchecked Sendable {
    // @unchecked: every property is set once in init; the files are the shared state.

    /// The folder of the Python scripts.
    package static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// Whether python3 is on the PATH.
    package static let isAvailable: Bool = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }()

    /// Whether python3 can import Unleash's SDK (`UnleashClient` on PyPI; `.ci/run` installs it).
    package static let pythonSDKIsInstalled: Bool = {
        guard isAvailable else { return false }
        return (try? python(["-c", "import UnleashClient"]).status) == 0
    }()

    /// The server's files: the features it answers, its control file and its log.
    package let folder: URL
    /// The port it listens on.
    package var port: Int { server.port }
    /// Whether the folder was made here, to be removed when the server goes.
    private let ownsFolder: Bool
    private let server: PythonServer

    /// `http://127.0.0.1:PORT/api`.
    package var apiURL: String { "http://127.0.0.1:\(port)/api" }

    /// Starts a server that answers `features` and, when `token` is given, requires it.
    ///
    /// - Parameter folder: Where its files go; when `nil`, a new temporary folder that
    ///   goes with the server.
    package init(features: [UInt8], token: String? = nil, folder: URL? = nil) throws {
        ownsFolder = folder == nil
        let folder = folder ?? FileManager.default.temporaryDirectory.appendingPathComponent("unleash-server-\(UUID().uuidString)")
        self.folder = folder
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(features).write(to: folder.appendingPathComponent("features.json"))
        server = try PythonServer(
            script: Self.scripts.appendingPathComponent("unleash_test_server.py"),
            arguments: ["--features", folder.appendingPathComponent("features.json").path,
                        "--log", folder.appendingPathComponent("requests.jsonl").path,
                        "--control", folder.appendingPathComponent("control.json").path]
                + (token.map { ["--token", $0] } ?? []),
            name: "the Unleash test server")
    }

    deinit {
        stop()
        if ownsFolder { try? FileManager.default.removeItem(at: folder) }
    }

    /// Stops the server and waits until it has.
    package func stop() {
        server.stop()
    }

    /// Replaces what the server answers to `GET /client/features`.
    package func setFeatures(_ bytes: [UInt8]) throws {
        try Data(bytes).write(to: folder.appendingPathComponent("features.json"), options: .atomic)
    }

    /// Forces a status or delays the answer (in seconds) of an endpoint: features, delta,
    /// streaming, register, metrics. Nothing given: answer as usual.
    ///
    /// - Parameters:
    ///   - drop: Closes every stream opened before a number this high was written: raise it
    ///     to drop the streams open now.
    ///   - fetchMode: Sends `fetch-mode` with this value to every stream, then closes it.
    package func setControl(status: [String: Int] = [:], delay: [String: Double] = [:], drop: Int = 0, fetchMode: String? = nil) throws {
        var object: [String: Any] = ["status": status, "delay": delay, "drop": drop]
        if let fetchMode { object["fetchMode"] = fetchMode }
        try JSONSerialization.data(withJSONObject: object).write(to: folder.appendingPathComponent("control.json"), options: .atomic)
    }

    /// The requests so far to an endpoint (features, register, metrics): method, path,
    /// headers (names lower-cased), body (parsed when JSON) and the status answered.
    package func requests(to endpoint: String) -> [[String: Any]] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("requests.jsonl"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { ($0["path"] as? String)?.split(separator: "?").first?.hasSuffix("/client/\(endpoint)") == true }
    }

    /// The stream events sent so far: when (seconds since 1970), which, and its id.
    package func streamedEvents() -> [(time: Double, event: String, id: Int)] {
        guard let text = try? String(contentsOf: folder.appendingPathComponent("requests.jsonl.streamed"), encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { line in
            guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let time = object["time"] as? Double, let event = object["event"] as? String, let id = object["id"] as? Int
            else { return nil }
            return (time, event, id)
        }
    }

    /// Unleash's answer with `home.template` on for everyone, with one variant.
    package static func features(template: String, extra: String = "") -> [UInt8] {
        Array("""
            {"version": 2, "features": [
              {"name": "home.template", "enabled": true, "strategies": [{"name": "default", "parameters": {}}],
               "variants": [{"name": "\(template)", "weight": 1000, "stickiness": "default", "weightType": "variable"}]},
              {"name": "beta", "enabled": false, "strategies": [{"name": "default"}]}\(extra)
            ], "segments": []}
            """.utf8)
    }

    /// Runs `check_python_sdk.py`: Unleash's Python SDK against a server of its own.
    ///
    /// - Returns: Its exit status (0 when the server answers as Unleash does) and output.
    package static func checkWithPythonSDK() throws -> (status: Int32, output: String) {
        try python([scripts.appendingPathComponent("check_python_sdk.py").path])
    }

    private static func python(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }
}
