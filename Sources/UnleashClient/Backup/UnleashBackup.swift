import Essentials
import Foundation
import HTTPClient

/// The last good answer of a server, kept on disk so that `home` starts with the
/// server's toggles when the server cannot be reached.
///
/// The file holds the answer exactly as the server sent it (Unleash's export format, so
/// `home toggles validate` reads it too). It lives under `$XDG_CACHE_HOME/dynamic-home/`,
/// else `~/.cache/dynamic-home/`, one file per application name and API address, and is
/// replaced atomically: a reader sees the old file or the new one, never half of one.
public struct UnleashBackup: Sendable, Hashable {
    /// The file.
    public let path: String

    /// A backup at a given path.
    public init(path: String) {
        self.path = path
    }

    /// The backup of an application's toggles from one server.
    ///
    /// - Parameters:
    ///   - environment: The process environment: `XDG_CACHE_HOME` (used when absolute), else `HOME`.
    /// - Returns: `nil` when the environment names no place for caches
    ///   (``missingPlace``says why).
    public init?(appName: String, apiURL: URL, environment: [String: String]) {
        guard let folder = Self.folder(environment: environment) else { return nil }
        path = folder + "/" + Self.fileName(appName: appName, apiURL: apiURL)
    }

    /// Why no backup can be kept, when the environment names no place for it.
    public static let missingPlace =
        "neither XDG_CACHE_HOME nor HOME names an absolute folder, so no backup of the toggles is kept; set XDG_CACHE_HOME or HOME to keep one for when the server cannot be reached"

    /// `$XDG_CACHE_HOME/dynamic-home`, else `$HOME/.cache/dynamic-home`.
    static func folder(environment: [String: String]) -> String? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return trimmed(cache) + "/dynamic-home"
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return trimmed(home) + "/.cache/dynamic-home"
        }
        return nil
    }

    /// `unleash-APP-HOST_PORT_PATH-HASH.json`: readable, naming no one (the URL's user
    /// and password are left out), and distinct for every application, address and user.
    /// The hash (64-bit FNV-1a) covers the application and the URL as messages show it,
    /// user kept and password `***` (`HTTPURL.redacting(_:keepingUser:)`): it depends on
    /// no password, so no password, however weak, can be found from it.
    static func fileName(appName: String, apiURL: URL) -> String {
        var address = HTTPURL.redacting(apiURL.absoluteString, keepingUser: false)
        if let range = address.range(of: "://") { address = String(address[range.upperBound...]) }
        let hash = FNV1a.hash(Array("\(appName)\n\(HTTPURL.redacting(apiURL.absoluteString))".utf8))
        let hex = String(hash, radix: 16)
        return "unleash-\(safe(appName))-\(safe(address))-\(String(repeating: "0", count: 16 - hex.count) + hex).json"
    }

    /// Saves an answer, replacing the previous one atomically.
    ///
    /// - Throws: A sentence saying what could not be written, and where.
    public func save(_ bytes: [UInt8]) throws(UnleashBackupError) {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw UnleashBackupError(message: "cannot save the toggles backup \(path): \((error as NSError).localizedDescription)")
        }
    }

    /// The saved answer and when it was saved, or `nil` when there is none (or what is
    /// there cannot be read within the limit of an answer, 16 MiB).
    public func load() -> (bytes: [UInt8], saved: Date?)? {
        guard case .success(let bytes) = LocalFile.contents(of: path, limit: HTTPClientTransport.maximumBodyBytes) else { return nil }
        let saved = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        return (bytes, saved)
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path == "/" ? "" : path
    }

    /// Letters, digits, `.` and `-` kept; anything else becomes `_`; at most 60 characters.
    private static func safe(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-": Character(scalar)
            default: "_"
            }
        }
        return String(String(kept).prefix(60))
    }
}

/// Why a backup could not be saved.
public struct UnleashBackupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What could not be written, and where.
    public var message: String
    public var description: String { message }
}
