import Essentials

/// Why a request got no usable answer, said so that a person can act on it.
///
/// Messages name the request as `GET URL` with any password shown as `***`.
public struct HTTPClientError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How far a request had got when the server fell silent.
    public enum Stage: Hashable, Sendable {
        /// Opening the connection.
        case connecting
        /// Connected and asked; nothing came back.
        case waitingForAnswer
        /// Part of the answer came, then nothing: `bytes` of its body had arrived.
        case receiving(bytes: Int)
    }

    /// The kind of failure, for code that reacts to it.
    public enum Kind: Hashable, Sendable {
        /// The URL cannot be requested (a bad port, a missing host).
        case invalidURL
        /// No byte arrived for the silence timeout.
        case silent(Stage)
        /// The request, redirects and retries included, took longer than its deadline:
        /// how far the last attempt had got.
        case overDeadline(Stage)
        /// The body is larger than the limit.
        case tooLarge
        /// The connection could not be opened: refused, unreachable, unknown host.
        case connectionFailed
        /// The connection broke before the answer was complete.
        case connectionLost
        /// TLS could not be set up: the server's certificate is not to be trusted, names
        /// another host, or no version or cipher is shared.
        case insecure
        /// The answer is not HTTP/1.x, or breaks its framing.
        case malformedResponse
        /// The body is compressed in a way this client does not decode.
        case unsupportedEncoding
        /// A redirect leads back to a URL already visited.
        case redirectLoop
        /// A redirect leads from http to https or back.
        case redirectToOtherScheme
        /// More redirects than the limit, or one without a usable `Location`.
        case badRedirect
        /// The request's task was cancelled.
        case cancelled
    }

    /// The kind of failure.
    public let kind: Kind
    /// What went wrong, where, and what would be right.
    public let message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    /// Whether trying again cannot help: a bad URL, a redirect problem, a body too large,
    /// an answer this client cannot read, a passed deadline, a cancelled request. Silence
    /// and broken connections may pass.
    public var isPermanent: Bool {
        switch kind {
        case .silent, .connectionFailed, .connectionLost: false
        default: true
        }
    }

    /// The same error with `suffix` after its message.
    func appending(_ suffix: String) -> HTTPClientError {
        HTTPClientError(kind, message + suffix)
    }
}

extension HTTPClientError {
    package static func silence(_ stage: Stage, request: String, limit: Duration) -> HTTPClientError {
        let seconds = HTTPClientConfiguration.describe(limit)
        let what = switch stage {
        case .connecting: "could not connect: no answer to the connection for \(seconds)"
        case .waitingForAnswer: "connected, but no byte of an answer came for \(seconds)"
        case .receiving(let bytes): "the answer stopped after \(bytes) bytes of its body: no byte came for \(seconds)"
        }
        return HTTPClientError(.silent(stage), "\(request): \(what); the server may be down or overloaded")
    }

    package static func overDeadline(_ stage: Stage, request: String, limit: Duration) -> HTTPClientError {
        let progress = switch stage {
        case .connecting: "the connection was still being opened"
        case .waitingForAnswer: "the answer's head had not ended"
        case .receiving(let bytes): "\(bytes) bytes of its body had come"
        }
        let seconds = HTTPClientConfiguration.describe(limit)
        return HTTPClientError(
            .overDeadline(stage),
            "\(request): no complete answer within \(seconds), the most a request may take in all (\(progress)); the server is too slow, or its answer has no end")
    }

    package static func tooLarge(request: String, limit: Int, declared: Int?) -> HTTPClientError {
        let bound = "the limit of \(limit) bytes (\(ByteCount.words(limit)))"
        guard let declared else {
            return HTTPClientError(.tooLarge, "\(request): the body goes on past \(bound); reading stopped there")
        }
        return HTTPClientError(.tooLarge, "\(request): the body has \(declared) bytes, more than \(bound); it was not read")
    }

    package static func cancelled(request: String) -> HTTPClientError {
        HTTPClientError(.cancelled, "\(request) was cancelled")
    }
}
