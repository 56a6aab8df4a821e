import HTTPClient

/// Foundation's `URLSession` as the way https goes where the system's OpenSSL is not
/// found (``HTTPFallback``): a program that links this module and calls ``install()``
/// at its start reaches https servers on a system without OpenSSL, at the price of
/// `FoundationNetworking` (libcurl and its TLS libraries) loaded at every start.
///
/// ```swift
/// import HTTPURLSession
/// URLSessionFallback.install()
/// ```
public enum URLSessionFallback {
    /// Installs `URLSession` as the fallback exchange.
    public static func install() {
        HTTPFallback.install { request async throws(HTTPClientError) -> HTTPResponse in
            try await URLSessionExchange(
                method: request.method, url: request.url, headers: request.headers, body: request.body,
                configuration: request.configuration, deadline: request.deadline
            ).run()
        }
    }
}
