import DayDeck
import Essentials
import Foundation

/// Content from a folder of day files: `YYYY-MM-DD.json`, each a JSON array of items,
/// and optionally `index.json`, a JSON array of the days that exist.
///
/// Without an index, the days are the files whose names are dates. A day's version is
/// its file's `stat` (device, inode, size, modification time), so that the deck can
/// watch the day on screen and reread it only when it changed. Every problem is
/// reported as a ``ContentError`` that names the file, and the line and column for
/// JSON: a missing day, an unreadable or oversized file, a body that is not JSON or not
/// a list of items, an item without an identifier or with a repeated one.
public struct DirectoryContentProvider<Item: Decodable & Sendable & Identifiable>: ContentProvider {
    /// The folder.
    public let directory: URL
    /// The largest file read, in bytes; larger ones fail with
    /// ``ContentError/Reason/tooLarge``.
    public let maximumFileBytes: Int

    /// The default size limit of one file: 4 MiB.
    public static var defaultMaximumFileBytes: Int { 4 << 20 }

    /// Creates a provider for a folder.
    ///
    /// - Parameters:
    ///   - directory: The folder of day files.
    ///   - maximumFileBytes: The largest file read.
    public init(directory: URL, maximumFileBytes: Int = Self.defaultMaximumFileBytes) {
        self.directory = directory
        self.maximumFileBytes = maximumFileBytes
    }

    public func days() async throws(ContentError) -> [Day] {
        try checkNotCancelled("the list of days")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ContentError(
                .unreadable,
                "the content folder \(directory.path) does not exist; give a folder of YYYY-MM-DD.json files or an http:// URL")
        }
        let index = directory.appendingPathComponent("index.json")
        // Anything there by that name is the index, read as it is: a link loop says so.
        if Self.isThere(index.path) {
            let days = try ContentDecoding.days(from: try read(index), source: index.path)
            if days.isEmpty { throw ContentError(.dayNotAvailable, "\(index.path) lists no days; list the days of the folder's YYYY-MM-DD.json files") }
            return days
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ContentError(.unreadable, "cannot list \(directory.path): \(Self.reason(error))")
        }
        let days = names.compactMap { name -> Day? in
            guard name.hasSuffix(".json") else { return nil }
            return Day(name.dropLast(5))
        }.sorted()
        // An empty folder, or one of other files: say which folder, and what it needs.
        if days.isEmpty {
            throw ContentError(
                .dayNotAvailable, "the content folder \(directory.path) has no day files; give it a YYYY-MM-DD.json file for each day, e.g. 2026-11-16.json")
        }
        return days
    }

    public func items(on day: Day) async throws(ContentError) -> [Item] {
        try checkNotCancelled("\(day)")
        let file = directory.appendingPathComponent("\(day).json")
        guard Self.isThere(file.path) else {
            throw ContentError(.dayNotAvailable, "there is no content for \(day): \(file.path) does not exist")
        }
        return try ContentDecoding.items(from: try read(file), source: file.path)
    }

    /// Whether anything is at `path`, itself, not following a link: a link in a loop, or
    /// to nothing, is there, and reading it says what is wrong with it.
    private static func isThere(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }

    /// The day's items and its file's stamp, or ``DayFetch/unchanged`` when the file
    /// has the same device, inode, size and modification time as `version` says: one
    /// `stat` call, and no read.
    public func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<Item> {
        let file = directory.appendingPathComponent("\(day).json")
        // Stamped before reading: a change made during the read shows at the next look.
        let stamp = FileStamp.ofRegularFile(file.path)
        if let stamp, stamp == version?.stamp { return .unchanged }
        return .items(try await items(on: day), version: stamp.map(ContentVersion.init(stamp:)))
    }

    private func read(_ file: URL) throws(ContentError) -> [UInt8] {
        switch LocalFile.contents(of: file.path, limit: maximumFileBytes) {
        case .success(let bytes):
            return bytes
        case .failure(let failure):
            if case .tooLarge(let size, _) = failure.problem {
                throw ContentError(.tooLarge, "\(file.path) has \(size) bytes, more than the limit of \(maximumFileBytes) bytes")
            }
            if case .streamTooLarge = failure.problem {
                throw ContentError(.tooLarge, "\(file.path) goes on past the limit of \(maximumFileBytes) bytes")
            }
            if failure.problem == .missing {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) ?? "?"
                throw ContentError(.unreadable, "cannot read \(file.path): it is a symbolic link to \(target), which does not exist")
            }
            throw ContentError(.unreadable, "cannot read \(file.path): \(failure.reason)")
        }
    }

    private func checkNotCancelled(_ what: String) throws(ContentError) {
        if Task.isCancelled { throw ContentError(.cancelled, "the load of \(what) was cancelled") }
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError {
            return underlying.localizedDescription
        }
        return nsError.localizedDescription
    }
}

extension DirectoryContentProvider {
    /// The sample catalogue that ships with DynamicHome: two weeks of days, 10 to 40
    /// items each, with titles in several scripts.
    public static var bundledCatalogue: DirectoryContentProvider<Item> {
        DirectoryContentProvider(directory: BundledCatalogue.directory)
    }
}

/// Where the bundled sample catalogue lives.
public enum BundledCatalogue {
    /// The folder of the catalogue's day files inside the package's resources.
    public static var directory: URL {
        besideExecutable
            ?? Bundle.module.url(forResource: "Catalogue", withExtension: nil)
            ?? Bundle.module.bundleURL.appendingPathComponent("Catalogue")
    }

    /// The catalogue in the resources folder SwiftPM puts beside the executable, where
    /// `Bundle.module` looks first, found without `Bundle`'s look-up of the main bundle
    /// and its localizations (a twentieth of a release `home`'s start-up); `nil` where
    /// the executable's path is not known or the folder is not there.
    static let besideExecutable: URL? = {
        #if os(Linux)
        // `readlink` itself: FileManager's look-up of the link cost a quarter of a
        // million instructions more.
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0, length < buffer.count - 1 else { return nil }
        let executable = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slash = executable.lastIndex(of: "/") else { return nil }
        let folder = String(executable[..<slash]) + "/DynamicHome_ContentProviders.resources/Catalogue"
        guard access(folder + "/index.json", F_OK) == 0 else { return nil }
        return URL(fileURLWithPath: folder, isDirectory: true)
        #else
        return nil
        #endif
    }()
}
