import Foundation

/// Content from an HTTP server, as `--content http://host:port/path` names it.
///
/// The URL says where a day's file is:
/// - with `{day}` in it, the day's date takes its place:
///   `http://host/days/{day}.json` → `http://host/days/2026-11-21.json`; the index of
///   days is the same URL with `index` in its place: `http://host/days/index.json`;
/// - without `{day}`, the URL is a folder, as for a directory of day files:
///   `http://host/days` → `http://host/days/2026-11-21.json` and `http://host/days/index.json`.
///
/// The index is a JSON array of `YYYY-MM-DD` strings; a day file a JSON array of items.
///
/// Each request has a timeout and a response size limit. Failures that may pass (a 5xx
/// status, a timeout, a broken connection) are retried with exponential backoff on the
/// injected clock, up to a bounded number of attempts; others (a 4xx status, a body too
/// large, bad JSON) fail at once. Every failure is a ``ContentError`` that names the URL.
public struct HTTPContentProvider<Item: Decodable & Sendable & Identifiable>: ContentProvider {
    /// The URL as given, with `{day}` or as a folder.
    public let template: String
    /// Timeouts, retries and limits.
    public let configuration: HTTPContentConfiguration
    /// The clock the backoff waits on.
    public let clock: any Clock<Duration>

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - template: An `http` or `https` URL, with `{day}` where the date goes, or the
    ///     URL of a folder of day files.
    ///   - configuration: Timeouts, retries and limits.
    ///   - clock: The clock to wait on between attempts.
    /// - Throws: ``ContentError/Reason/unreadable`` when `template` is not an http(s)
    ///   URL with a host.
    public init(
        url template: String,
        configuration: HTTPContentConfiguration = HTTPContentConfiguration(),
        clock: any Clock<Duration> = ContinuousClock()
    ) throws(ContentError) {
        let probe = template.replacingOccurrences(of: "{day}", with: "2000-01-01")
        guard let url = URL(string: probe), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else {
            throw ContentError(
                .unreadable,
                "\"\(template)\" is not an http:// or https:// URL with a host; write e.g. http://127.0.0.1:8080/days/{day}.json")
        }
        self.template = template
        self.configuration = configuration
        self.clock = clock
    }

    /// Where a day's items are.
    public func url(for day: Day) -> URL {
        resolve("\(day)")
    }

    /// Where the index of days is.
    public var indexURL: URL {
        resolve("index")
    }

    private func resolve(_ name: String) -> URL {
        let text = template.contains("{day}")
            ? template.replacingOccurrences(of: "{day}", with: name)
            : (template.hasSuffix("/") ? template : template + "/") + name + ".json"
        // The template was checked in init with a date in place of {day}; "index" and
        // dates are plain ASCII, so the result parses too.
        return URL(string: text) ?? URL(string: "http://invalid")!
    }

    public func days() async throws(ContentError) -> [Day] {
        let url = indexURL
        let bytes: [UInt8]
        do {
            bytes = try await fetch(url)
        } catch where error.reason == .status(404) {
            throw ContentError(
                .status(404),
                "\(error.message); serve the list of days there, a JSON array like [\"2026-11-21\", \"2026-11-22\"]")
        }
        return try ContentDecoding.days(from: bytes, source: url.absoluteString)
    }

    public func items(on day: Day) async throws(ContentError) -> [Item] {
        let url = url(for: day)
        let bytes: [UInt8]
        do {
            bytes = try await fetch(url)
        } catch where error.reason == .status(404) {
            throw ContentError(.dayNotAvailable, "there is no content for \(day): \(error.message)")
        }
        return try ContentDecoding.items(from: bytes, source: url.absoluteString)
    }

    /// Gets a URL's body, retrying what may pass with exponential backoff.
    func fetch(_ url: URL) async throws(ContentError) -> [UInt8] {
        var attempt = 1
        var backoff = configuration.initialBackoff
        while true {
            let error: ContentError
            do {
                return try await HTTPRequest(url: url, configuration: configuration).body()
            } catch let failure {
                error = failure
            }
            guard Self.isRetryable(error), attempt < configuration.maximumAttempts else {
                throw attempt > 1 ? ContentError(error.reason, "\(error.message) (after \(attempt) attempts)") : error
            }
            do {
                try await clock.sleep(for: backoff)
            } catch {
                throw ContentError(.cancelled, "the load of \(url.absoluteString) was cancelled")
            }
            attempt += 1
            backoff *= 2
        }
    }

    /// Whether trying again may help: server errors, timeouts and broken connections.
    static func isRetryable(_ error: ContentError) -> Bool {
        switch error.reason {
        case .status(let code): (500...599).contains(code)
        case .timedOut, .transport: true
        default: false
        }
    }
}

/// How ``HTTPContentProvider`` talks to its server.
public struct HTTPContentConfiguration: Hashable, Sendable {
    /// How long one request may take, from start to last byte.
    public var timeout: Duration
    /// How many times a request is tried in all, at least 1.
    public var maximumAttempts: Int
    /// The wait before the second attempt; each later wait is twice the one before.
    public var initialBackoff: Duration
    /// The largest response body accepted, in bytes.
    public var maximumResponseBytes: Int

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - timeout: How long one request may take; 10 s by default.
    ///   - maximumAttempts: Tries in all, clamped to 1...10; 3 by default.
    ///   - initialBackoff: The first wait between tries; 200 ms by default.
    ///   - maximumResponseBytes: The largest body accepted; 4 MiB by default.
    public init(
        timeout: Duration = .seconds(10),
        maximumAttempts: Int = 3,
        initialBackoff: Duration = .milliseconds(200),
        maximumResponseBytes: Int = 4 << 20
    ) {
        self.timeout = timeout
        self.maximumAttempts = min(max(maximumAttempts, 1), 10)
        self.initialBackoff = max(initialBackoff, .zero)
        self.maximumResponseBytes = max(maximumResponseBytes, 0)
    }
}
