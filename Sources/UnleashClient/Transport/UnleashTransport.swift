import Foundation

/// One request to an Unleash server: what the client asks of its transport.
///
/// Its description shows no header value, so that printing it prints no token.
public struct UnleashRequest: Sendable, Hashable, CustomStringConvertible {
    /// `GET` or `POST`.
    public var method: String
    /// The whole address, e.g. `http://127.0.0.1:4242/api/client/features`.
    public var url: URL
    /// The headers, in the order they are sent; names as Unleash's SDKs spell them.
    public var headers: [Header]
    /// The body (JSON for `POST`); empty for `GET`.
    public var body: [UInt8]
    /// How long the transport may wait without a byte of answer before it gives up.
    public var timeout: Duration
    /// How long the request may take in all, however the answer comes.
    public var deadline: Duration

    /// One header line.
    public struct Header: Sendable, Hashable {
        /// The name, e.g. `UNLEASH-APPNAME`.
        public var name: String
        /// The value.
        public var value: String

        /// Creates a header.
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - timeout: The longest silence.
    ///   - deadline: The longest the request takes in all.
    public init(
        method: String, url: URL, headers: [Header], body: [UInt8] = [], timeout: Duration,
        deadline: Duration = UnleashSettings.defaultRequestDeadline
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.deadline = deadline
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    public var description: String {
        "\(method) \(UnleashSettings.shown(url)) (headers \(headers.map(\.name).joined(separator: ", ")))"
    }
}

/// What a server answered.
public struct UnleashResponse: Sendable, Hashable {
    /// The status code, e.g. 200 or 304.
    public var status: Int
    /// The headers, names in lower case.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]
    /// Where the answer came from after redirects to another host or port, as messages
    /// show it; `nil` when it came from the server asked. Such a
    /// server was not sent the token.
    public var redirectedTo: String?

    /// Creates a response; header names are lower-cased.
    public init(status: Int, headers: [String: String] = [:], body: [UInt8] = [], redirectedTo: String? = nil) {
        self.status = status
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.redirectedTo = redirectedTo
    }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Why a request got no answer at all.
public struct UnleashTransportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, e.g. "connection refused" or "no answer within 10 seconds".
    public var message: String
    /// Whether the transport cannot read a stream here at all (https without the
    /// system's OpenSSL): the client polls instead of trying again.
    public var isStreamUnsupported: Bool

    /// Creates an error.
    ///
    /// - Parameter streamUnsupported: Whether no stream can be read here at all.
    public init(_ message: String, streamUnsupported: Bool = false) {
        self.message = message
        isStreamUnsupported = streamUnsupported
    }

    public var description: String { message }

    /// What a transport that cannot stream throws from ``UnleashTransport/stream(_:receive:)``.
    public static let streamUnsupported = UnleashTransportError("this transport cannot read a stream", streamUnsupported: true)
}

/// Sends requests to an Unleash server and returns its answers.
///
/// The client's logic (headers, ETags, backoff, registration, metrics, backup) is all
/// above this protocol, so that tests drive it with an in-process fake; `home` uses
/// ``HTTPClientTransport``.
public protocol UnleashTransport: Sendable {
    /// Sends one request and returns the answer, whatever its status.
    ///
    /// - Throws: ``UnleashTransportError`` when there is no answer: the server cannot be
    ///   reached, the connection broke, or the request's timeout passed.
    func send(_ request: UnleashRequest) async throws(UnleashTransportError) -> UnleashResponse

    /// Opens a stream (`GET /client/streaming`) and hands its parts to `receive` as they
    /// arrive, until the server ends it, `receive` answers `false`, or the task is
    /// cancelled. A transport that cannot stream throws at once (the default), and the
    /// client polls instead.
    ///
    /// - Returns: The answer: 200 once the stream ended; any other status with its body.
    /// - Throws: ``UnleashTransportError`` when there is no answer, or the stream broke
    ///   or fell silent for the request's timeout.
    func stream(_ request: UnleashRequest, receive: @escaping @Sendable (UnleashStreamPart) -> Bool) async throws(UnleashTransportError) -> UnleashResponse
}

extension UnleashTransport {
    /// A transport that cannot stream: throws ``UnleashTransportError/streamUnsupported``.
    public func stream(
        _ request: UnleashRequest, receive: @escaping @Sendable (UnleashStreamPart) -> Bool
    ) async throws(UnleashTransportError) -> UnleashResponse {
        throw .streamUnsupported
    }
}

/// A piece of a stream, as a transport hands it on.
public enum UnleashStreamPart: Sendable, Hashable {
    /// The stream's head: a 2xx status and its header fields (names in lower case).
    case head(status: Int, headers: [String: String])
    /// The next bytes of its body.
    case body([UInt8])
}
