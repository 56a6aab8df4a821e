import Diagnostics
import Essentials
import HTTPClient
import HTTPTestSupport
import OTLPExport
import Testing
import TestSupport

/// The batching queue: by count, by time, on flush; the oldest dropped when full; the
/// rest given up at shutdown's bound. Time is a manual clock; the collector is memory.
struct ExporterTests {
    static let endpoint = try! HTTPURL("http://collector.test:4318/v1/logs")

    static func records(_ count: Int, from start: Int = 0) -> [LogRecord] {
        (start..<(start + count)).map { LogRecord(eventName: "event\($0)", timeUnixNano: UInt64($0)) }
    }

    static func exporter(
        _ transport: InMemoryOTLPTransport, clock: ManualClock, configure: (inout OTLPConfiguration) -> Void = { _ in }
    ) -> OTLPLogExporter {
        var configuration = OTLPConfiguration(endpoint: endpoint, headers: OTLPHeaders([("authorization", "s3cret")]))
        configure(&configuration)
        return OTLPLogExporter(
            configuration: configuration, resource: TelemetryResource(attributes: [KeyValue("service.name", "test")]),
            scope: InstrumentationScope(name: "tests"), transport: transport, clock: clock, random: { 0 })
    }

    /// The event names of a request's records, in order.
    static func names(_ request: OTLPRequest) throws -> [String] {
        let root = try JSONNode.parse(request.body)
        let records = root["resourceLogs"]?.elements?.first?["scopeLogs"]?.elements?.first?["logRecords"]?.elements ?? []
        return records.compactMap { $0["eventName"]?.string }
    }

    @Test func aFullBatchGoesAtOnceAndTheRestAfterTheDelay() async throws {
        let clock = ManualClock()
        let transport = InMemoryOTLPTransport()
        let exporter = Self.exporter(transport, clock: clock)
        exporter.emit(Self.records(515))
        #expect(await eventually(exporter.changed) { exporter.statistics.sent == 512 })
        // The three left wait for their batch to fill, or for the delay.
        #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 })
        #expect(transport.requests.count == 1)
        clock.advance(by: .seconds(1))
        #expect(await eventually(exporter.changed) { exporter.statistics.sent == 515 })
        let requests = transport.requests
        #expect(try requests.map { try Self.names($0).count } == [512, 3])
        #expect(try Self.names(requests[1]) == ["event512", "event513", "event514"])
        #expect(requests[0].header("content-type") == "application/json")
        #expect(requests[0].header("authorization") == "s3cret")
        #expect(!requests[0].description.contains("s3cret"))
        let statistics = await exporter.shutdown()
        #expect(statistics.notSent == 0 && statistics.requests == 2 && statistics.retries == 0)
    }

    @Test func aFlushSendsWithoutWaitingForTheDelay() async throws {
        let clock = ManualClock()
        let transport = InMemoryOTLPTransport()
        let exporter = Self.exporter(transport, clock: clock)
        exporter.emit(Self.records(2))
        await exporter.forceFlush()
        #expect(exporter.statistics.sent == 2)
        #expect(clock.elapsed == .zero)
        exporter.emit(Self.records(1, from: 2))
        let statistics = await exporter.shutdown()
        #expect(statistics.sent == 3 && statistics.notSent == 0)
        #expect(try transport.requests.map(Self.names) == [["event0", "event1"], ["event2"]])
    }

    @Test func aFullQueueDropsTheOldestAndSaysSoOnce() async throws {
        let clock = ManualClock()
        // The collector hangs until the clock reaches an hour.
        let transport = InMemoryOTLPTransport { _, _ throws(OTLPTransportError) in
            try? await clock.sleep(until: .init(offset: .seconds(3600)))
            return OTLPResponse(status: 200)
        }
        let exporter = Self.exporter(transport, clock: clock) { $0.maximumQueueSize = 10; $0.maximumBatchSize = 4 }
        exporter.emit(Self.records(4))
        #expect(await eventually(clock.sleepersChanged) { transport.requests.count == 1 })
        // Emitting never waits for the collector: 25 more into a queue of 10.
        for index in 4..<29 { exporter.emit(Self.records(1, from: index)) }
        #expect(exporter.statistics.dropped == 15)
        #expect(exporter.messages == [
            "more records came than the queue holds (10) while http://collector.test:4318/v1/logs was slow or away: the oldest are dropped",
        ])
        clock.advance(by: .seconds(3600))
        // The full batches go at once; the last two with the flush, not waiting for the delay.
        await exporter.forceFlush()
        #expect(exporter.statistics.sent == 14)
        // The newest ten were kept: event19 to event28.
        #expect(try transport.requests.dropFirst().flatMap(Self.names) == (19..<29).map { "event\($0)" })
        let statistics = await exporter.shutdown()
        #expect(statistics.sent == 14 && statistics.dropped == 15 && statistics.requests == 4 && statistics.notSent == 15)
    }

    @Test func shutdownGivesUpAtItsBoundAndCountsWhatWasLeft() async throws {
        let clock = ManualClock()
        let transport = InMemoryOTLPTransport { _, _ throws(OTLPTransportError) in throw OTLPTransportError("connection refused") }
        let exporter = Self.exporter(transport, clock: clock)
        exporter.emit(Self.records(700))
        let finished = Locked<OTLPLogExporter.Statistics?>(nil)
        let shutdown = Task {
            let statistics = await exporter.shutdown()
            finished.withLock { $0 = statistics }
            exporter.changed.fire()
        }
        // Retries wait on the clock; shutdown's bound is 2 s.
        #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 2 })
        clock.advance(by: .seconds(2))
        await shutdown.value
        let statistics = try #require(finished.withLock { $0 })
        #expect(statistics.unsent == 700 && statistics.sent == 0 && statistics.notSent == 700)
        #expect(exporter.messages == ["cannot reach the collector: connection refused; trying again"])
        // After shutdown, records are counted as unsent at once.
        exporter.emit(Self.records(3))
        #expect(exporter.statistics.unsent == 703)
    }
}
