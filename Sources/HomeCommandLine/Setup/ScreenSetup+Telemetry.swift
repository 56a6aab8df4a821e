import Diagnostics
import DynamicHome
import Foundation
import HTTPClient
import HomeTelemetry
import OTLPExport

extension ScreenSetup {
    /// The collectors analytics go to: each `--analytics URL`, then the one the
    /// environment names (`OTEL_EXPORTER_OTLP_LOGS_ENDPOINT`, `OTEL_EXPORTER_OTLP_ENDPOINT`),
    /// each once, configured by the `OTEL_*` variables; and the warnings of those.
    ///
    /// Checked before any output is opened: a bad URL or variable writes nothing.
    func telemetryConfigurations() throws(CommandFailure) -> (configurations: [OTLPConfiguration], warnings: [String]) {
        var endpoints: [HTTPURL] = []
        do {
            for text in options.analyticsURLs {
                endpoints.append(try OTLPEnvironment.logsURL(text, option: "--analytics"))
            }
            if let url = try OTLPEnvironment.endpoint(environment) { endpoints.append(url) }
        } catch {
            throw CommandFailure(error.message, exitCode: 2)
        }
        var unique: [HTTPURL] = []
        for endpoint in endpoints where !unique.contains(endpoint) { unique.append(endpoint) }
        var configurations: [OTLPConfiguration] = []
        var warnings: [String] = []
        for endpoint in unique {
            do {
                var (configuration, said) = try OTLPEnvironment.configuration(environment, endpoint: endpoint)
                if let flush = options.analyticsFlush { configuration.shutdownTimeout = flush }
                configurations.append(configuration)
                for warning in said where !warnings.contains("warning: analytics: " + warning) { warnings.append("warning: analytics: " + warning) }
            } catch {
                throw CommandFailure(error.message, exitCode: 2)
            }
        }
        return (configurations, warnings)
    }

    /// The sinks of `--analytics` and the environment: a JSON Lines file for each path,
    /// an OTLP/HTTP exporter for each collector, with DynamicHome's resource
    /// (`session.id` the evaluation context's, else a new UUID) under `OTEL_RESOURCE_ATTRIBUTES` and
    /// `OTEL_SERVICE_NAME`.
    func analyticsSinks(collectors: [OTLPConfiguration]) throws(CommandFailure) -> (sinks: [any AnalyticsSink], exporters: [OTLPSink]) {
        var sinks: [any AnalyticsSink] = []
        for path in options.analyticsPaths {
            do {
                sinks.append(try JSONLinesSink(path: path))
            } catch {
                throw CommandFailure(error.description)
            }
        }
        guard !collectors.isEmpty else { return (sinks, []) }
        // The session of the evaluation context, else one for this run.
        let session = (try? evaluationContext())?.sessionId ?? UUID().uuidString.lowercased()
        let resource: TelemetryResource
        do {
            resource = try OTLPEnvironment.resource(environment, defaults: OTLPSink.defaultResourceAttributes(sessionID: session))
        } catch {
            throw CommandFailure(error.message, exitCode: 2)
        }
        let exporters = collectors.map { OTLPSink(configuration: $0, resource: resource) }
        return (sinks + exporters, exporters)
    }

    /// What `home` says at the end of the collectors: what went wrong (each kind once),
    /// then, when records were not sent, how many.
    static func telemetryReport(_ exporters: [OTLPSink]) -> [String] {
        var lines: [String] = []
        for sink in exporters {
            let statistics = sink.shutdownBlocking()
            let exporter = sink.exporter
            lines += exporter.messages.map { "home: analytics: \($0)" }
            guard statistics.notSent > 0 else { continue }
            var parts: [String] = []
            if statistics.unsent > 0 {
                parts.append("\(statistics.unsent) could not be sent within \(seconds(exporter.configuration.shutdownTimeout)) at exit")
            }
            if statistics.failed > 0 { parts.append("\(statistics.failed) given up after retries") }
            if statistics.rejected > 0 { parts.append("\(statistics.rejected) refused by the collector") }
            if statistics.dropped > 0 { parts.append("\(statistics.dropped) dropped from a full queue") }
            lines.append(
                "home: analytics: \(exporter.configuration.shownEndpoint): \(count(statistics.sent, "event")) sent, "
                    + "\(statistics.notSent) not sent (\(parts.joined(separator: ", ")))")
        }
        return lines
    }

    /// "2 s", "0.5 s".
    private static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }
}
