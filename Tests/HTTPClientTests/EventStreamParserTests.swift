@testable import HTTPClient
import Testing

/// Server-sent events read as the HTML standard reads them, within bounds.
struct EventStreamParserTests {
    typealias Event = EventStreamParser.Event

    static func events(_ text: String, pieces: Int = 1, limit: Int = 1 << 20) throws -> [Event] {
        var parser = EventStreamParser(maximumEventBytes: limit)
        let bytes = Array(text.utf8)
        var events: [Event] = []
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        for start in stride(from: 0, to: bytes.count, by: size) {
            events += try parser.feed(bytes[start..<min(start + size, bytes.count)])
        }
        return events
    }

    @Test func fieldsBuildEventsAndAnEmptyLineDispatchesThem() throws {
        let text = "event: unleash-connected\nid: 7\ndata: {\"a\":\ndata: 1}\n\n: a heartbeat\n\ndata:plain\n\n"
        let expected = [
            Event(type: "unleash-connected", data: Array("{\"a\":\n1}".utf8), id: "7"),
            Event(type: "message", data: Array("plain".utf8), id: "7"),
        ]
        #expect(try Self.events(text) == expected)
        // The same, a byte at a time: a line or a CRLF split between reads is one.
        #expect(try Self.events(text, pieces: text.utf8.count) == expected)
    }

    @Test func everyLineEndIsOneAndAByteOrderMarkIsSkipped() throws {
        let text = "\u{FEFF}data: a\r\n\r\ndata: b\r\rdata: c\n\n"
        #expect(try Self.events(text, pieces: text.utf8.count).map { String(decoding: $0.data, as: UTF8.self) } == ["a", "b", "c"])
    }

    @Test func anEventWithoutDataIsNotDispatchedAndRetryIsRead() throws {
        var parser = EventStreamParser(maximumEventBytes: 1024)
        #expect(try parser.feed(Array("event: fetch-mode\nretry: 2500\nid: 4\n\n".utf8)).isEmpty)
        #expect(parser.retry == .milliseconds(2500))
        #expect(parser.lastEventId == "4")
    }

    @Test func anEventLongerThanTheLimitStopsTheParserEvenWithoutALineEnd() throws {
        #expect(throws: EventStreamParser.Failure.eventTooLarge(limit: 64)) { try Self.events("data: " + String(repeating: "x", count: 100), limit: 64) }
        #expect(throws: EventStreamParser.Failure.eventTooLarge(limit: 64)) {
            try Self.events(String(repeating: "data: xxxxxxxx\n", count: 10), pieces: 7, limit: 64)
        }
        #expect(throws: EventStreamParser.Failure.idTooLong(limit: 1024)) { try Self.events("id: " + String(repeating: "1", count: 1025) + "\n") }
    }

    @Test func memoryStaysWithinTheLimitOverAnEndlessStreamOfHeartbeats() throws {
        var parser = EventStreamParser(maximumEventBytes: 256)
        let heartbeats = Array(String(repeating: ":\n", count: 4096).utf8)
        for _ in 0..<256 { #expect(try parser.feed(heartbeats).isEmpty) }
        #expect(parser.bytesReceived == 256 * heartbeats.count)
    }

    /// Lines ended by CR, LF and CRLF in any mix read the same however the bytes are cut,
    /// a CR at the end of one piece and its LF at the start of the next included; and a
    /// thousand CR-ended events in one piece are a thousand events.
    @Test func mixedLineEndsReadTheSameInPiecesOfEverySize() throws {
        let text = "data: a\r\r" + "data: b\n\n" + "data: c\r\n\r\n" + ": x\rdata: d\ndata: e\r\n\n" + "data: f\r\n\r"
        let whole = try Self.events(text)
        #expect(whole.map { String(decoding: $0.data, as: UTF8.self) } == ["a", "b", "c", "d\ne", "f"])
        for pieces in 2...text.utf8.count {
            #expect(try Self.events(text, pieces: pieces) == whole, "\(pieces) pieces")
        }
        let many = try Self.events(String(repeating: "data: x\r\r", count: 1000))
        #expect(many.count == 1000)
        // Bytes that are not contiguous are read as well.
        var parser = EventStreamParser(maximumEventBytes: 1024)
        #expect(try parser.feed("data: y\n\n".utf8.lazy.map { $0 }).map(\.data) == [Array("y".utf8)])
    }
}
