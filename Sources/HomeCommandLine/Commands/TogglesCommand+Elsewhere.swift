import Diagnostics
import Essentials
import FeatureToggles
import Foundation

extension TogglesCommand {
    /// What to say when a toggles file names template styles this executable does not
    /// register: they may be registered by another one (a template author's), which is
    /// the one to check the file with. When the file is in a package with an executable
    /// (a package `home templates new` made), the note says the command to run there.
    ///
    /// - Parameters:
    ///   - path: The toggles file, as given.
    ///   - styleErrors: How many of its errors are variants naming a style not registered.
    /// - Returns: The note, or `nil` when every style it names is registered.
    static func stylesElsewhereNote(path: String, styleErrors: Int) -> String? {
        guard styleErrors > 0 else { return nil }
        let file = URL(fileURLWithPath: path).standardizedFileURL
        guard let (folder, executable) = package(around: file) else {
            return "note: a template style registered by another executable (a package of yours) is checked by that executable, "
                + "in its package: swift run NAME toggles validate FILE"
        }
        let relative = Starter.relativePath(to: file, from: folder)
        return "note: the styles home does not register may be those of the package in \(folder.path); "
            + "check the file with its executable, which registers them: cd \(folder.path) && swift run \(executable) toggles validate \(relative)"
    }

    /// The package whose folder holds `file` (its own, or one above it), and its first
    /// executable, as Package.swift names it.
    private static func package(around file: URL) -> (folder: URL, executable: String)? {
        var folder = file.deletingLastPathComponent()
        while true {
            let manifest = folder.appendingPathComponent("Package.swift")
            if case .success(let bytes) = LocalFile.contents(of: manifest.path, limit: 1 << 20) {
                let text = String(decoding: bytes, as: UTF8.self)
                guard let match = text.firstMatch(of: /\.executableTarget\(\s*name:\s*"([^"]+)"/) else { return nil }
                return (folder, String(match.output.1))
            }
            if folder.path == "/" { return nil }
            folder.deleteLastPathComponent()
        }
    }
}
