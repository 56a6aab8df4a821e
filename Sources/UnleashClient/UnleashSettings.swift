import Foundation
import Essentials
import HTTPClient

/// How to talk to one Unleash server (or Unleash Edge): where, as whom, and how often.
///
/// Its description shows the token as `***` and the URL as messages show it, so that
/// printing the settings prints no secret.
public struct UnleashSettings: Sendable, Hashable, CustomStringConvertible {
    /// The API base, as every Unleash SDK takes it: `http://host:4242/api`.
    public var apiURL: URL
    /// The client token sent in `Authorization`; `nil` sends none.
    public var token: String?
    /// The application's name (`UNLEASH-APPNAME`, `appName`).
    public var appName: String
    /// This running instance (`UNLEASH-INSTANCEID`, `instanceId`).
    public var instanceId: String
    /// This run's connection (`UNLEASH-CONNECTION-ID`, `connectionId`): one per run.
    public var connectionId: String
    /// How often the toggles are fetched again (`UNLEASH-INTERVAL` of fetches).
    public var refreshInterval: Duration
    /// How often metrics are sent (`UNLEASH-INTERVAL` of metrics, `interval` of the registration).
    public var metricsInterval: Duration
    /// How long one request may go without a byte of answer.
    public var requestTimeout: Duration
    /// How long one request may take in all, however its answer comes (a stream's: until
    /// its head).
    public var requestDeadline: Duration
    /// How the server is followed: polled, delta-polled or streamed.
    public var mode: TogglesMode

    /// The SDK's name and version (`UNLEASH-SDK`, `sdkVersion`).
    public static let sdkVersion = "dynamic-home-unleash:\(DynamicHomeVersion.current)"
    /// The version of Unleash's client specification whose tests evaluation passes.
    public static let clientSpecVersion = "5.2.2"
    /// The application name when none is given.
    public static let defaultAppName = "dynamic-home"
    /// How often toggles are fetched when nothing else is said: Unleash SDKs' 15 seconds.
    public static let defaultRefreshInterval = Duration.seconds(15)
    /// How often metrics are sent when nothing else is said: Unleash SDKs' 60 seconds.
    public static let defaultMetricsInterval = Duration.seconds(60)
    /// How long a request may go without a byte of answer when nothing else is said:
    /// short, so that `home` starts from its backup soon when the server hangs.
    public static let defaultRequestTimeout = Duration.seconds(5)
    /// How long a request may take in all when nothing else is said: an answer that keeps
    /// coming, slowly or without end, is given up there, and `home` starts from its backup.
    public static let defaultRequestDeadline = Duration.seconds(10)
    /// How long the last metrics, sent as the application ends, may hold it up.
    public static let finalMetricsDeadline = Duration.seconds(1)

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - apiURL: The API base, e.g. `http://host:4242/api`; a trailing `/` is ignored.
    ///   - token: The client token, usually from `UNLEASH_API_TOKEN`.
    ///   - instanceId: Defaults to the host name and process id.
    ///   - connectionId: Defaults to a new UUID: one per run.
    ///   - requestTimeout: The longest silence of a request.
    ///   - requestDeadline: The longest a request takes in all.
    ///   - mode: How the server is followed; polling by default.
    public init(
        apiURL: URL, token: String?, appName: String = defaultAppName, instanceId: String? = nil,
        connectionId: String = UUID().uuidString.lowercased(), refreshInterval: Duration = defaultRefreshInterval,
        metricsInterval: Duration = defaultMetricsInterval, requestTimeout: Duration = defaultRequestTimeout,
        requestDeadline: Duration = defaultRequestDeadline, mode: TogglesMode = .polling
    ) {
        self.apiURL = apiURL
        self.token = token
        self.appName = appName
        self.instanceId = instanceId ?? "\(ProcessInfo.processInfo.hostName)-\(ProcessInfo.processInfo.processIdentifier)"
        self.connectionId = connectionId
        self.refreshInterval = refreshInterval
        self.metricsInterval = metricsInterval
        self.requestTimeout = requestTimeout
        self.requestDeadline = requestDeadline
        self.mode = mode
    }

    public var description: String {
        "UnleashSettings(\(Self.shown(apiURL)), token: \(token == nil ? "none" : "***"), appName: \(appName))"
    }

    /// A URL as every message shows it: its password as `***`, at most 80 columns
    /// (`HTTPURL.shown(_:)`, the one helper for URLs).
    public static func shown(_ url: URL) -> String {
        HTTPURL.shown(url.absoluteString)
    }

    /// A URL as given, which need not parse, as every message shows it.
    public static func shown(_ text: String) -> String {
        HTTPURL.shown(text)
    }

    /// Why a token cannot be sent, or `nil` when it can: a header carries one line of
    /// printable text. The message does not quote the token.
    public static func problem(withToken token: String) -> String? {
        guard token.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else { return nil }
        return "the token holds a line break or another control character, which a header cannot carry"
    }

    /// Reads an API base given on the command line: an absolute http or https URL with a host.
    ///
    /// - Returns: The URL, or `nil` when the text is not one.
    public static func apiURL(from text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else { return nil }
        return url
    }

    /// Whether text names an http or https URL (which `--toggles` reads as a server).
    public static func isServerAddress(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    // MARK: Endpoints

    /// `API/client/features`.
    public var featuresURL: URL { endpoint("client/features") }
    /// `API/client/register`.
    public var registerURL: URL { endpoint("client/register") }
    /// `API/client/metrics`.
    public var metricsURL: URL { endpoint("client/metrics") }
    /// `API/client/delta`: the delta API, polled in ``TogglesMode/delta``.
    public var deltaURL: URL { endpoint("client/delta") }
    /// `API/client/streaming`: server-sent events, in ``TogglesMode/streaming``.
    public var streamingURL: URL { endpoint("client/streaming") }

    private func endpoint(_ path: String) -> URL {
        var base = apiURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + path)!
    }

    // MARK: Headers

    /// The headers of every request: authorization, identification and the SDK.
    func headers(interval: Duration) -> [UnleashRequest.Header] {
        var headers: [UnleashRequest.Header] = []
        if let token, !token.isEmpty { headers.append(.init("Authorization", token)) }
        headers += [
            .init("Accept", "application/json"),
            .init("UNLEASH-APPNAME", appName),
            .init("UNLEASH-INSTANCEID", instanceId),
            .init("UNLEASH-CONNECTION-ID", connectionId),
            .init("UNLEASH-SDK", Self.sdkVersion),
            .init("UNLEASH-CLIENT-SPEC", Self.clientSpecVersion),
            .init("UNLEASH-INTERVAL", String(Self.milliseconds(interval))),
        ]
        return headers
    }

    /// A duration in whole milliseconds, as Unleash's intervals are sent.
    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}
