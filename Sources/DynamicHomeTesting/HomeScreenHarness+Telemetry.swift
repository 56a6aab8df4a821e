import DynamicHome
import HomeTelemetry
import OTLPExport
import Testing

extension HomeScreenHarness {
    /// The OTLP log records of every event recorded so far (asserted or not), oldest
    /// first: what an `OTLPSink` would send a collector, without a network.
    ///
    /// ```swift
    /// home.press(.enter)
    /// let record = try #require(home.logRecords.last { $0.eventName == "itemSelected" })
    /// #expect(record.attributes["home.item.index"] == .int(0))
    /// ```
    public var logRecords: [LogRecord] {
        sink.events.map(\.logRecord)
    }

    /// Asserts that the last record with this event name carries these attributes
    /// (among others), with these values.
    ///
    /// - Parameters:
    ///   - eventName: `itemSelected`, `feature_flag.evaluation`, …
    ///   - attributes: The attributes expected, each with its value.
    ///   - sourceLocation: Where a failure is reported.
    public func expectLogRecord(
        _ eventName: String, with attributes: [KeyValue], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        guard let record = logRecords.last(where: { $0.eventName == eventName }) else {
            let names = logRecords.compactMap(\.eventName)
            Issue.record(
                Comment(rawValue: "no log record '\(eventName)' among the \(names.count) recorded: \(names.joined(separator: ", "))"),
                sourceLocation: sourceLocation)
            return
        }
        let wrong = attributes.filter { record.attributes[$0.key] != $0.value }
        guard !wrong.isEmpty else { return }
        let lines = wrong.map { "\($0.key): expected \($0.value), recorded \(record.attributes[$0.key].map { "\($0)" } ?? "nothing")" }
        Issue.record(
            Comment(rawValue: "the log record '\(eventName)' differs:\n" + lines.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
}
