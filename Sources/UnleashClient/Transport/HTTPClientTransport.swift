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

    /// Opens the stream with ``HTTPClient/stream(_:headers:receive:)``: the request's
    /// deadline bounds the head, its timeout each silence of the stream.
    public func stream(
        _ request: UnleashRequest, receive: @escaping @Sendable (UnleashStreamPart) -> Bool
    ) async throws(UnleashTransportError) -> UnleashResponse {
        let url: HTTPURL
        do {
            url = try HTTPURL(request.url.absoluteString)
        } catch {
            throw UnleashTransportError("\(UnleashSettings.shown(request.url)) is not a URL to request: \(error)")
        }
        let client = HTTPClient(configuration: HTTPClientConfiguration(
            silenceTimeout: request.timeout, deadline: request.deadline, maximumAttempts: 1, maximumBodyBytes: 64 * 1024))
        guard client.canStream(url) else {
            throw UnleashTransportError("a stream over https needs the system's OpenSSL (libssl), which was not found", streamUnsupported: true)
        }
        let response: HTTPResponse
        do {
            response = try await client.stream(url, headers: request.headers.map { ($0.name, $0.value) }) { part in
                switch part {
                case .head(let status, let headers):
                    var fields: [String: String] = [:]
                    for field in headers.fields { fields[field.name.lowercased()] = field.value }
                    return receive(.head(status: status, headers: fields))
                case .body(let bytes):
                    return receive(.body(bytes))
                }
            }
        } catch {
            throw UnleashTransportError(Self.withoutRequest(error.message, "\(request.method) \(url)"))
        }
        var fields: [String: String] = [:]
        for field in response.headers.fields { fields[field.name] = field.value }
        return UnleashResponse(status: response.status, headers: fields, body: response.body)
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
