import Diagnostics
import Essentials
import Foundation

/// Appends events to a file as JSON Lines: one object per line.
///
/// The file is written with plain `write` calls: a failure says in words why (no space
/// left on the device, a reader that closed the pipe) and how many of the events were
/// written before it (``AnalyticsWriteError``).
public final class JSONLinesSink: AnalyticsSink, @unchecked Sendable {
    // @unchecked: the descriptor is only written while holding `lock`.
    private let lock = NSLock()
    private let descriptor: Int32
    /// The file's path.
    public let path: String

    /// Opens (or creates) a file to append to. Every write goes to the end of the file,
    /// even when another process appends to it too (`O_APPEND`).
    ///
    /// A named pipe (FIFO) is opened without waiting: one that no process reads is
    /// refused at once instead of blocking `home` for ever.
    ///
    /// - Throws: ``AnalyticsError/cannotOpen(_:reason:)`` when the file cannot be written,
    ///   saying why: an empty path, a folder that does not exist, a folder given for the
    ///   file, no permission, a FIFO with no reader.
    public init(path: String) throws(AnalyticsError) {
        self.path = path
        guard !path.isEmpty else { throw .cannotOpen(path, reason: "the path is empty; give a file, e.g. analytics.jsonl") }
        switch OutputFile.openForWriting(path, .appending) {
        case .success(let descriptor): self.descriptor = descriptor
        case .failure(let failure): throw .cannotOpen(path, reason: OutputFile.reason(opening: path, failure, example: "analytics.jsonl") { Excerpt.maskingPassword($0) })
        }
    }

    /// Writes the events, one line each.
    ///
    /// - Throws: ``AnalyticsWriteError`` with the number of events whose whole line was
    ///   written before the failure, and why it failed.
    public func receive(_ events: [AnalyticsEvent]) throws {
        var bytes: [UInt8] = []
        var ends: [Int] = []
        for event in events {
            bytes += event.jsonLine.utf8
            bytes.append(0x0A)
            ends.append(bytes.count)
        }
        let (written, failure) = lock.withLock { OutputFile.writeAll(bytes, to: descriptor) }
        guard let failure else { return }
        throw AnalyticsWriteError(
            path: path, written: ends.prefix { $0 <= written }.count, of: events.count, reason: failure.description)
    }

    deinit {
        OutputFile.closeDescriptor(descriptor)
    }
}

/// Why a sink could not write some events, in words, and how many it wrote first.
public struct AnalyticsWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the events were going.
    public var path: String
    /// How many of the events were written whole before the failure.
    public var written: Int
    /// How many events the sink was given.
    public var count: Int
    /// Why the write failed, e.g. "no space left on the device".
    public var reason: String

    /// Creates an error.
    public init(path: String, written: Int, of count: Int, reason: String) {
        self.path = path
        self.written = written
        self.count = count
        self.reason = reason
    }

    /// "cannot write to PATH: REASON".
    public var description: String { "cannot write to \(Excerpt.maskingPassword(path)): \(reason)" }
}

/// Why analytics could not be set up.
public enum AnalyticsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A JSON Lines file could not be opened for appending.
    case cannotOpen(String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot write analytics to \(Excerpt.maskingPassword(path)): \(reason)"
        }
    }
}
