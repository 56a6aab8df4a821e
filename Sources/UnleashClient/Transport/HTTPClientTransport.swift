import HTTPClient

/// The transport `home` uses: the package's ``HTTPClient`` (sockets, with the system's
/// OpenSSL for https).
///
/// Each request is tried once, with the request's timeout as the longest silence and its
/// deadline as the longest in all: the Unleash client decides when to ask again
/// (``Backoff``). Answers may be up to ``maximumBodyBytes`` long. Redirects to another
/// origin are followed without the token (`HTTPClient` sends credentials to no other).
public struct HTTPClientTransport: UnleashTransport {
    /// The largest answer accepted: Unleash's answers for many toggles run to megabytes.
    public static let maximumBodyBytes = 16 << 20

    /// Creates a transport.
    public init() {}

    public func send(_ request: UnleashRequest) async throws(UnleashTransportError) -> UnleashResponse {
        let url: HTTPURL
        do {
            url = try HTTPURL(request.url.absoluteString)
        } catch {
            throw UnleashTransportError("\(UnleashSettings.shown(request.url)) is not a URL to request: \(error)")
        }
        let client = HTTPClient(configuration: HTTPClientConfiguration(
            silenceTimeout: request.timeout, deadline: request.deadline, maximumAttempts: 1, maximumBodyBytes: Self.maximumBodyBytes))
        let headers = request.headers.map { ($0.name, $0.value) }
        let response: HTTPResponse
        do {
            if request.method == "GET", request.body.isEmpty {
                response = try await client.get(url, headers: headers)
            } else {
                response = try await client.send(request.method, url, headers: headers, body: request.body)
            }
        } catch {
            throw UnleashTransportError(Self.withoutRequest(error.message, "\(request.method) \(url)"))
        }
        var fields: [String: String] = [:]
        for field in response.headers.fields { fields[field.name] = field.value }
        return UnleashResponse(
            status: response.status, headers: fields, body: response.body,
            redirectedTo: response.redirectedToOtherOrigin ? response.url.description : nil)
    }

    /// HTTPClient's messages begin with the request (`GET URL failed: …`), which the
    /// Unleash client names itself.
    static func withoutRequest(_ message: String, _ request: String) -> String {
        guard message.hasPrefix(request) else { return message }
        var rest = Substring(message.dropFirst(request.count))
        for separator in [" failed: ", ": "] where rest.hasPrefix(separator) {
            rest = rest.dropFirst(separator.count)
            break
        }
        return String(rest)
    }
}
