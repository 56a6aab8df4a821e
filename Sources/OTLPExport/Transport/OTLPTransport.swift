import HTTPClient

/// What carries an OTLP request to a collector and brings back its answer: HTTP
/// (``HTTPClientOTLPTransport``), or memory in tests (``InMemoryOTLPTransport``).
public protocol OTLPTransport: Sendable {
    /// Sends one request once; the exporter decides whether and when to try again.
    ///
    /// - Parameter request: The request.
    /// - Returns: The answer, whatever its status.
    /// - Throws: ``OTLPTransportError`` when no answer came (refused, silent, cut).
    func send(_ request: OTLPRequest) async throws(OTLPTransportError) -> OTLPResponse
}

/// One `POST` of a batch: the URL, the header fields (secrets among them), the body
/// (compressed or not) and how long it may take. Its description shows no header value.
public struct OTLPRequest: Sendable, CustomStringConvertible {
    /// The logs URL.
    public var url: HTTPURL
    /// Every header field: `Content-Type`, `Content-Encoding` when compressed, and the
    /// configured ones, whose values are never shown.
    public var headers: [(name: String, value: String)]
    /// The body as sent.
    public var body: [UInt8]
    /// The longest the request may take.
    public var timeout: Duration

    /// Creates a request.
    public init(url: HTTPURL, headers: [(name: String, value: String)], body: [UInt8], timeout: Duration) {
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// The value of a header field, looked up without regard to case.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// `POST URL (N bytes)`: no header value.
    public var description: String { "POST \(url) (\(body.count) bytes)" }
}

/// A collector's answer.
public struct OTLPResponse: Hashable, Sendable {
    /// The status code.
    public var status: Int
    /// The value of `Retry-After`, when there is one.
    public var retryAfter: String?
    /// The body: an `ExportLogsServiceResponse` or a `Status`, in JSON.
    public var body: [UInt8]

    /// Creates an answer.
    public init(status: Int, retryAfter: String? = nil, body: [UInt8] = []) {
        self.status = status
        self.retryAfter = retryAfter
        self.body = body
    }
}

/// Why no answer came, in words (the URL's password masked, no header value).
public struct OTLPTransportError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

/// The transport `home` uses: the package's ``HTTPClient`` (sockets; TLS through the
/// system's OpenSSL), one attempt a request, within the request's timeout, answers read
/// up to ``ExportLogsResponse/maximumBytes``.
public struct HTTPClientOTLPTransport: OTLPTransport {
    /// Creates a transport.
    public init() {}

    public func send(_ request: OTLPRequest) async throws(OTLPTransportError) -> OTLPResponse {
        let client = HTTPClient(configuration: HTTPClientConfiguration(
            silenceTimeout: request.timeout, deadline: request.timeout, maximumAttempts: 1,
            maximumBodyBytes: ExportLogsResponse.maximumBytes, maximumRedirects: 0))
        do {
            let response = try await client.send("POST", request.url, headers: request.headers.map { ($0.name, $0.value) }, body: request.body)
            return OTLPResponse(status: response.status, retryAfter: response.headers["retry-after"], body: response.body)
        } catch {
            throw OTLPTransportError(error.message)
        }
    }
}
