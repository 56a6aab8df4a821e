import DynamicHome
import Essentials
import Foundation
import OTLPExport

/// An ``AnalyticsSink`` that sends every event to an OpenTelemetry collector as an OTLP
/// log record (``AnalyticsEvent/logRecord``), through an ``OTLPLogExporter``: taking
/// events only queues them, so a slow or absent collector never holds up the screen.
///
/// ```swift
/// let sink = try OTLPSink(
///     configuration: OTLPConfiguration(endpoint: try HTTPURL("http://localhost:4318/v1/logs")), sessionID: "abc")
/// let analytics = Analytics(sinks: [sink])
/// ...
/// analytics.flush()
/// let statistics = await sink.shutdown()   // what could not be sent
/// ```
public final class OTLPSink: AnalyticsSink {
    /// The exporter the records go through.
    public let exporter: OTLPLogExporter

    /// A sink over an exporter made elsewhere.
    public init(exporter: OTLPLogExporter) {
        self.exporter = exporter
    }

    /// A sink over a new exporter with DynamicHome's resource and scope.
    ///
    /// - Parameters:
    ///   - configuration: The collector and the limits.
    ///   - resource: The resource; ``defaultResource(sessionID:)`` by default.
    ///   - transport: HTTP by default; ``InMemoryOTLPTransport`` in tests.
    ///   - clock: What batches and backoff wait on.
    ///   - onMessage: Told what went wrong, each kind once.
    public convenience init(
        configuration: OTLPConfiguration, resource: TelemetryResource = OTLPSink.defaultResource(sessionID: nil),
        transport: any OTLPTransport = HTTPClientOTLPTransport(), clock: any Clock<Duration> = ContinuousClock(),
        onMessage: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.init(exporter: OTLPLogExporter(
            configuration: configuration, resource: resource, scope: Self.scope, transport: transport, clock: clock, onMessage: onMessage))
    }

    /// The scope of every record: `DynamicHome` and its version.
    public static let scope = InstrumentationScope(name: "DynamicHome", version: DynamicHomeVersion.current)

    /// `service.name` `dynamic-home`, `service.version`, and `session.id` when there is one.
    public static func defaultResource(sessionID: String?) -> TelemetryResource {
        TelemetryResource(attributes: defaultResourceAttributes(sessionID: sessionID))
    }

    /// The attributes of ``defaultResource(sessionID:)``, for `OTEL_RESOURCE_ATTRIBUTES`
    /// and `OTEL_SERVICE_NAME` to override (``OTLPEnvironment/resource(_:defaults:)``).
    public static func defaultResourceAttributes(sessionID: String?) -> [KeyValue] {
        [KeyValue("service.name", "dynamic-home"), KeyValue("service.version", .string(DynamicHomeVersion.current))]
            + (sessionID.map { [KeyValue("session.id", .string($0))] } ?? [])
    }

    /// Queues the events' records; returns at once.
    public func receive(_ events: [AnalyticsEvent]) {
        exporter.emit(events.map(\.logRecord))
    }

    /// Sends what is left within the configuration's shutdown timeout.
    ///
    /// - Returns: What happened to the records.
    public func shutdown() async -> OTLPLogExporter.Statistics {
        await exporter.shutdown()
    }

    /// ``shutdown()`` for a caller that is not async (the end of `home`): blocks the
    /// calling thread, which must not be one of Swift's concurrency pool (the main thread
    /// is right), for at most the shutdown timeout and the time a cancelled request takes
    /// to end.
    ///
    /// - Returns: What happened to the records.
    public func shutdownBlocking() -> OTLPLogExporter.Statistics {
        let result = Locked<OTLPLogExporter.Statistics?>(nil)
        let done = DispatchSemaphore(value: 0)
        let exporter = exporter
        Task.detached {
            let statistics = await exporter.shutdown()
            result.withLock { $0 = statistics }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 } ?? exporter.statistics
    }
}
