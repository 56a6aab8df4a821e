import Essentials
import Foundation
import HTTPTestSupport
import UnleashClient

/// An in-process Unleash server: answers each request with what `answer` says and
/// records every request.
final class FakeTransport: UnleashTransport {
    private let log = Locked<[UnleashRequest]>([])
    private let answer: @Sendable (UnleashRequest) -> Result<UnleashResponse, UnleashTransportError>

    init(streams: StreamAnswer? = nil, _ answer: @escaping @Sendable (UnleashRequest) -> Result<UnleashResponse, UnleashTransportError>) {
        self.answer = answer
        self.streams = streams
    }

    /// A transport that answers requests in turn from a list, then the last one again.
    convenience init(answers: [Result<UnleashResponse, UnleashTransportError>], streams: StreamAnswer? = nil) {
        let next = Locked(0)
        self.init(streams: streams) { _ in
            let index = next.withLock { index in
                defer { index += 1 }
                return min(index, answers.count - 1)
            }
            return answers[index]
        }
    }

    /// How streams are answered: the parts handed to the receiver in turn (until it says
    /// stop), then the end; `nil` for a transport that cannot stream.
    private let streams: StreamAnswer?
    typealias StreamAnswer = @Sendable (UnleashRequest) -> (parts: [UnleashStreamPart], end: Result<UnleashResponse, UnleashTransportError>)

    var requests: [UnleashRequest] { log.withLock { $0 } }

    func send(_ request: UnleashRequest) async throws(UnleashTransportError) -> UnleashResponse {
        log.withLock { $0.append(request) }
        return try answer(request).get()
    }

    func stream(
        _ request: UnleashRequest, receive: @escaping @Sendable (UnleashStreamPart) -> Bool
    ) async throws(UnleashTransportError) -> UnleashResponse {
        log.withLock { $0.append(request) }
        guard let streams else { throw .streamUnsupported }
        let (parts, end) = streams(request)
        for part in parts where !receive(part) { return UnleashResponse(status: 200) }
        return try end.get()
    }
}

/// Server-sent events as an Unleash server streams them.
enum Stream {
    static let head = UnleashStreamPart.head(status: 200, headers: ["content-type": "text/event-stream"])

    /// One event: its type, id and data lines.
    static func event(_ type: String, id: String? = nil, _ data: String) -> UnleashStreamPart {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined()
        return .body(Array("event: \(type)\n\(id.map { "id: \($0)\n" } ?? "")\(lines)\n".utf8))
    }

    /// A delta document of events.
    static func events(_ events: String...) -> String {
        #"{"events": [\#(events.joined(separator: ", "))]}"#
    }

    static func hydration(_ id: Int, template: String) -> String {
        #"{"eventId": \#(id), "type": "hydration", "segments": [], "features": [\#(feature(template: template))]}"#
    }

    static func updated(_ id: Int, template: String) -> String {
        #"{"eventId": \#(id), "type": "feature-updated", "feature": \#(feature(template: template))}"#
    }

    static func feature(template: String) -> String {
        #"{"name": "home.template", "enabled": true, "strategies": [{"name": "default"}], "variants": [{"name": "\#(template)", "weight": 1000, "stickiness": "default"}]}"#
    }
}

/// Toggles as an Unleash server answers them.
enum Answers {
    /// `home.template` on with one variant, and `beta` off (the loopback server's answer).
    static func features(template: String = "grid", extra: String = "") -> [UInt8] {
        UnleashTestServer.features(template: template, extra: extra)
    }

    static func ok(_ body: [UInt8], etag: String = "W/\"1\"") -> Result<UnleashResponse, UnleashTransportError> {
        .success(UnleashResponse(status: 200, headers: ["ETag": etag], body: body))
    }

    static func status(_ code: Int) -> Result<UnleashResponse, UnleashTransportError> {
        .success(UnleashResponse(status: code, body: Array(#"{"message": "no"}"#.utf8)))
    }

    static let refused = Result<UnleashResponse, UnleashTransportError>.failure(UnleashTransportError("connection refused"))
}

/// A temporary folder, removed when the value is dropped.
final class TemporaryFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("unleash-tests-\(UUID().uuidString)")
    init() { try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    deinit { try? FileManager.default.removeItem(at: url) }
    var path: String { url.path }
}
