import Foundation
import HomeTelemetry
import HTTPTestSupport
import Testing
import TestThreads

/// `home play --analytics URL` against a loopback OTLP/HTTP receiver that reads every
/// request with OpenTelemetry's own protobuf classes: the records of the JSON Lines file,
/// the same names and values; retries through 503s; a receiver down or hanging; the
/// headers' secret nowhere but in the headers.
@Suite("home: analytics to an OpenTelemetry collector", .serialized, .threadOfItsOwn)
final class OpenTelemetryEndToEndTests {
    static let secret = "otlp-s3cret-value"
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-e2e-otlp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // home.template marked impressionData: its evaluations are feature_flag.evaluation records.
        try Data(#"""
            {"version": 1, "toggles": {
              "home.template": {"impressionData": true, "variants": [{"name": "grid"}]},
              "home.analytics": {"enabled": true}
            }}
            """#.utf8).write(to: folder.appendingPathComponent("FeatureToggles.json"))
        try Data("frame\nkey down\nkey enter\nkey esc\nwait 1500\nframe\nswipe next\nwait 1200\nkey t\nwait 1000\nframe\n".utf8)
            .write(to: folder.appendingPathComponent("script.txt"))
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Plays the script with `--analytics FILE` and the collector's options.
    func play(_ options: [String], environment: [String: String] = [:], run: Int = 1) throws -> (result: HomeBinary.Result, lines: [[String: Any]]) {
        let analytics = folder.appendingPathComponent("events-\(run).jsonl")
        let result = try HomeBinary.run(
            ["play", folder.appendingPathComponent("script.txt").path, "--toggles", folder.appendingPathComponent("FeatureToggles.json").path,
             "--analytics", analytics.path, "--width", "60", "--height", "10", "--user", "u-42"] + options,
            environment: environment)
        let text = (try? String(contentsOf: analytics, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        return (result, lines)
    }

    /// The records the receiver took (answered 200), in order.
    static func accepted(_ receiver: OTLPTestReceiver) async throws -> [[String: Any]] {
        try await receiver.received().filter { $0.status == 200 }.flatMap(\.records)
    }

    /// An attribute's value as JSON Lines writes it.
    static func plain(_ value: Any?) -> Any? {
        guard let value = value as? [String: Any] else { return nil }
        if let text = value["stringValue"] as? String { return text }
        if let flag = value["boolValue"] as? Bool { return flag }
        if let text = value["intValue"] as? String, let number = Int(text) { return number }
        if let number = value["doubleValue"] as? Double { return number }
        if let list = value["kvlistValue"] as? [String: Any] {
            var object: [String: Any] = [:]
            for pair in list["values"] as? [[String: Any]] ?? [] { object[pair["key"] as? String ?? ""] = plain(pair["value"]) }
            return object
        }
        return nil
    }

    /// A JSON value as text that is the same for the same value, whatever decoded it.
    static func canonical(_ value: Any) -> String {
        if let object = value as? [String: Any] {
            return "{" + object.keys.sorted().map { "\($0):\(canonical(object[$0]!))" }.joined(separator: ",") + "}"
        }
        if let text = value as? String { return "s:" + text }
        if let flag = value as? Bool { return "b:\(flag)" }
        if let number = value as? Int { return "n:\(number)" }
        if let number = value as? Double { return number.rounded() == number ? "n:\(Int(number))" : "n:\(number)" }
        return "?\(value)"
    }

    /// Checks that `record` says what `line` says: the event, its time, every field.
    static func expectSame(_ line: [String: Any], _ record: [String: Any]) {
        let name = line["event"] as? String ?? "?"
        let attributes = Dictionary((record["attributes"] as? [[String: Any]] ?? []).map { ($0["key"] as? String ?? "", $0["value"]) }) { $1 }
        let expectedName = TelemetryConventions.flagEvaluations.contains(name) ? "feature_flag.evaluation" : name
        #expect(record["eventName"] as? String == expectedName)
        if expectedName != name { #expect(plain(attributes["home.event"] ?? nil) as? String == name) }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let date = formatter.date(from: line["timestamp"] as? String ?? "")
        #expect(date.map { String(Int64(($0.timeIntervalSince1970 * 1000).rounded()) * 1_000_000) } == record["timeUnixNano"] as? String, "\(name)")
        for (key, value) in line where key != "event" && key != "timestamp" && !(value is NSNull) {
            let attribute = TelemetryConventions.attributeName(of: key, in: name)
            let sent = plain(attributes[attribute] ?? nil)
            let same = if attribute == "feature_flag.result.reason" {
                (value as? String)?.lowercased() == sent as? String
            } else {
                sent.map(Self.canonical) == Self.canonical(value)
            }
            #expect(same, "\(name).\(key) → \(attribute): \(value) / \(String(describing: sent))")
        }
    }

    @Test(arguments: ["none", "gzip"])
    func aScriptsEventsArriveAsTheRecordsOfItsLines(compression: String) async throws {
        try #require(OTLPTestReceiver.isInstalled, "python3 with opentelemetry-proto is needed (.ci/run installs it)")
        let receiver = try OTLPTestReceiver()
        let environment = ["OTEL_EXPORTER_OTLP_HEADERS": "authorization=\(Self.secret)", "OTEL_EXPORTER_OTLP_COMPRESSION": compression]
        let (result, lines) = try play(["--analytics", receiver.baseURL], environment: environment)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error.isEmpty, "\(result.error)")
        let received = try await receiver.received()
        #expect(!received.isEmpty)
        for request in received {
            #expect(request.isValid, "\(request.problem ?? "")")
            #expect(request.headers["authorization"] == Self.secret)
            #expect(request.headers["content-type"] == "application/json")
            #expect(request.encoding == (compression == "gzip" ? "gzip" : ""))
        }
        let records = try await Self.accepted(receiver)
        #expect(records.count == lines.count && lines.count > 5, "\(records.count) records, \(lines.count) lines")
        for (line, record) in zip(lines, records) { Self.expectSame(line, record) }
        // The flag evaluation marked impressionData: OpenFeature's event and attributes.
        let evaluation = try #require(records.first { $0["eventName"] as? String == "feature_flag.evaluation" })
        let keys = Set((evaluation["attributes"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String })
        #expect(keys.isSuperset(of: ["feature_flag.key", "feature_flag.result.variant", "feature_flag.result.value", "feature_flag.provider.name", "feature_flag.context.id"]))
        let resource = try #require((received.first?.request?["resourceLogs"] as? [[String: Any]])?.first?["resource"] as? [String: Any])
        let resourceKeys = (resource["attributes"] as? [[String: Any]] ?? []).compactMap { $0["key"] as? String }
        #expect(resourceKeys == ["service.name", "service.version", "session.id"])
        // The secret is in the header, and nowhere else.
        let everything = result.output + result.error + (try String(contentsOf: folder.appendingPathComponent("events-1.jsonl"), encoding: .utf8))
            + "\(received.map { $0.request ?? [:] })"
        #expect(!everything.contains(Self.secret))
    }

    @Test(arguments: [nil, "1"] as [String?])
    func throughTwo503sNothingIsLost(retryAfter: String?) async throws {
        try #require(OTLPTestReceiver.isInstalled, "python3 with opentelemetry-proto is needed (.ci/run installs it)")
        let receiver = try OTLPTestReceiver(failing: 2, status: 503, retryAfter: retryAfter)
        // The retries wait up to 3 s in all: more than the default flush bound of 2 s.
        let (result, lines) = try play(["--analytics", receiver.baseURL, "--analytics-flush", "30000"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.error == "home: analytics: http://127.0.0.1:\(receiver.port)/v1/logs answered 503 Service Unavailable (the receiver is told to fail): trying again\n")
        let received = try await receiver.received()
        #expect(received.map(\.status).prefix(3) == [503, 503, 200])
        let records = try await Self.accepted(receiver)
        #expect(records.count == lines.count)
        for (line, record) in zip(lines, records) { Self.expectSame(line, record) }
    }

    @Test func aCollectorDownForTheWholeRunCostsTheFlushBoundAndIsSaid() throws {
        let port = try Self.closedPort()
        let (result, lines) = try play(["--analytics", "http://127.0.0.1:\(port)"])
        #expect(result.status == 0)
        let error = result.error.split(separator: "\n").map(String.init)
        #expect(error.first?.hasPrefix("home: analytics: cannot reach the collector: POST http://127.0.0.1:\(port)/v1/logs") == true, "\(result.error)")
        #expect(error.last == "home: analytics: http://127.0.0.1:\(port)/v1/logs: 0 events sent, \(lines.count) not sent (\(lines.count) could not be sent within 2 s at exit)")
    }

    @Test func aHangingCollectorDelaysNoFrame() async throws {
        try #require(OTLPTestReceiver.isInstalled, "python3 with opentelemetry-proto is needed (.ci/run installs it)")
        let receiver = try OTLPTestReceiver(hangs: true)
        let hanging = try play(["--analytics", receiver.baseURL, "--analytics-flush", "500"], run: 1)
        let alone = try play([], run: 2)
        // The same frames as without a collector, and every event counted as not sent.
        #expect(hanging.result.output == alone.result.output)
        #expect(hanging.result.error == "home: analytics: http://127.0.0.1:\(receiver.port)/v1/logs: 0 events sent, \(hanging.lines.count) not sent (\(hanging.lines.count) could not be sent within 0.5 s at exit)\n")
        receiver.stop()
    }

    @Test func aBadURLOrVariableIsAUsageErrorAndWritesNothing() throws {
        let bad = try play(["--analytics", "http://"])
        #expect(bad.result.status == 2)
        #expect(bad.result.error.hasPrefix("home: --analytics 'http://' is not an http(s) URL"), "\(bad.result.error)")
        #expect(bad.lines.isEmpty)
        let header = try play([], environment: ["OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:9", "OTEL_EXPORTER_OTLP_HEADERS": "authorization"])
        #expect(header.result.status == 2)
        #expect(header.result.error.contains("OTEL_EXPORTER_OTLP_HEADERS: entry 1 has no '='"), "\(header.result.error)")
        #expect(header.lines.isEmpty)
    }

    /// A loopback port nothing listens on: bound, then closed.
    static func closedPort() throws -> Int {
        let server = try TestHTTPServer { _ in .status(200) }
        let port = Int(server.port)
        server.stop()
        return port
    }
}
