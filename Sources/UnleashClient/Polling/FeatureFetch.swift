import Diagnostics
import FeatureToggles

/// What one `GET /client/features` brought.
public enum FetchOutcome: Sendable {
    /// 200 with toggles that can be used: the raw answer (for the backup), what it reads
    /// as, and its ETag.
    case fetched(bytes: [UInt8], result: ToggleFileResult, etag: String?)
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
        case .fetched, .invalid: 200
        case .notModified: 304
        case .rejected(let status, _), .failed(let status, _): status
        case .unreachable: nil
        }
    }
}

/// Builds the requests of Unleash's client API and reads the answers.
struct FeatureFetch: Sendable {
    let settings: UnleashSettings
    let options: ValidationOptions

    /// `GET API/client/features`, conditional when an ETag is known.
    func request(etag: String?) -> UnleashRequest {
        var headers = settings.headers(interval: settings.refreshInterval)
        if let etag { headers.append(.init("If-None-Match", etag)) }
        return UnleashRequest(
            method: "GET", url: settings.featuresURL, headers: headers, timeout: settings.requestTimeout, deadline: settings.requestDeadline)
    }

    /// Reads an answer to ``request(etag:)``.
    func interpret(_ response: UnleashResponse) -> FetchOutcome {
        let address = UnleashSettings.shown(settings.featuresURL)
        let etag = response.header("ETag")
        switch response.status {
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
            if let other = response.redirectedTo {
                return .rejected(
                    status: response.status,
                    message: "\(address) redirects to \(other), another server, which answered \(Self.statusLine(response.status)): "
                        + "the token goes to no other server than the one given (give that server's URL if it is the right one)")
            }
            let hint = settings.token?.isEmpty == false
                ? "set UNLEASH_API_TOKEN to a client token of this server"
                : "UNLEASH_API_TOKEN is not set; set it to a client token of this server"
            return .rejected(
                status: response.status,
                message: "\(address) answered \(Self.statusLine(response.status)): the server rejected the token (\(hint))")
        case 404:
            return .failed(
                status: 404,
                message: "\(address) answered 404 Not Found: there is no Unleash API there (give the API base, e.g. http://host:4242/api)")
        default:
            return .failed(status: response.status, message: "\(address) answered \(Self.statusLine(response.status))")
        }
    }

    /// Sends the request and reads the answer.
    func fetch(etag: String?, transport: any UnleashTransport) async -> FetchOutcome {
        let request = request(etag: etag)
        do {
            return interpret(try await transport.send(request))
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
