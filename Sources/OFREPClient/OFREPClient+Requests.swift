import Diagnostics
import Foundation
import HTTPClient

extension OFREPClient {
    /// What one bulk evaluation brought.
    enum Outcome: Sendable {
        /// 200 with an answer that can be used, its warnings and its ETag.
        case answered(OFREPAnswer, warnings: [Diagnostic], etag: String?)
        /// 304: the answer in force is the service's.
        case notModified
        /// 200 with an answer that cannot be used: why, and its ETag.
        case invalid(String, etag: String?)
        /// 401 or 403: the service refused the client.
        case rejected(String)
        /// 400: the service cannot evaluate this context (its code and details).
        case contextRefused(String)
        /// 404: there is no OFREP API there.
        case missing(String)
        /// 429, 5xx or another status: what, and how long the service asked to wait.
        case failed(status: Int, message: String, retryAfter: Duration?)
        /// No answer: refused, broken, or too slow.
        case unreachable(String)
    }

    /// `url` as messages show it: its password as `***`, at most 80 columns.
    static func shown(_ url: URL) -> String { HTTPURL.shown(url.absoluteString) }

    /// The headers of every request: the settings' (values never printed), JSON both ways.
    private func headers(etag: String?) -> [(String, String)] {
        var headers = [("Content-Type", "application/json"), ("Accept", "application/json")]
        if let etag { headers.append(("If-None-Match", etag)) }
        return headers + settings.headers.map { ($0.name, $0.value) }
    }

    private var client: HTTPClient {
        HTTPClient(configuration: HTTPClientConfiguration(
            silenceTimeout: settings.requestTimeout, deadline: settings.requestDeadline, maximumAttempts: 1,
            maximumBodyBytes: OFREPSettings.maximumAnswerBytes))
    }

    /// Why a request got no answer, without the request (which the caller names).
    struct RequestFailure: Error {
        var message: String
    }

    /// Sends one request.
    private func send(_ method: String, _ url: URL, etag: String?, body: [UInt8]) async -> Result<HTTPResponse, RequestFailure> {
        let target: HTTPURL
        do {
            target = try HTTPURL(url.absoluteString)
        } catch {
            return .failure(RequestFailure(message: "it is not a URL to request: \(error)"))
        }
        do {
            return .success(try await client.send(method, target, headers: headers(etag: etag), body: body))
        } catch {
            let request = "\(method) \(target)"
            var message = error.message
            for prefix in [request + " failed: ", request + ": "] where message.hasPrefix(prefix) {
                message = String(message.dropFirst(prefix.count))
                break
            }
            return .failure(RequestFailure(message: message))
        }
    }

    /// `POST /ofrep/v1/evaluate/flags` with the context, conditional on `etag`.
    func evaluate(etag: String?) async -> Outcome {
        let url = settings.flagsURL
        let address = Self.shown(url)
        let body = OFREPContext.body(state.withLock(\.context))
        let response: HTTPResponse
        switch await send("POST", url, etag: etag, body: body) {
        case .success(let answer): response = answer
        case .failure(let failure): return .unreachable("cannot reach \(address): \(failure.message)")
        }
        let status = HTTPStatus.text(response.status)
        switch response.status {
        case 200:
            let result = OFREPAnswer.parse(response.body, source: address)
            guard let answer = result.answer else {
                let first = result.diagnostics.errors.first?.description ?? "the answer is not valid"
                return .invalid("the answer of \(address) cannot be used: \(first)", etag: response.headers["etag"])
            }
            return .answered(answer, warnings: result.diagnostics.warnings, etag: response.headers["etag"])
        case 304:
            return .notModified
        case 400:
            let failure = OFREPAnswer.failure(response.body)
            let said = failure.map { " \(Excerpt.of($0.code))" + ($0.details.map { ": \(Excerpt.of($0, width: 200))" } ?? "") } ?? ""
            return .contextRefused("\(address) answered \(status):\(said.isEmpty ? " the context cannot be evaluated" : said)")
        case 401, 403:
            let hint = settings.headers.isEmpty
                ? "\(OFREPSettings.headersVariable) is not set; set it to the service's credentials, e.g. Authorization=Bearer%20TOKEN"
                : "check the credentials in \(OFREPSettings.headersVariable) (\(settings.headers.map(\.name).joined(separator: ", ")))"
            return .rejected("\(address) answered \(status): the service refused the client (\(hint))")
        case 404:
            return .missing("\(address) answered \(status): there is no OFREP API there (give the service's base URL, before /ofrep)")
        default:
            let wait = response.headers["retry-after"].flatMap { RetryAfter.parse($0, now: Date()) }
            return .failed(status: response.status, message: "\(address) answered \(status)", retryAfter: wait)
        }
    }

    /// Reads `GET /ofrep/v1/configuration`, which services of OFREP's first versions
    /// answer (`{"capabilities": {"cacheInvalidation": {"polling": {"enabled",
    /// "minPollingIntervalMs"}}}}`): the interval it asks for becomes the default, and
    /// the least; a service without it is polled every 30 s. Nothing is said when the
    /// service has none.
    ///
    /// - Returns: A warning when the interval given is shorter than the service allows.
    func readServiceConfiguration() async -> [Diagnostic] {
        guard case .success(let response) = await send("GET", settings.configurationURL, etag: nil, body: []), response.status == 200,
              let root = try? JSONNode.parse(response.body), let polling = root["capabilities"]?["cacheInvalidation"]?["polling"]
        else { return [] }
        let least: Duration? = polling["minPollingIntervalMs"]?.int.flatMap { $0 > 0 ? .milliseconds(min($0, 86_400_000)) : nil }
        return state.withLock { state in
            if polling["enabled"]?.bool == false { state.polls = false }
            guard let least else { return [] }
            guard let given = settings.refreshInterval else {
                state.interval = least
                return []
            }
            guard given < least else { return [] }
            state.interval = least
            return [Diagnostic(
                .warning, at: nil,
                "\(Self.shown(settings.configurationURL)) asks to be polled at most every \(Self.seconds(least)); polling every \(Self.seconds(least)), not \(Self.seconds(given))")]
        }
    }

    /// "30 s", "1.5 s".
    static func seconds(_ duration: Duration) -> String {
        let (whole, attoseconds) = duration.components
        let milliseconds = whole * 1000 + attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}

/// `Retry-After`: seconds, or a date (HTTP's IMF-fixdate, or RFC 3339 as OFREP's example
/// writes it).
enum RetryAfter {
    /// How long to wait, from `now`: at least zero, at most ``OFREPSettings/maximumRetryAfter``;
    /// `nil` when the value is neither.
    static func parse(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        let seconds: Double
        if let whole = Int(text) {
            seconds = Double(whole)
        } else if let date = Self.date(text) {
            seconds = date.timeIntervalSince(now)
        } else {
            return nil
        }
        let bounded = min(max(seconds, 0), Double(OFREPSettings.maximumRetryAfter.components.seconds))
        return .milliseconds(Int(bounded * 1000))
    }

    private static func date(_ text: String) -> Date? {
        if let date = ISO8601DateFormatter().date(from: text) { return date }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
