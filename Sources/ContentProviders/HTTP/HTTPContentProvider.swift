import DayDeck
import HTTPClient

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
/// The index is optional: when it answers 404 or 410, ``listing()`` says the days are
/// unlisted, and the deck finds the edges of the data as it loads (a day that answers
/// 404 or 410 lies past one).
///
/// Requests go through `HTTPClient`: a limit on silence (not on a slow answer), a
/// deadline on the whole request (60 s), a body limit enforced as the body arrives,
/// bounded redirects (credentials only to the origin asked), and retries of what may
/// pass (silence, a broken connection, 5xx, 408, 429) with exponential backoff on the
/// injected clock. Days are revalidated with `If-None-Match` and `If-Modified-Since`.
/// Every failure is a ``ContentError`` that names the URL, with any password as `***`.
public struct HTTPContentProvider<Item: Decodable & Sendable & Identifiable>: ContentProvider {
    /// The URL as given, with `{day}` or as a folder, as messages show it
    /// (`HTTPURL.shown(_:)`): any password written `***`, at most 80 columns.
    public let address: String
    /// Timeouts, retries and limits.
    public var configuration: HTTPContentConfiguration { client.configuration }
    /// The URL as given, password included: only ever requested, never shown.
    private let template: String
    /// The template with a date in place of `{day}`: checked, so every day's URL is good.
    private let example: HTTPURL
    private let client: HTTPClient

    /// Creates a provider.
    ///
    /// - Parameters:
    ///   - template: An `http` or `https` URL, with `{day}` where the date goes, or the
    ///     URL of a folder of day files.
    ///   - configuration: Timeouts, retries and limits.
    ///   - clock: The clock to wait on between attempts.
    /// - Throws: ``ContentError/Reason/unreadable`` when `template` is not an http(s)
    ///   URL a request can be made to (no host, a port over 65535, a space…).
    public init(
        url template: String,
        configuration: HTTPContentConfiguration = HTTPContentConfiguration(),
        clock: any Clock<Duration> = ContinuousClock()
    ) throws(ContentError) {
        try self.init(url: template, client: HTTPClient(configuration: configuration, clock: clock))
    }

    package init(url template: String, client: HTTPClient) throws(ContentError) {
        self.address = HTTPURL.shown(template)
        do {
            // The URL as written must be good (a folder URL too: `http://` has no host),
            // and so must a day's.
            _ = try HTTPURL(template.replacingOccurrences(of: "{day}", with: "2000-01-01"))
            example = try HTTPURL(Self.substitute("2000-01-01", in: template))
        } catch {
            throw ContentError(.unreadable, "\"\(address)\" is not a URL to load days from: \(error.reason)")
        }
        self.template = template
        self.client = client
    }

    /// Where a day's items are.
    public func url(for day: Day) -> HTTPURL {
        resolve("\(day)")
    }

    /// Where the index of days is.
    public var indexURL: HTTPURL {
        resolve("index")
    }

    private func resolve(_ name: String) -> HTTPURL {
        // The template was checked in init with a date in place of {day}; "index" and
        // dates are plain ASCII letters, digits and dashes, so the result parses too.
        (try? HTTPURL(Self.substitute(name, in: template))) ?? example
    }

    private static func substitute(_ name: String, in template: String) -> String {
        template.contains("{day}")
            ? template.replacingOccurrences(of: "{day}", with: name)
            : (template.hasSuffix("/") ? template : template + "/") + name + ".json"
    }

    public func days() async throws(ContentError) -> [Day] {
        switch try await listing() {
        case .days(let days):
            return days
        case .unlisted(let reason):
            throw ContentError(
                .status(404), "\(reason); serve the list of days there, a JSON array like [\"2026-11-21\", \"2026-11-22\"]")
        }
    }

    public func listing() async throws(ContentError) -> DayListing {
        let url = indexURL
        let response = try await get(url)
        if response.status == 404 || response.status == 410 {
            return .unlisted(reason: "GET \(url) answered \(response.statusText)")
        }
        try Self.expectSuccess(response)
        return .days(try ContentDecoding.days(from: response.body, source: url.description))
    }

    public func items(on day: Day) async throws(ContentError) -> [Item] {
        guard case .items(let items, _) = try await items(on: day, ifChangedSince: nil) else {
            throw ContentError(.unreadable, "GET \(url(for: day)) answered 304 Not Modified to a request that asked for the whole day")
        }
        return items
    }

    public func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<Item> {
        let url = url(for: day)
        var headers: [(String, String)] = []
        if let entityTag = version?.entityTag { headers.append(("If-None-Match", entityTag)) }
        if let lastModified = version?.lastModified { headers.append(("If-Modified-Since", lastModified)) }
        let response = try await get(url, headers: headers)
        switch response.status {
        case 304 where !headers.isEmpty:
            return .unchanged
        case 404, 410:
            throw ContentError(.dayNotAvailable, "there is no content for \(day): GET \(url) answered \(response.statusText)")
        default:
            try Self.expectSuccess(response)
        }
        let items: [Item] = try ContentDecoding.items(from: response.body, source: url.description)
        return .items(items, version: ContentVersion(entityTag: response.headers["etag"], lastModified: response.headers["last-modified"]))
    }

    private func get(_ url: HTTPURL, headers: [(String, String)] = []) async throws(ContentError) -> HTTPResponse {
        do {
            return try await client.get(url, headers: headers)
        } catch {
            throw ContentError(Self.reason(error.kind), error.message)
        }
    }

    private static func expectSuccess(_ response: HTTPResponse) throws(ContentError) {
        guard response.isSuccess else {
            let attempts = response.attempts > 1 ? " (after \(response.attempts) attempts)" : ""
            throw ContentError(.status(response.status), "GET \(response.url) answered \(response.statusText)\(attempts)")
        }
    }

    static func reason(_ kind: HTTPClientError.Kind) -> ContentError.Reason {
        switch kind {
        case .silent, .overDeadline: .timedOut
        case .tooLarge: .tooLarge
        case .connectionFailed, .connectionLost, .insecure: .transport
        case .cancelled: .cancelled
        case .invalidURL, .malformedResponse, .unsupportedEncoding, .redirectLoop, .redirectToOtherScheme, .badRedirect: .unreadable
        }
    }
}

/// How ``HTTPContentProvider`` talks to its server: the `HTTPClient`'s limits.
public typealias HTTPContentConfiguration = HTTPClientConfiguration
