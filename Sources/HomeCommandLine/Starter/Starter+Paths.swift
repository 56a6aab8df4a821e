import Foundation

/// How the starter package names the checkout it depends on, and the schema of its
/// toggles file.
extension Starter {
    /// How the package in `folder` names the checkout at `checkout`: a relative path when
    /// the two share a folder other than the root (`../DynamicHome`), so that the package
    /// can be committed and moved with the checkout; else the absolute path. Links are
    /// followed first, so that the path holds however the folders are named.
    static func path(to checkout: URL, from folder: URL) -> String {
        let from = resolved(folder).pathComponents, to = resolved(checkout).pathComponents
        let sharesAFolder = zip(from, to).prefix { $0 == $1 }.count > 1
        return sharesAFolder ? relativePath(to: checkout, from: folder) : resolved(checkout).path
    }

    /// The path from `folder` to `target`, relative (through the root when they share no
    /// other folder): `../DynamicHome`, `../../work/DynamicHome`.
    static func relativePath(to target: URL, from folder: URL) -> String {
        let from = resolved(folder).pathComponents, to = resolved(target).pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: from.count - common) + to[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `url` with its links followed, for the part of it that is there.
    private static func resolved(_ url: URL) -> URL {
        var existing = url.standardizedFileURL
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            rest.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        return rest.reduce(existing.resolvingSymlinksInPath()) { $0.appendingPathComponent($1) }
    }

    /// Where the toggles file's `$schema` is, from the package: the checkout's
    /// FeatureToggles.schema.json by a relative path (which an editor resolves from the
    /// file's folder), or, for a git dependency, the copy SwiftPM checks out (there once
    /// the package is resolved, at the first build).
    var schemaReference: String {
        switch dependency {
        case .path(let path):
            let checkout = path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)
            return Self.relativePath(to: checkout, from: folder) + "/FeatureToggles.schema.json"
        case .git(let url, _):
            return "./.build/checkouts/\(Self.identity(of: url))/FeatureToggles.schema.json"
        }
    }
}
