import Essentials
import FeatureToggles
import Foundation

/// The bodies of `POST /client/register` and `POST /client/metrics`, as Unleash's
/// client API documents them and its SDKs send them.
enum ClientPayloads {
    /// What both bodies say of the client.
    struct Client: Encodable {
        var appName: String
        var instanceId: String
        var connectionId: String
        var sdkVersion = UnleashSettings.sdkVersion
        var platformName = "Swift"
        var platformVersion = ClientPayloads.swiftVersion
        var specVersion = UnleashSettings.clientSpecVersion

        init(_ settings: UnleashSettings) {
            appName = settings.appName
            instanceId = settings.instanceId
            connectionId = settings.connectionId
        }
    }

    struct Registration: Encodable {
        var client: Client
        var strategies: [String]
        var started: String
        /// The metrics interval in milliseconds.
        var interval: Int64

        func encode(to encoder: any Encoder) throws {
            try client.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(strategies, forKey: .strategies)
            try container.encode(started, forKey: .started)
            try container.encode(interval, forKey: .interval)
        }

        enum Keys: String, CodingKey { case strategies, started, interval }
    }

    struct Metrics: Encodable {
        var client: Client
        var bucket: MetricsBucket

        func encode(to encoder: any Encoder) throws {
            try client.encode(to: encoder)
            var container = encoder.container(keyedBy: Keys.self)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .bucket)
            try nested.encode(ClientPayloads.timestamp(bucket.start), forKey: .start)
            try nested.encode(ClientPayloads.timestamp(bucket.stop), forKey: .stop)
            try nested.encode(bucket.toggles, forKey: .toggles)
        }

        enum Keys: String, CodingKey { case bucket, start, stop, toggles }
    }

    /// The registration body: who the client is, the strategies it knows, when it started
    /// and how often it sends metrics.
    static func registration(_ settings: UnleashSettings, started: Date) -> [UInt8] {
        encode(Registration(
            client: Client(settings), strategies: Strategy.knownNames, started: timestamp(started),
            interval: UnleashSettings.milliseconds(settings.metricsInterval)))
    }

    /// The metrics body: who the client is and one bucket of counts.
    static func metrics(_ settings: UnleashSettings, bucket: MetricsBucket) -> [UInt8] {
        encode(Metrics(client: Client(settings), bucket: bucket))
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        // Strings, numbers and dictionaries of them always encode.
        let json = (try? JSONText(encoding: value)) ?? .object([])
        return Array(json.text(sortedKeys: true).utf8)
    }

    /// `2026-11-16T09:30:00.000Z`: ISO 8601 in UTC with milliseconds, as JavaScript writes dates.
    static func timestamp(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt))
    }

    /// The compiler's language version: Unleash's `platformVersion`.
    static var swiftVersion: String {
        #if swift(>=6.3)
        "6.3"
        #elseif swift(>=6.2)
        "6.2"
        #else
        "6"
        #endif
    }
}
