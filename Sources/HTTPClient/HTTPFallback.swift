import Essentials

/// One request for an exchange other than the package's sockets: what https takes where
/// no OpenSSL is found, when a program has installed one (``HTTPFallback/install(_:)``).
public struct HTTPExchangeRequest: Sendable {
    /// The method, e.g. `GET`.
    public var method: String
    /// The URL.
    public var url: HTTPURL
    /// The header fields to send, `Accept` and `Authorization` included.
    public var headers: [(String, String)]
    /// The body to send.
    public var body: [UInt8]
    /// The limits of the request.
    public var configuration: HTTPClientConfiguration
    /// When the whole request must be over.
    public var deadline: ContinuousClock.Instant

    /// "GET https://host/path": how messages name the request.
    public var description: String { "\(method) \(url)" }
}

/// How https goes where the system's OpenSSL is not found: nowhere, unless the program
/// installs another exchange (the `HTTPURLSession` module's `URLSessionFallback.install()`
/// installs Foundation's `URLSession`).
///
/// The fallback is not linked by default: `FoundationNetworking` (libcurl and its TLS
/// libraries) doubles the time a program takes to start, and `home` starts without it.
public enum HTTPFallback {
    /// An exchange of one request.
    public typealias Exchange = @Sendable (HTTPExchangeRequest) async throws(HTTPClientError) -> HTTPResponse

    private static let installed = Locked<Exchange?>(nil)

    /// Makes `exchange` what https takes where no OpenSSL is found (and what a client
    /// made for tests of the fallback takes for every request).
    public static func install(_ exchange: @escaping Exchange) {
        installed.withLock { $0 = exchange }
    }

    /// The exchange installed, if any.
    static var exchange: Exchange? { installed.withLock { $0 } }

    /// Runs `request` through the exchange installed; without one, an error that says
    /// what to install.
    static func run(_ request: HTTPExchangeRequest) async throws(HTTPClientError) -> HTTPResponse {
        guard let exchange else { throw missing(request) }
        return try await exchange(request)
    }

    /// The error of a request that needs the fallback where none is installed.
    static func missing(_ request: HTTPExchangeRequest) -> HTTPClientError {
        HTTPClientError(
            .insecure,
            "\(request.description): https needs the system's OpenSSL (libssl.so.3 or libssl.so.1.1), which was not found; "
                + "install it (e.g. apt-get install libssl3), or use http")
    }
}
