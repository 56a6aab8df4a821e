import Foundation

/// The loopback Unleash server of `unleash_test_server.py`, run with python3: it serves
/// a features file with ETags, checks the token, validates registration and metrics
/// bodies as Unleash does, and records every request. It stops when this object goes
/// (its standard input closes), and after two minutes whatever happens.
final class UnleashTestServer: @unchecked Sendable {
    // @unchecked: every property is set once in init; the files are the shared state.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("unleash_test_server.py")

    /// Whether python3 is on the PATH.
    static let isAvailable: Bool = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }()

    let folder = TemporaryFolder()
    let port: Int
    private let process = Process()
    private let input = Pipe()

    var apiURL: URL { URL(string: "http://127.0.0.1:\(port)/api")! }
    private var features: URL { folder.url.appendingPathComponent("features.json") }
    private var control: URL { folder.url.appendingPathComponent("control.json") }
    private var log: URL { folder.url.appendingPathComponent("requests.jsonl") }

    init(features bytes: [UInt8], token: String? = nil) throws {
        let output = Pipe()
        try Data(bytes).write(to: folder.url.appendingPathComponent("features.json"))
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--features", folder.path + "/features.json",
                             "--log", folder.path + "/requests.jsonl", "--control", folder.path + "/control.json"]
            + (token.map { ["--token", $0] } ?? [])
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
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the test server did not start: \(text)"])
        }
        self.port = port
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Replaces what the server answers to `GET /client/features`.
    func setFeatures(_ bytes: [UInt8]) throws {
        try Data(bytes).write(to: features, options: .atomic)
    }

    /// Forces a status or delays the answer (in seconds) of an endpoint: features, register, metrics.
    func setControl(status: [String: Int] = [:], delay: [String: Double] = [:]) throws {
        let object: [String: Any] = ["status": status, "delay": delay]
        try JSONSerialization.data(withJSONObject: object).write(to: control, options: .atomic)
    }

    /// The requests so far: method, path, headers (lower-case names), body, status.
    var requests: [[String: Any]] {
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    }

    /// The requests to one endpoint: features, register or metrics.
    func requests(to endpoint: String) -> [[String: Any]] {
        requests.filter { ($0["path"] as? String)?.hasSuffix("/client/\(endpoint)") == true }
    }
}
