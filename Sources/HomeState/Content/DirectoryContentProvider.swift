import Diagnostics
import Foundation

/// Content from a folder of day files: `YYYY-MM-DD.json`, each a JSON array of items,
/// and optionally `index.json`, a JSON array of the days that exist.
///
/// Without an index, the days are the files whose names are dates.
public struct DirectoryContentProvider<Item: Decodable & Sendable & Identifiable>: ContentProvider {
    /// The folder.
    public let directory: URL

    /// Creates a provider for a folder.
    public init(directory: URL) {
        self.directory = directory
    }

    public func days() async throws(ContentError) -> [Day] {
        let index = directory.appendingPathComponent("index.json")
        if FileManager.default.fileExists(atPath: index.path) {
            let bytes = try read(index)
            do {
                return try JSONNode.decode([Day].self, from: bytes, file: index.path).sorted()
            } catch {
                throw ContentError(.malformed, error.description)
            }
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
        }
        return days.sorted()
    }

    public func items(on day: Day) async throws(ContentError) -> [Item] {
        let file = directory.appendingPathComponent("\(day).json")
        guard FileManager.default.fileExists(atPath: file.path) else {
            throw ContentError(.dayNotAvailable, "there is no content for \(day): \(file.path) does not exist")
        }
        let bytes = try read(file)
        let items: [Item]
        do {
            items = try JSONNode.decode([Item].self, from: bytes, file: file.path)
        } catch {
            throw ContentError(.malformed, error.description)
        }
        try ContentError.checkIdentifiers(items, source: file.path)
        return items
    }

    private func read(_ file: URL) throws(ContentError) -> [UInt8] {
        do {
            return Array(try Data(contentsOf: file))
        } catch {
            throw ContentError(.unreadable, "cannot read \(file.path): \(Self.reason(error))")
        }
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
        Bundle.module.resourceURL!.appendingPathComponent("Catalogue")
    }
}
