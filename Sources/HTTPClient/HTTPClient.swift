/// GET requests over HTTP/1.1 that stay within bounds: a body limit enforced while the
/// body arrives (decompressed bytes counted), a timeout on silence rather than on a slow
/// answer, a deadline on the whole request, bounded redirects, and retries of what may
/// pass, with exponential backoff on an injected clock.
///
/// Requests go over a small client on POSIX sockets that waits in `poll`, so a request
/// that hangs costs no CPU, and closes its socket as soon as its task is cancelled;
/// `https` adds TLS through the system's OpenSSL, found at run time. It asks for
/// uncompressed bodies (Foundation has no zlib on Linux) and refuses compressed ones.
/// Where no OpenSSL is found, `https` goes through the exchange a program installed
/// (``HTTPFallback``; the `HTTPURLSession` module's is `URLSession`), or fails saying so.
///
/// Credentials (an `Authorization` header, or the user and password of the URL, sent as
/// `Basic`) go only to the origin asked: a redirect to another host or port is followed
/// without them, as browsers and curl do (one to another scheme is refused).
///
/// ```swift
/// let client = HTTPClient()
/// let response = try await client.get(try HTTPURL("http://127.0.0.1:8080/days/index.json"))
/// if response.isSuccess { use(response.body) }
/// ```
public struct HTTPClient: Sendable {
    /// The limits of every request.
    public let configuration: HTTPClientConfiguration
    /// The clock that backoff waits on.
    public let clock: any Clock<Duration>
    let transport: Transport

    /// Which code moves the bytes.
    package enum Transport: Sendable {
        /// Sockets for both, with TLS through OpenSSL for https; the installed
        /// ``HTTPFallback`` for https where no OpenSSL is found.
        case automatic
        /// The installed ``HTTPFallback`` for both: for tests of that fallback against a
        /// plain server.
        case urlSession
    }

    /// Creates a client.
    ///
    /// - Parameters:
    ///   - configuration: The limits of every request.
    ///   - clock: The clock to wait on between attempts.
    public init(configuration: HTTPClientConfiguration = HTTPClientConfiguration(), clock: any Clock<Duration> = ContinuousClock()) {
        self.init(configuration: configuration, clock: clock, transport: .automatic)
    }

    package init(configuration: HTTPClientConfiguration, clock: any Clock<Duration>, transport: Transport) {
        self.configuration = configuration
        self.clock = clock
        self.transport = transport
    }

    /// Gets a URL: follows redirects, and tries again what may pass (silence, a broken
    /// connection, 5xx, 408, 429) up to ``HTTPClientConfiguration/maximumAttempts``
    /// times, waiting twice as long each time, or as long as `Retry-After` asks (capped),
    /// all within ``HTTPClientConfiguration/deadline``: no attempt starts that its wait
    /// would put past it.
    ///
    /// - Parameters:
    ///   - url: The URL.
    ///   - headers: Request header fields, e.g. `If-None-Match`.
    /// - Returns: The final answer, whatever its status; a transient status is returned
    ///   after the last attempt.
    /// - Throws: ``HTTPClientError`` when no answer could be had; its message ends with
    ///   the number of attempts when there were several.
    public func get(_ url: HTTPURL, headers: [(String, String)] = []) async throws(HTTPClientError) -> HTTPResponse {
        let deadline = ContinuousClock.now + configuration.deadline
        var attempt = 1
        var backoff = configuration.initialBackoff
        while true {
            let outcome: Result<HTTPResponse, HTTPClientError>
            do {
                outcome = .success(try await following(url, headers: headers, deadline: deadline))
            } catch {
                outcome = .failure(error)
            }
            let wait: Duration
            switch outcome {
            case .success(var response):
                wait = max(backoff, retryAfter(response.headers["retry-after"]))
                guard HTTPStatus.isTransient(response.status), attempt < configuration.maximumAttempts,
                      ContinuousClock.now + wait < deadline else {
                    response.attempts = attempt
                    return response
                }
            case .failure(let error):
                wait = backoff
                guard !error.isPermanent, attempt < configuration.maximumAttempts, ContinuousClock.now + wait < deadline else {
                    throw attempt > 1 ? error.appending(" (after \(attempt) attempts)") : error
                }
            }
            do {
                try await clock.sleep(for: wait)
            } catch {
                throw HTTPClientError.cancelled(request: "GET \(url)")
            }
            attempt += 1
            backoff *= 2
        }
    }

