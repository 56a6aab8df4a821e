import Diagnostics
import DynamicHome
import DynamicHomeTesting
import HomeTelemetry
import HomeTemplates
import HTTPClient
import OTLPExport
import Testing

/// OTLPSink as an author uses it: a sink like the others, over a collector in memory;
/// and the harness's records, with no collector at all.
@MainActor
struct SinkTests {
    @Test func aScreensEventsReachTheCollectorAsRecords() async throws {
        let transport = InMemoryOTLPTransport()
        let configuration = OTLPConfiguration(
            endpoint: try HTTPURL("http://collector.test:4318/v1/logs"), headers: OTLPHeaders([("authorization", "s3cret")]))
        let sink = OTLPSink(configuration: configuration, resource: OTLPSink.defaultResource(sessionID: "s-1"), transport: transport)
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard, sinks: [sink])
        home.press(.enter)
        home.skipEvents()
        let events = home.sink.events
        let statistics = await sink.shutdown()
        #expect(statistics.sent == events.count && statistics.notSent == 0)
        // One request, or more when a batch's second went by before the press.
        let request = try #require(transport.requests.first)
        #expect(request.header("authorization") == "s3cret")
        let root = try JSONNode.parse(request.body)
        let resource = root["resourceLogs"]?.elements?.first
        #expect(resource?["resource"]?.compactText
            == #"{"attributes":[{"key":"service.name","value":{"stringValue":"dynamic-home"}},{"key":"service.version","value":{"stringValue":"1.0.0"}},{"key":"session.id","value":{"stringValue":"s-1"}}]}"#)
        let scopeLogs = resource?["scopeLogs"]?.elements?.first
        #expect(scopeLogs?["scope"]?["name"]?.string == "DynamicHome")
        let names = try transport.requests.flatMap { request in
            let records = try JSONNode.parse(request.body)["resourceLogs"]?.elements?.first?["scopeLogs"]?.elements?.first?["logRecords"]
            return records?.elements?.compactMap { $0["eventName"]?.string } ?? []
        }
        #expect(names == events.map(\.name))
        #expect(!transport.requests.contains { String(decoding: $0.body, as: UTF8.self).contains("s3cret") })
        home.finish()
    }

    @Test func theHarnessSaysWhatWouldBeSentWithoutANetwork() async throws {
        let home = try await HomeScreenHarness(ListTemplate.self, factory: .standard)
        home.press(.down, .enter)
        home.skipEvents()
        #expect(home.logRecords.map { $0.eventName ?? "" } == ["launch", "templateShown", "itemSelected", "navigation"])
        home.expectLogRecord("itemSelected", with: [
            KeyValue("home.item.id", "item-2"), KeyValue("home.item.index", .int(1)), KeyValue("home.template.style", "list"),
        ])
        withKnownIssue {
            home.expectLogRecord("itemSelected", with: [KeyValue("home.item.index", .int(7))])
        }
        home.finish()
    }
}
