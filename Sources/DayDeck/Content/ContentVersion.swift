import StateStore
import Essentials

/// How a provider knows its days.
public enum DayListing: Hashable, Sendable {
    /// The days that have content, in order: an index, or a folder's day files.
    case days([Day])
    /// There is no list (an HTTP server answered 404 for the index): any day may have
    /// content, and a day that is missing marks the edge of the data. `reason` says why
    /// there is no list, for messages.
    case unlisted(reason: String)
}

/// What identifies one version of a day's content, to ask whether it changed without
/// reading it again: an HTTP answer's `ETag` and `Last-Modified`, or a file's device,
/// inode, size and modification time.
public struct ContentVersion: Hashable, Sendable, CustomStringConvertible {
    /// The HTTP `ETag`, sent back as `If-None-Match`.
    public let entityTag: String?
    /// The HTTP `Last-Modified`, sent back as `If-Modified-Since`.
    public let lastModified: String?
    /// A file's `stat`, compared as the toggles watcher compares its file.
    package let stamp: FileStamp?

    /// The version of an HTTP answer; `nil` when it has neither validator.
    public init?(entityTag: String?, lastModified: String?) {
        guard entityTag != nil || lastModified != nil else { return nil }
        self.entityTag = entityTag
        self.lastModified = lastModified
        self.stamp = nil
    }

    package init(stamp: FileStamp) {
        self.entityTag = nil
        self.lastModified = nil
        self.stamp = stamp
    }

    /// `ETag "abc"`, `Last-Modified …`, or the file's stamp.
    public var description: String {
        if let stamp { return "file \(stamp)" }
        return [entityTag.map { "ETag \($0)" }, lastModified.map { "Last-Modified \($0)" }].compactMap { $0 }.joined(separator: ", ")
    }
}

/// What a fetch of a day that may be unchanged gave.
public enum DayFetch<Item: Sendable>: Sendable {
    /// The day still has the version asked about (an HTTP 304, an untouched file).
    case unchanged
    /// The day's items and their version, when the provider can tell one.
    case items([Item], version: ContentVersion?)
}

extension DayFetch: Equatable where Item: Equatable {}
