import Foundation

/// https in front of a ``TestHTTPServer``: `tls_proxy.py`, run with python3, ends TLS
/// with a certificate made for the tests by the `openssl` command and passes each
/// request to the server and its answer back, so that every answer the server knows can
/// be had over https.
///
/// It listens on 127.0.0.1, stops when ``stop()`` is called or this object goes (its
/// standard input closes), and after its lifetime whatever happens (see PythonServer).
package final class TLSProxy: Sendable {
    /// A certificate and its key, in files that last as long as the test process.
    package struct Certificate: Sendable {
        /// The certificate, self-signed: also the authority a client must trust.
        package let file: String
        package let key: String
    }

    /// Whether python3 and openssl are both on the PATH (`.ci/run` installs openssl).
    package static let isAvailable: Bool = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return ["python3", "openssl"].allSatisfy { name in paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(name)") } }
    }()

    /// A certificate for 127.0.0.1, ::1 and localhost.
    package static let loopback = makeCertificate(names: ["IP:127.0.0.1", "IP:::1", "DNS:localhost"])
    /// A certificate for `localhost` alone: asked for as 127.0.0.1, it names another host.
    package static let localhostOnly = makeCertificate(names: ["DNS:localhost"])

    /// The port it listens on.
    package var port: Int { server.port }
    private let server: PythonServer

    /// `https://127.0.0.1:PORT`.
    package var origin: String { "https://127.0.0.1:\(port)" }

    /// Starts a proxy to `server` with `certificate`.
    package convenience init(to server: TestHTTPServer, certificate: Certificate? = TLSProxy.loopback) throws {
        try self.init(toPort: Int(server.port), certificate: certificate)
    }

    /// Starts a proxy to the HTTP server on 127.0.0.1 at `port` with `certificate`.
    package init(toPort backend: Int, certificate: Certificate? = TLSProxy.loopback) throws {
        guard let certificate else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "openssl could not make a test certificate"])
        }
        server = try PythonServer(
            script: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("tls_proxy.py"),
            arguments: ["--certificate", certificate.file, "--key", certificate.key, "--to", "\(backend)"],
            name: "the TLS front")
    }

    /// Stops the proxy and waits until it has.
    package func stop() {
        server.stop()
    }

    /// Makes a self-signed certificate for `names` (`IP:…`, `DNS:…`), valid for two days.
    private static func makeCertificate(names: [String]) -> Certificate? {
        guard isAvailable else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tls-test-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        let certificate = Certificate(file: folder.appendingPathComponent("cert.pem").path, key: folder.appendingPathComponent("key.pem").path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
            "-keyout", certificate.key, "-out", certificate.file, "-days", "2", "-subj", "/CN=home-tests",
            "-addext", "subjectAltName=" + names.joined(separator: ","),
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        process.waitUntilExit()
        return process.terminationStatus == 0 ? certificate : nil
    }
}
