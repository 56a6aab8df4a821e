import Essentials
import Foundation
import HTTPClient
import OTLPExport
import Testing
import TestSupport

/// What the exporter does with each answer: OTLP/HTTP's retries and throttling.
struct ExporterRetryTests {
    typealias Answer = @Sendable (OTLPRequest, Int) async throws(OTLPTransportError) -> OTLPResponse

    /// Answers `first` to the first `count` requests, then 200.
    static func failing(_ count: Int, with first: OTLPResponse) -> InMemoryOTLPTransport {
        InMemoryOTLPTransport { _, index throws(OTLPTransportError) in
            index < count ? first : OTLPResponse(status: 200, body: Array("{}".utf8))
        }
    }

    /// Emits `count` records, flushes, and steps the clock through each wait until
    /// the flush is over.
    static func flush(_ exporter: OTLPLogExporter, clock: ManualClock, waits: [Duration]) async {
        let flush = Task { await exporter.forceFlush() }
        for wait in waits {
            #expect(await eventually(clock.sleepersChanged) { clock.sleeperDeadlines == [clock.now.advanced(by: wait)] })
            clock.advance(by: wait)
        }
        await flush.value
    }

    @Test(arguments: [429, 502, 503, 504])
    func aStatusThatMayPassIsTriedAgainAfterItsRetryAfter(status: Int) async throws {
        let clock = ManualClock()
        let transport = Self.failing(2, with: OTLPResponse(status: status, retryAfter: "3"))
        let exporter = ExporterTests.exporter(transport, clock: clock)
        exporter.emit(ExporterTests.records(5))
        await Self.flush(exporter, clock: clock, waits: [.seconds(3), .seconds(3)])
        let statistics = exporter.statistics
        #expect(statistics.sent == 5 && statistics.requests == 3 && statistics.retries == 2 && statistics.notSent == 0)
        #expect(exporter.messages == ["http://collector.test:4318/v1/logs answered \(HTTPStatus.text(status)): trying again"])
        // Each try sends the same records.
        #expect(try Set(transport.requests.map(ExporterTests.names)).count == 1)
    }

    @Test func withoutRetryAfterTheBackoffDoublesWithJitterUpToItsMaximum() async throws {
        let clock = ManualClock()
        let transport = Self.failing(5, with: OTLPResponse(status: 503))
        let exporter = ExporterTests.exporter(transport, clock: clock)  // jitter draws 0: half of each backoff
        exporter.emit(ExporterTests.records(1))
        await Self.flush(exporter, clock: clock, waits: [.milliseconds(500), .seconds(1), .seconds(2), .milliseconds(2500), .milliseconds(2500)])
        #expect(exporter.statistics.sent == 1 && exporter.statistics.retries == 5)
    }

    @Test func anHTTPDateRetryAfterIsMeasuredFromNow() async throws {
        let clock = ManualClock()
        let now = Date(timeIntervalSince1970: 784_111_777)  // Sun, 06 Nov 1994 08:49:37 GMT
        let transport = Self.failing(1, with: OTLPResponse(status: 429, retryAfter: "Sun, 06 Nov 1994 08:49:47 GMT"))
        let exporter = OTLPLogExporter(
            configuration: OTLPConfiguration(endpoint: ExporterTests.endpoint), resource: TelemetryResource(attributes: []),
            scope: InstrumentationScope(name: "tests"), transport: transport, clock: clock, random: { 0 }, dates: { now })
        exporter.emit(ExporterTests.records(1))
        await Self.flush(exporter, clock: clock, waits: [.seconds(10)])
        #expect(exporter.statistics.sent == 1)
    }

    @Test func noAnswerIsTriedAgainToo() async throws {
        let clock = ManualClock()
        let transport = InMemoryOTLPTransport { _, index throws(OTLPTransportError) in
            guard index > 0 else { throw OTLPTransportError("POST http://collector.test:4318/v1/logs: connection refused") }
            return OTLPResponse(status: 200)
        }
        let exporter = ExporterTests.exporter(transport, clock: clock)
        exporter.emit(ExporterTests.records(2))
        await Self.flush(exporter, clock: clock, waits: [.milliseconds(500)])
        #expect(exporter.statistics.sent == 2 && exporter.statistics.retries == 1)
    }

    @Test func anotherRefusalIsNotTriedAgainAndIsSaidOnce() async throws {
        let clock = ManualClock()
        let transport = Self.failing(10, with: OTLPResponse(status: 400, body: Array(#"{"code":3,"message":"bad record"}"#.utf8)))
        let exporter = ExporterTests.exporter(transport, clock: clock)
        exporter.emit(ExporterTests.records(3))
        await exporter.forceFlush()
        exporter.emit(ExporterTests.records(2))
        await exporter.forceFlush()
        let statistics = exporter.statistics
        #expect(statistics.rejected == 5 && statistics.requests == 2 && statistics.retries == 0)
        #expect(exporter.messages == [
            "http://collector.test:4318/v1/logs answered 400 Bad Request (bad record): the records it refuses so are not sent again (OTLP retries 429, 502, 503 and 504 only)",
        ])
    }

    @Test func aPartialSuccessIsReadAndSaid() async throws {
        let clock = ManualClock()
        let body = Array(#"{"partialSuccess":{"rejectedLogRecords":"2","errorMessage":"too old"}}"#.utf8)
        let exporter = ExporterTests.exporter(Self.failing(1, with: OTLPResponse(status: 200, body: body)), clock: clock)
        exporter.emit(ExporterTests.records(5))
        await exporter.forceFlush()
        #expect(exporter.statistics.sent == 3 && exporter.statistics.rejected == 2 && exporter.statistics.retries == 0)
        #expect(exporter.messages == ["http://collector.test:4318/v1/logs took 3 of 5 records and refused 2: too old"])
    }

    @Test func aBatchIsGivenUpAtTheExportTimeout() async throws {
        let clock = ManualClock()
        let exporter = ExporterTests.exporter(Self.failing(100, with: OTLPResponse(status: 503, retryAfter: "4")), clock: clock) {
            $0.exportTimeout = .seconds(10)
        }
        exporter.emit(ExporterTests.records(2))
        // Tries at 0, 4 and 8 s; the next would come at 12 s, past the timeout.
        await Self.flush(exporter, clock: clock, waits: [.seconds(4), .seconds(4)])
        #expect(exporter.statistics.failed == 2 && exporter.statistics.requests == 3)
        #expect(exporter.messages.last == "gave up 2 records after 3 attempts: http://collector.test:4318/v1/logs did not take them within 10 s (OTEL_BLRP_EXPORT_TIMEOUT)")
    }

    @Test func gzipWhenAsked() async throws {
        let clock = ManualClock()
        let transport = InMemoryOTLPTransport()
        let exporter = ExporterTests.exporter(transport, clock: clock) { $0.compression = .gzip }
        exporter.emit(ExporterTests.records(50))
        await exporter.forceFlush()
        let request = try #require(transport.requests.first)
        #expect(request.header("content-encoding") == "gzip")
        #expect(Array(request.body.prefix(2)) == [0x1F, 0x8B])
        let plain = ExportLogsRequest(
            resource: TelemetryResource(attributes: [KeyValue("service.name", "test")]), scope: InstrumentationScope(name: "tests"),
            records: ExporterTests.records(50))
        #expect(Gzip.compress(plain.json) == request.body)
        #expect(request.body.count * 3 < plain.json.count)
    }
}
