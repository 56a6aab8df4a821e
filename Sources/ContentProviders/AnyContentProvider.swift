import DayDeck
import Foundation
import HTTPClient

/// Any content provider of `Item`, as one concrete type, so that providers chosen at run
/// time can be wrapped (in a ``LatencyContentProvider``, say) like any other.
public struct AnyContentProvider<Item: Sendable>: ContentProvider {
    /// The provider that answers.
    public let base: any ContentProvider<Item>

    /// Wraps a provider.
    ///
    /// - Parameter base: The provider that answers.
    public init(_ base: any ContentProvider<Item>) {
        self.base = base
    }

    public func days() async throws(ContentError) -> [Day] {
        try await base.days()
    }

    public func items(on day: Day) async throws(ContentError) -> [Item] {
        try await base.items(on: day)
    }

    public func listing() async throws(ContentError) -> DayListing {
        try await base.listing()
    }

    public func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<Item> {
        try await base.items(on: day, ifChangedSince: version)
    }
}

/// The providers that `--content` and `--latency` name: `package`, as only the
/// command line chooses a provider from an argument.
package enum ContentProviders {
    /// The provider for a `--content` argument, with `--latency` applied.
    ///
    /// - Parameters:
    ///   - content: `nil` for the bundled catalogue; an `http://` or `https://` URL
    ///     (see ``HTTPContentProvider``); otherwise the path of a folder of day files.
    ///   - latency: A delay added to every request, or `nil`.
    ///   - clock: The clock that delays and retry backoffs wait on.
    ///   - configuration: Timeouts, retries and limits for HTTP.
    /// - Returns: The provider.
    /// - Throws: ``ContentError`` when an http(s) URL is not valid.
    package static func make<Item: Decodable & Sendable & Identifiable>(
        content: String?,
        latency: Duration? = nil,
        clock: any Clock<Duration> = ContinuousClock(),
        configuration: HTTPContentConfiguration = HTTPContentConfiguration(),
        of itemType: Item.Type = Item.self
    ) throws(ContentError) -> AnyContentProvider<Item> {
        let base: any ContentProvider<Item>
        switch content {
        case nil:
            base = DirectoryContentProvider<Item>.bundledCatalogue
        case let text? where isURL(text):
            base = try HTTPContentProvider<Item>(url: text, configuration: configuration, clock: clock)
        case let path?:
            base = DirectoryContentProvider<Item>(directory: URL(fileURLWithPath: path))
        }
        guard let latency, latency > .zero else { return AnyContentProvider(base) }
        return AnyContentProvider(LatencyContentProvider(wrapping: AnyContentProvider(base), delay: latency, clock: clock))
    }

    /// Whether a `--content` argument names a server rather than a folder.
    package static func isURL(_ content: String) -> Bool {
        let lowered = content.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// The `--content` argument as messages and the settings screen show it: a URL as
    /// `HTTPURL.shown(_:)` shows every URL (password `***`, at most 80 columns).
    package static func describe(_ content: String?) -> String {
        guard let content else { return "bundled catalogue" }
        return isURL(content) ? HTTPURL.shown(content) : HTTPURL.redacting(content)
    }

    /// How often the interactive app looks again at the day on screen when
    /// `--content-refresh` does not say: every 60 s for a server (a conditional request),
    /// every second for a folder (one `stat` call), never for the bundled catalogue.
    package static func defaultRefreshInterval(for content: String?) -> Duration? {
        guard let content else { return nil }
        return isURL(content) ? .seconds(60) : .seconds(1)
    }
}
