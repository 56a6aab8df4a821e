import DynamicHome
import Foundation
import HomeTelemetry
import OTLPExport

/// Analytics into an OpenTelemetry collector: a batch of 512 events (the batch
/// processor's default) made into log records and encoded as one OTLP/JSON request, and
/// that request gzipped, beside the same 512 events written as JSON Lines (what
/// `--analytics FILE` writes), measured in the same run.
enum TelemetryBenchmark {
    static var suite: Suite { Suite(name: "telemetry", run: measure) }

    /// 512 events of the kinds a session records, mostly items seen.
    static func events() -> [AnalyticsEvent] {
        let start = Date(timeIntervalSince1970: 1_795_341_330)
        let day = Day("2026-11-16")!
        return (0..<512).map { index in
            let kind: AnalyticsEvent.Kind = switch index % 8 {
            case 0: .itemSelected(action: .longSelected, identifier: "item-\(index)", index: index % 12, section: "news", style: .list)
            case 1: .toggleExposure(toggle: "home.template", variant: "grid", enabled: true, reason: .split)
            case 2: .sectionSeen(section: "top", style: .grid, toggle: "home.section.top.template")
            default: .itemSeen(identifier: "item-\(index)", section: "top", index: index % 12, style: .grid, day: day)
            }
            return AnalyticsEvent(kind, at: start.addingTimeInterval(Double(index) / 10))
        }
    }

    static func measure() -> [Measurement] {
        let events = events()
        let resource = OTLPSink.defaultResource(sessionID: "bench")
        var jsonLinesBytes = 0
        let jsonLines = medianNanoseconds(operations: 8, rounds: 9) { count in
            var total = 0
            for _ in 0..<count {
                var bytes: [UInt8] = []
                for event in events {
                    bytes += event.jsonLine.utf8
                    bytes.append(0x0A)
                }
                total &+= bytes.count
                jsonLinesBytes = bytes.count
            }
            return total
        }
        var requestBytes = 0
        let encode = medianNanoseconds(operations: 8, rounds: 9) { count in
            var total = 0
            for _ in 0..<count {
                let request = ExportLogsRequest(resource: resource, scope: OTLPSink.scope, records: events.map(\.logRecord))
                requestBytes = request.json.count
                total &+= requestBytes
            }
            return total
        }
        let json = ExportLogsRequest(resource: resource, scope: OTLPSink.scope, records: events.map(\.logRecord)).json
        var gzipBytes = 0
        let gzip = medianNanoseconds(operations: 8, rounds: 9) { count in
            var total = 0
            for _ in 0..<count {
                gzipBytes = Gzip.compress(json).count
                total &+= gzipBytes
            }
            return total
        }
        return [
            Measurement(
                name: "OTLP/JSON request of 512 events (records made and encoded)", nanosecondsPerOperation: encode,
                baseline: "the same 512 events as JSON Lines", baselineNanosecondsPerOperation: jsonLines,
                figures: ["requestBytes": Double(requestBytes), "jsonLinesBytes": Double(jsonLinesBytes)]),
            Measurement(
                name: "gzip of that request", nanosecondsPerOperation: gzip,
                baseline: "the same 512 events as JSON Lines", baselineNanosecondsPerOperation: jsonLines,
                figures: ["gzipBytes": Double(gzipBytes), "requestBytes": Double(json.count)]),
        ]
    }
}
