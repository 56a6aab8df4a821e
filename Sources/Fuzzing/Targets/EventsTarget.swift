import Diagnostics
import FeatureToggles
import HTTPClient

extension FuzzTarget {
    /// The reader of server-sent events (`HTTPClient`'s `EventStreamParser`, which reads
    /// Unleash's `/client/streaming`), with each event's data read as a batch of delta
    /// events, as the Unleash client reads them.
    ///
    /// - Fed whole, or in pieces split where the input's own bytes say, the stream gives
    ///   the same events, last event id and failure: a line or an event split between two
    ///   reads is one.
    /// - Memory stays within the limit: no event's data, and no id, is larger than the
    ///   parser allows; an event's type and data hold no CR, its type no LF.
    /// - Each event's data reads as a delta batch with every diagnostic inside it.
    static let events = FuzzTarget(
        name: "events", summary: "the server-sent events reader, each event's data read as delta events", check: checkEvents)

    /// Small, so that the fuzzer reaches the limits.
    static let eventLimit = 4096

    private static func checkEvents(_ bytes: [UInt8]) throws(OracleFailure) {
        let whole = read(bytes, pieces: [bytes.count])
        let sizes = bytes.prefix(8).map { Int($0 % 17) + 1 }
        let split = read(bytes, pieces: sizes.isEmpty ? [1] : sizes)
        try expect(whole.events == split.events, "the stream gives other events when read in pieces of \(sizes)")
        try expect(whole.failure == split.failure, "the stream fails otherwise in pieces: \(String(describing: whole.failure)) and \(String(describing: split.failure))")
        try expect(whole.lastEventId == split.lastEventId, "the last event id differs when read in pieces")
        try expect((whole.lastEventId?.utf8.count ?? 0) <= EventStreamParser.maximumIdBytes, "an id longer than the limit was kept")
        for event in whole.events {
            try expect(event.data.count <= eventLimit, "an event of \(event.data.count) bytes passed the limit of \(eventLimit)")
            try expect(!event.data.contains(13), "an event's data holds a CR")
            try expect(!event.type.utf8.contains(13) && !event.type.utf8.contains(10), "an event's type holds a line break")
            let file = "event.json"
            let places = TextPlaces(event.data, file: file)
            for diagnostic in ToggleDelta.parse(event.data, file: file).diagnostics.all {
                try places.check(diagnostic.location, of: "the \(diagnostic.severity.rawValue) \"\(Excerpt.of(diagnostic.message, width: 160))\"")
            }
        }
    }

    /// The events of `bytes` fed in pieces of the sizes given, in turn.
    private static func read(_ bytes: [UInt8], pieces: [Int]) -> (events: [EventStreamParser.Event], failure: EventStreamParser.Failure?, lastEventId: String?) {
        var parser = EventStreamParser(maximumEventBytes: eventLimit)
        var events: [EventStreamParser.Event] = []
        var start = 0
        var turn = 0
        while start < bytes.count {
            let end = min(bytes.count, start + max(1, pieces[turn % pieces.count]))
            do {
                events += try parser.feed(bytes[start..<end])
            } catch {
                return (events, error, parser.lastEventId)
            }
            start = end
            turn += 1
        }
        return (events, nil, parser.lastEventId)
    }
}
