import Foundation

/// Where analytics events go: a file, a test's record, a service.
///
/// A sink may be slow or fail; the ``Analytics`` pipeline delivers to it away from
/// drawing, so neither ever holds up a frame.
public protocol AnalyticsSink: Sendable {
    /// Takes events, oldest first.
    ///
    /// - Throws: Whatever went wrong; the failure is counted and reported, and later
    ///   events are still offered.
    func receive(_ events: [AnalyticsEvent]) throws
}

/// Keeps every event it receives, for tests and for `home`'s own checks.
public final class RecordingSink: AnalyticsSink, @unchecked Sendable {
    // @unchecked: `recorded` is only touched while holding `lock`.
    private let lock = NSLock()
    private var recorded: [AnalyticsEvent] = []

    /// An empty recording.
    public init() {}

    public func receive(_ events: [AnalyticsEvent]) {
        lock.withLock { recorded += events }
    }

    /// The events received so far.
    public var events: [AnalyticsEvent] { lock.withLock { recorded } }

    /// Takes and returns the events received so far.
    public func drain() -> [AnalyticsEvent] {
        lock.withLock {
            defer { recorded.removeAll() }
            return recorded
        }
    }
}

/// Appends events to a file as JSON Lines: one object per line.
public final class JSONLinesSink: AnalyticsSink, @unchecked Sendable {
    // @unchecked: the file handle is only used while holding `lock`.
    private let lock = NSLock()
    private let handle: FileHandle
    /// The file's path.
    public let path: String

    /// Opens (or creates) a file to append to. Every write goes to the end of the file,
    /// even when another process appends to it too (`O_APPEND`).
    ///
    /// - Throws: ``AnalyticsError/cannotOpen(_:reason:)`` when the file cannot be written,
    ///   saying why: a folder that does not exist, a folder given for the file, no permission.
    public init(path: String) throws(AnalyticsError) {
        self.path = path
        var flags: Int32 = O_WRONLY
        flags |= O_CREAT
        flags |= O_APPEND
        flags |= O_CLOEXEC
        let descriptor = open(path, flags, mode_t(0o644))
        guard descriptor >= 0 else {
            throw .cannotOpen(path, reason: Self.reason(errno: errno, path: path))
        }
        self.handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    }

    private static func reason(errno code: Int32, path: String) -> String {
        switch code {
        case EISDIR:
            let example = URL(fileURLWithPath: path).appendingPathComponent("analytics.jsonl").path
            return "it is a folder; give a file in it, e.g. \(example)"
        case ENOENT:
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            return "the folder \(folder) does not exist"
        case EACCES, EPERM:
            return "permission denied"
        case ENOTDIR:
            return "a part of the path is a file, not a folder"
        default:
            return String(cString: strerror(code))
        }
    }

    public func receive(_ events: [AnalyticsEvent]) throws {
        let text = events.map { $0.jsonLine + "\n" }.joined()
        try lock.withLock { try handle.write(contentsOf: Data(text.utf8)) }
    }

    deinit {
        try? handle.close()
    }
}

/// Why analytics could not be set up.
public enum AnalyticsError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A JSON Lines file could not be opened for appending.
    case cannotOpen(String, reason: String)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason): "cannot write analytics to \(path): \(reason)"
        }
    }
}
