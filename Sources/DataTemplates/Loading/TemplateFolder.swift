import DynamicHome
import Essentials
import Foundation

/// A folder of template files, as `--templates DIR` names it: every `*.json` file in
/// it (not in folders below it) but `*.schema.json` (the format's schema, for editors),
/// in the order of their names.
public enum TemplateFolder {
    /// Why a folder cannot be read.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        /// The folder, as given.
        public var path: String
        /// What is wrong, in words.
        public var reason: String

        /// "tpl: no such folder; …": the folder and what is wrong (the command line names
        /// the option that gave it before).
        public var description: String { "\(Excerpt.of(path)): \(reason)" }
    }

    /// The most template files a folder may hold: each is read, and looked at twice a
    /// second while `home` runs.
    public static let maximumFiles = 256

    /// The paths of the template files in the folder at `path`, sorted by name.
    ///
    /// - Throws: ``Problem`` when `path` is not a folder that can be listed, or holds more
    ///   than ``maximumFiles`` template files.
    public static func files(in path: String) throws(Problem) -> [String] {
        if let problem = LocalFile.folderProblem(path) {
            let reason = switch problem.problem {
            case .missing: "no such folder; give a folder of template files (*.json)"
            case .notAFile("a file"): "is a file; give the folder it is in, or read it with 'home templates validate'"
            case .notAFile(let what): "is \(what), not a folder of template files"
            default: "\(problem.reason); give a folder of template files (*.json)"
            }
            throw Problem(path: path, reason: reason)
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw Problem(path: path, reason: "cannot list the folder: \(error.localizedDescription)")
        }
        let folder = path.hasSuffix("/") ? path : path + "/"
        let templates = names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") && !$0.hasPrefix(".") }.sorted()
            .map { folder + $0 }.filter { FileStamp.ofRegularFile($0) != nil }
        guard templates.count <= maximumFiles else {
            throw Problem(path: path, reason: "holds \(templates.count) template files (*.json), more than \(maximumFiles); give a folder of the templates to use")
        }
        return templates
    }

    /// Every template file of the folder at `path`, read.
    ///
    /// - Throws: ``Problem`` when `path` is not a folder that can be listed.
    public static func read(_ path: String) throws(Problem) -> [TemplateReading] {
        try files(in: path).map { TemplateDocument.read(contentsOf: $0) }
    }

}
