import Essentials
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a `text/event-stream` (server-sent events, as the HTML standard defines them) as
/// its bytes arrive, in bounded memory: an event, its lines included, is at most
/// ``maximumEventBytes``; an event id at most ``maximumIdBytes``.
///
/// Lines end with CRLF, LF or CR; a line that starts with `:` is a comment (a heartbeat);
/// `event`, `data`, `id` and `retry` fields build an event, which an empty line
/// dispatches; other fields are ignored. Bytes alone drive it (tests and a fuzzer feed
/// it directly).
package struct EventStreamParser: Sendable {
    /// One dispatched event.
    package struct Event: Sendable, Hashable {
        /// Its `event` field, or `message` when it had none.
        package var type: String
        /// Its `data` lines, joined by line feeds.
        package var data: [UInt8]
        /// The last event id of the stream when it was dispatched (an `id` field of this
        /// event or of an earlier one), or `nil` when none has been given.
        package var id: String?

        package init(type: String, data: [UInt8], id: String?) {
            self.type = type
            self.data = data
            self.id = id
        }
    }

    /// Why the stream cannot be read on.
    package enum Failure: Error, Hashable {
        /// An event (or one line) goes on past the limit, in bytes.
        case eventTooLarge(limit: Int)
        /// An id field is longer than ``maximumIdBytes``.
        case idTooLong(limit: Int)

        /// What went wrong, in words.
        package var reason: String {
            switch self {
            case .eventTooLarge(let limit): "an event goes on past \(limit) bytes (\(ByteCount.words(limit)))"
            case .idTooLong(let limit): "an event id is longer than \(limit) bytes"
            }
        }
    }

    /// The longest event id kept: it is sent back in `Last-Event-ID`.
    package static let maximumIdBytes = 1024

    /// The largest event, its field names and line ends included.
    package let maximumEventBytes: Int
    /// The stream's last event id (`Last-Event-ID` when it is resumed).
    package private(set) var lastEventId: String?
    /// The reconnection time the stream asked for (`retry`), if it did.
    package private(set) var retry: Duration?
    /// Every byte fed so far.
    package private(set) var bytesReceived = 0

    private var line: [UInt8] = []
    private var data: [UInt8] = []
    private var hasData = false
    private var type: [UInt8] = []
    /// Whether the last line ended with CR, so that an LF at the start of the next bytes
    /// belongs to it.
    private var afterCarriageReturn = false
    /// Whether the first line (and a byte-order mark before it) is behind.
    private var started = false

    /// A parser for one connection.
    ///
    /// - Parameter maximumEventBytes: The largest event accepted.
    package init(maximumEventBytes: Int) {
        self.maximumEventBytes = maximumEventBytes
    }

    /// Takes the next bytes of the stream.
    ///
    /// - Returns: The events they complete, in order.
    /// - Throws: ``Failure`` as soon as a limit is passed; the parser cannot go on.
    /// - Complexity: O(`bytes.count`); memory stays within ``maximumEventBytes``.
    package mutating func feed(_ bytes: some Collection<UInt8>) throws(Failure) -> [Event] {
        if let read = bytes.withContiguousStorageIfAvailable({ buffer in Result { () throws(Failure) in try feed(buffer: buffer) } }) {
            return try read.get()
        }
        return try Array(bytes).withUnsafeBufferPointer { buffer in Result { () throws(Failure) in try feed(buffer: buffer) } }.get()
    }

    /// Takes contiguous bytes a line at a time: each line's bytes are found with `memchr`
    /// and appended at once (a gibibyte event is refused at its limit in a blink, not a
    /// byte at a time).
    private mutating func feed(buffer: UnsafeBufferPointer<UInt8>) throws(Failure) -> [Event] {
        bytesReceived += buffer.count
        guard let base = buffer.baseAddress else { return [] }
        var events: [Event] = []
        var index = 0
        // The first LF at or after `index`, once looked for: CR-ended lines before it are
        // found without looking past it again, so every byte is looked at at most twice.
        var lineFeed = -1
        while index < buffer.count {
            if afterCarriageReturn {
                afterCarriageReturn = false
                if base[index] == 10 {
                    index += 1
                    continue
                }
            }
            if lineFeed < index { lineFeed = Self.first(10, in: base, from: index, to: buffer.count) }
            let end = Self.first(13, in: base, from: index, to: lineFeed)
            let length = end - index
            if length > 0 {
                if line.count + length + data.count + type.count > maximumEventBytes { throw .eventTooLarge(limit: maximumEventBytes) }
                line.append(contentsOf: UnsafeBufferPointer(start: base + index, count: length))
            }
            guard end < buffer.count else { break }
            afterCarriageReturn = base[end] == 13
            if let event = try endOfLine() { events.append(event) }
            index = end + 1
        }
        return events
    }

    /// The offset of the first `byte` in `base[start..<end]`, or `end`.
    private static func first(_ byte: UInt8, in base: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int {
        memchr(base + start, Int32(byte), end - start).map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? end
    }

    /// Processes the line just ended; an empty line dispatches the event.
    private mutating func endOfLine() throws(Failure) -> Event? {
        defer { line.removeAll(keepingCapacity: line.count < 4096) }
        if !started {
            // A byte-order mark before the first line is no part of it.
            started = true
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line.removeFirst(3) }
        }
        guard !line.isEmpty else { return dispatch() }
        if line[0] == UInt8(ascii: ":") { return nil }
        let colon = line.firstIndex(of: UInt8(ascii: ":")) ?? line.endIndex
        let name = line[..<colon]
        var value = colon < line.endIndex ? line[(colon + 1)...] : line[line.endIndex...]
        if value.first == UInt8(ascii: " ") { value = value.dropFirst() }
        switch String(decoding: name, as: UTF8.self) {
        case "event":
            type = Array(value)
        case "data":
            if hasData { data.append(10) }
            data.append(contentsOf: value)
            hasData = true
        case "id":
            guard !value.contains(0) else { break }
            guard value.count <= Self.maximumIdBytes else { throw .idTooLong(limit: Self.maximumIdBytes) }
            lastEventId = String(decoding: value, as: UTF8.self)
        case "retry":
            if !value.isEmpty, value.count <= 9, value.allSatisfy({ (48...57).contains($0) }) {
                retry = .milliseconds(Int(String(decoding: value, as: UTF8.self)) ?? 0)
            }
        default:
            break
        }
        return nil
    }

    /// The event built so far, when it has data; the buffers are emptied either way.
    private mutating func dispatch() -> Event? {
        defer {
            data = []
            hasData = false
            type = []
        }
        guard hasData else { return nil }
        return Event(type: type.isEmpty ? "message" : String(decoding: type, as: UTF8.self), data: data, id: lastEventId)
    }
}
