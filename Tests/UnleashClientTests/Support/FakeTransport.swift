import Essentials
import Foundation
import HTTPTestSupport
import UnleashClient

/// An in-process Unleash server: answers each request with what `answer` says and
/// records every request.
final class FakeTransport: UnleashTransport {
    private let log = Locked<[UnleashRequest]>([])
    private let answer: @Sendable (UnleashRequest) -> Result<UnleashResponse, UnleashTransportError>

    init(_ answer: @escaping @Sendable (UnleashRequest) -> Result<UnleashResponse, UnleashTransportError>) {
        self.answer = answer
    }

    /// A transport that answers requests in turn from a list, then the last one again.
    convenience init(answers: [Result<UnleashResponse, UnleashTransportError>]) {
        let next = Locked(0)
        self.init { _ in
            let index = next.withLock { index in
                defer { index += 1 }
                return min(index, answers.count - 1)
            }
            return answers[index]
        }
    }

    var requests: [UnleashRequest] { log.withLock { $0 } }

    func send(_ request: UnleashRequest) async throws(UnleashTransportError) -> UnleashResponse {
        log.withLock { $0.append(request) }
        return try answer(request).get()
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
