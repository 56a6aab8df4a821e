import Foundation

/// The loopback Unleash server of `Tests/UnleashClientTests/Support/unleash_test_server.py`
/// (checked there against Unleash's Python SDK), run with python3 for `home` to talk to.
/// It stops when this object goes, and after two minutes whatever happens.
final class UnleashServer {
    static let script = HomeBinary.packageRoot.appendingPathComponent("Tests/UnleashClientTests/Support/unleash_test_server.py")

    /// Whether python3 is on the PATH.
    static let isAvailable: Bool = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/python3") }
    }()

    let folder: URL
    let port: Int
    private let process = Process()
    private let input = Pipe()
    var apiURL: String { "http://127.0.0.1:\(port)/api" }

    /// Starts a server that answers `features` and requires `token`; files go in `folder`.
    init(features: String, token: String, folder: URL) throws {
        self.folder = folder
        try Data(features.utf8).write(to: folder.appendingPathComponent("features.json"))
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.script.path, "--token", token,
                             "--features", folder.appendingPathComponent("features.json").path,
                             "--log", folder.appendingPathComponent("requests.jsonl").path]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty { break }
            text += String(decoding: data, as: UTF8.self)
        }
        guard let port = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "the Unleash test server did not start: \(text)"])
        }
        self.port = port
    }

    deinit { stop() }

    /// Stops the server and waits until it has.
    func stop() {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Replaces the toggles the server answers with.
    func setFeatures(_ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent("features.json"), options: .atomic)
    }

    /// The requests so far to an endpoint (features, register, metrics): method, path,
    /// headers, body, status.
    func requests(to endpoint: String) -> [[String: Any]] {
        let log = folder.appendingPathComponent("requests.jsonl")
        guard let text = try? String(contentsOf: log, encoding: .utf8) else { return [] }
        return text.split(separator: "\n")
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .filter { ($0["path"] as? String)?.hasSuffix("/client/\(endpoint)") == true }
    }

    /// Unleash's answer with `home.template` on and one variant, `template`.
    static func features(template: String) -> String {
        """
        {"version": 2, "features": [
          {"name": "home.template", "enabled": true, "strategies": [{"name": "default", "parameters": {}}],
           "variants": [{"name": "\(template)", "weight": 1000, "stickiness": "default", "weightType": "variable"}]}
        ], "segments": []}
        """
    }
}