    /// Sends one request of any method, e.g. a `POST` with a JSON body: tried once, its
    /// redirects not followed (the caller decides what to do again, and when), within
    /// ``HTTPClientConfiguration/deadline``.
    ///
    /// - Parameters:
    ///   - method: `GET`, `POST`, …
    ///   - url: The URL.
    ///   - headers: Request header fields, e.g. `Content-Type`.
    ///   - body: The body; sent with its `Content-Length`.
    /// - Returns: The answer, whatever its status.
    /// - Throws: ``HTTPClientError`` when no answer could be had.
    public func send(_ method: String, _ url: HTTPURL, headers: [(String, String)] = [], body: [UInt8] = []) async throws(HTTPClientError) -> HTTPResponse {
        try await exchange(
            url, method: method, headers: headers, credentials: url.basicCredentials, body: body,
            deadline: ContinuousClock.now + configuration.deadline)
    }

    /// `Retry-After` in seconds, capped; zero when absent or a date.
    private func retryAfter(_ value: String?) -> Duration {
        guard let value, let seconds = Int(value.trimmingSpaces), seconds > 0 else { return .zero }
        return min(.seconds(seconds), configuration.maximumRetryAfter)
    }

    /// One attempt: the request and the redirects it leads to. Credentials go only to
    /// the origin of `start`.
    private func following(
        _ start: HTTPURL, headers: [(String, String)], deadline: ContinuousClock.Instant
    ) async throws(HTTPClientError) -> HTTPResponse {
        var url = start
        var visited: [HTTPURL] = [start]
        while true {
            let sameOrigin = url.origin == start.origin
            var response = try await exchange(
                url, headers: sameOrigin ? headers : headers.filter { !Self.carriesCredentials($0.0) },
                credentials: sameOrigin ? start.basicCredentials : url.basicCredentials, deadline: deadline)
            response.redirectedToOtherOrigin = !sameOrigin
            guard [301, 302, 303, 307, 308].contains(response.status) else { return response }
            let request = "GET \(url)"
            guard let location = response.headers["location"], !location.isEmpty else {
                throw HTTPClientError(.badRedirect, "\(request) answered \(response.statusText) without a Location to go to")
            }
            let next: HTTPURL
            do {
                next = try url.resolving(location)
            } catch {
                throw HTTPClientError(.badRedirect, "\(request) redirects to a location that is not a URL to follow: \(error.reason)")
            }
            guard next.scheme == url.scheme else {
                throw HTTPClientError(
                    .redirectToOtherScheme,
                    "\(request) redirects to \(next), from \(url.scheme.rawValue) to \(next.scheme.rawValue); give that URL itself if it is the right one")
            }
            if visited.contains(next) {
                let path = (visited + [next]).map(\.description).joined(separator: " → ")
                throw HTTPClientError(.redirectLoop, "GET \(start) redirects in a loop: \(path)")
            }
            guard visited.count <= configuration.maximumRedirects else {
                throw HTTPClientError(
                    .badRedirect, "GET \(start) redirects more than \(configuration.maximumRedirects) times; the last was to \(next)")
            }
            visited.append(next)
            url = next
        }
    }

    /// Whether a request header field carries credentials, which go to no other origin.
    static func carriesCredentials(_ name: String) -> Bool {
        ["authorization", "proxy-authorization", "cookie"].contains(name.lowercased())
    }

    /// One exchange. `credentials` (for `Authorization: Basic`) are sent unless the
    /// caller gave an `Authorization` of its own (an Unleash token), which wins.
    private func exchange(
        _ url: HTTPURL, method: String = "GET", headers: [(String, String)], credentials: String? = nil, body: [UInt8] = [],
        deadline: ContinuousClock.Instant
    ) async throws(HTTPClientError) -> HTTPResponse {
        var fields = headers.contains { $0.0.lowercased() == "accept" } ? headers : [("Accept", "application/json")] + headers
        if let credentials, !headers.contains(where: { $0.0.lowercased() == "authorization" }) {
            fields.append(("Authorization", "Basic \(credentials)"))
        }
        if ContinuousClock.now >= deadline {
            throw .overDeadline(.connecting, request: "\(method) \(url)", limit: configuration.deadline)
        }
        if transport == .urlSession || url.scheme == .https && OpenSSL.functions == nil {
            return try await HTTPFallback.run(HTTPExchangeRequest(
                method: method, url: url, headers: fields, body: body, configuration: configuration, deadline: deadline))
        }
        return try await SocketExchange.run(
            method: method, url: url, headers: fields, body: body, configuration: configuration, deadline: deadline)
    }
}

extension String {
    var trimmingSpaces: Substring {
        let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
        let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
        return self[start..<max(start, end)]
    }
}
