import Diagnostics
import FeatureToggles
import Foundation

/// What one `GET /client/features` (or `/client/delta`) brought.
public enum FetchOutcome: Sendable {
    /// 200 with toggles that can be used: the raw answer (for the backup), what it reads
    /// as, and its ETag.
    case fetched(bytes: [UInt8], result: ToggleFileResult, etag: String?)
    /// 200 from the delta API with events that can be applied: the events, their
    /// warnings, and the ETag.
    case events([DeltaEvent], warnings: [Diagnostic], etag: String?)
    /// 200 with an answer that cannot be used: its problems, each at its place.
    case invalid(DiagnosticList, etag: String?)
    /// 304: nothing changed since the ETag sent.
    case notModified
    /// 401 or 403: the server refused the token.
    case rejected(status: Int, message: String)
    /// Any other status: what it was.
    case failed(status: Int, message: String)
    /// No answer: refused, broken, or too slow.
    case unreachable(message: String)

    /// The status to count for backoff, or `nil` when there was no answer.
    var status: Int? {
        switch self {
        case .fetched, .events, .invalid: 200
        case .notModified: 304
        case .rejected(let status, _), .failed(let status, _): status
        case .unreachable: nil
        }
    }
}

/// Builds the requests of Unleash's client API and reads the answers.
struct FeatureFetch: Sendable {
    /// What a poll asks for.
    enum Endpoint: Sendable, Hashable {
        /// `client/features`: the whole state.
        case features
        /// `client/delta`: the events since the ETag's revision.
        case delta
    }

    let settings: UnleashSettings
    let options: ValidationOptions
    /// Whether the delta API's definitions keep their text, for the backup.
    var keepsSources = true

    func url(_ endpoint: Endpoint) -> URL {
        endpoint == .features ? settings.featuresURL : settings.deltaURL
    }

    /// `GET API/client/features` (or `/client/delta`), conditional when an ETag is known.
    func request(etag: String?, endpoint: Endpoint = .features) -> UnleashRequest {
        var headers = settings.headers(interval: settings.refreshInterval)
        if let etag { headers.append(.init("If-None-Match", etag)) }
        return UnleashRequest(
            method: "GET", url: url(endpoint), headers: headers, timeout: settings.requestTimeout, deadline: settings.requestDeadline)
    }

    /// Reads an answer to ``request(etag:endpoint:)``.
    func interpret(_ response: UnleashResponse, endpoint: Endpoint = .features) -> FetchOutcome {
        let address = UnleashSettings.shown(url(endpoint))
        let etag = response.header("ETag")
        switch response.status {
        case 200 where endpoint == .delta:
            let result = ToggleDelta.parse(response.body, file: address, options: options, keepingSources: keepsSources)
            guard let events = result.events else { return .invalid(result.diagnostics, etag: etag) }
            return .events(events, warnings: result.diagnostics.warnings, etag: etag)
        case 200:
            let result = ToggleFile.parse(response.body, file: address, options: options)
            guard result.configuration != nil, result.format == .unleash else {
                var diagnostics = result.diagnostics
                if result.format == .native {
                    diagnostics.all.insert(Diagnostic(
                        .error, at: nil, "\(address) answered a native toggles file, not Unleash's client API format",
                        hint: "give the API base of an Unleash server or Edge, e.g. http://host:4242/api"), at: 0)
                }
                return .invalid(diagnostics, etag: etag)
            }
            return .fetched(bytes: response.body, result: result, etag: etag)
        case 304:
            return .notModified
        case 401, 403:
            return .rejected(status: response.status, message: rejection(response, address: address))
        case 404 where endpoint == .delta:
            return .failed(
                status: 404,
                message: "\(address) answered 404 Not Found: the server has no delta API (give --toggles-mode polling, or the API base of a server that has it)")
        case 404:
            return .failed(
                status: 404,
                message: "\(address) answered 404 Not Found: there is no Unleash API there (give the API base, e.g. http://host:4242/api)")
        default:
            return .failed(status: response.status, message: "\(address) answered \(Self.statusLine(response.status))")
        }
    }

    /// Why a server refused the client (401, 403), in words: its token, or a redirect to
    /// another server, which was not sent it.
    func rejection(_ response: UnleashResponse, address: String) -> String {
        if let other = response.redirectedTo {
            return "\(address) redirects to \(other), another server, which answered \(Self.statusLine(response.status)): "
                + "the token goes to no other server than the one given (give that server's URL if it is the right one)"
        }
        let hint = settings.token?.isEmpty == false
            ? "set UNLEASH_API_TOKEN to a client token of this server"
            : "UNLEASH_API_TOKEN is not set; set it to a client token of this server"
        return "\(address) answered \(Self.statusLine(response.status)): the server rejected the token (\(hint))"
    }

    /// Sends the request and reads the answer.
    func fetch(etag: String?, endpoint: Endpoint = .features, transport: any UnleashTransport) async -> FetchOutcome {
        let request = request(etag: etag, endpoint: endpoint)
        do {
            return interpret(try await transport.send(request), endpoint: endpoint)
        } catch {
            return .unreachable(message: "cannot reach \(UnleashSettings.shown(request.url)): \(error.message)")
        }
    }

    /// `503 Service Unavailable`: the code and, for common ones, the reason phrase.
    static func statusLine(_ status: Int) -> String {
        let phrases = [
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout",
            429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
            504: "Gateway Timeout",
        ]
        return phrases[status].map { "\(status) \($0)" } ?? "\(status)"
    }
}
