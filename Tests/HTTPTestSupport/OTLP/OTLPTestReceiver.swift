import Foundation
import HTTPClient

/// The loopback OTLP/HTTP logs receiver of `otlp_test_receiver.py`, run with python3: it
/// checks every request with OpenTelemetry's `opentelemetry-proto` package and protobuf's
/// own JSON parser, keeps it, and answers as steered (fail the first requests, hang,
/// refuse some records). `.ci/run` installs `opentelemetry-proto`.
///
/// It listens on 127.0.0.1 only and stops when ``stop()`` is called or this object goes,
/// and after its lifetime whatever happens (see PythonServer).
package final class OTLPTestReceiver: Sendable {
    /// One request as the receiver kept it.
    package struct Received: @unchecked Sendable {
        // @unchecked: the JSON values are plain Foundation values, read only.
        /// The status answered.
        package var status: Int
        /// Header fields, names in lower case.
        package var headers: [String: String]
        /// `gzip` or empty.
        package var encoding: String
        /// Whether protobuf's JSON parser took it as an `ExportLogsServiceRequest`, and
        /// wrote it back the same.
        package var isValid: Bool
        /// Why not.
        package var problem: String?
        /// The request's JSON, as parsed by Python's json module.
        package var request: [String: Any]?

        /// The log records of the request, in order.
        package var records: [[String: Any]] {
            let resourceLogs = request?["resourceLogs"] as? [[String: Any]] ?? []
            return resourceLogs.flatMap { ($0["scopeLogs"] as? [[String: Any]] ?? []).flatMap { $0["logRecords"] as? [[String: Any]] ?? [] } }
        }
    }

    /// The receiver's script.
    package static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("otlp_test_receiver.py")

    private let server: PythonServer

    /// The port it listens on.
    package var port: Int { server.port }
    /// `http://127.0.0.1:PORT`, the base a client adds `/v1/logs` to.
    package var baseURL: String { "http://127.0.0.1:\(port)" }

    /// Starts a receiver.
    ///
    /// - Parameters:
    ///   - failing: How many of the first requests get `status`.
    ///   - status: The status of the failing requests.
    ///   - retryAfter: The `Retry-After` of the failing answers, if any.
    ///   - hangs: Never answer.
    ///   - refusing: How many records each answer's partialSuccess refuses.
    package init(failing: Int = 0, status: Int = 503, retryAfter: String? = nil, hangs: Bool = false, refusing: Int = 0) throws {
        var arguments = ["--fail", "\(failing)", "--status", "\(status)", "--partial", "\(refusing)"]
        if let retryAfter { arguments += ["--retry-after", retryAfter] }
        if hangs { arguments.append("--hang") }
        server = try PythonServer(script: Self.script, arguments: arguments, name: "the OTLP test receiver")
    }

    /// Stops the receiver and waits until it has.
    package func stop() {
        server.stop()
    }

    /// Every request received so far, in order.
    package func received() async throws -> [Received] {
        let response = try await HTTPClient().get(try HTTPURL("\(baseURL)/received"))
        let array = try JSONSerialization.jsonObject(with: Data(response.body)) as? [[String: Any]] ?? []
        return array.map { entry in
            Received(
                status: entry["status"] as? Int ?? 0, headers: entry["headers"] as? [String: String] ?? [:],
                encoding: entry["encoding"] as? String ?? "", isValid: entry["valid"] as? Bool ?? false,
                problem: entry["problem"] as? String, request: entry["request"] as? [String: Any])
        }
    }

    /// Whether python3 can import `opentelemetry.proto` and protobuf's `json_format`.
    package static let isInstalled: Bool = {
        (try? python(["-c", "from opentelemetry.proto.collector.logs.v1 import logs_service_pb2; from google.protobuf import json_format"], input: []).status) == 0
    }()

    /// Checks one request's JSON as the receiver checks a body.
    ///
    /// - Returns: `nil` when protobuf's parser takes it and writes it back the same, else why not.
    package static func problem(of json: [UInt8]) throws -> String? {
        let (status, output) = try python([script.path, "--check"], input: json)
        return status == 0 ? nil : String(decoding: output, as: UTF8.self)
    }

    /// What a gzip stream holds, as python3's gzip module reads it.
    ///
    /// - Throws: When python3 cannot read it.
    package static func gunzip(_ bytes: [UInt8]) throws -> [UInt8] {
        let (status, output) = try python([script.path, "--gunzip"], input: bytes)
        guard status == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "python3's gzip cannot read it: \(String(decoding: output, as: UTF8.self))"])
        }
        return output
    }

    /// Runs python3 with `input` on standard input; standard error goes with the output.
    private static func python(_ arguments: [String], input: [UInt8]) throws -> (status: Int32, output: [UInt8]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let stdin = Pipe()
        let output = Pipe()
        process.standardInput = stdin
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let writer = Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input))
            try? stdin.fileHandleForWriting.close()
        }
        writer.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, Array(data))
    }
}
