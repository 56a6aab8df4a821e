import DataTemplates
import Essentials

/// Looks at the template files of `--templates DIR` as the toggles watcher looks at the
/// toggles file (a `stat` of each, every ``TogglesWatcher/interval``, on the watcher's
/// task, off the main actor), and reads them all again when one changed, came or went.
struct TemplateFolderWatch: Sendable {
    /// The folder, as given.
    let folder: String
    /// Each file's stamp at the last look.
    private var stamps: [String: FileStamp]

    /// A watch of `folder`, whose files are as they are now.
    init(folder: String) {
        self.folder = folder
        stamps = Self.stamps(of: folder)
    }

    /// The folder's files read again when any changed since the last look; `nil` when
    /// none did. A folder that cannot be listed any more is a reading with its error.
    mutating func check() -> Result<[TemplateReading], TemplateFolder.Problem>? {
        let now = Self.stamps(of: folder)
        guard now != stamps else { return nil }
        stamps = now
        do {
            return .success(try TemplateFolder.read(folder))
        } catch {
            return .failure(error)
        }
    }

    private static func stamps(of folder: String) -> [String: FileStamp] {
        guard let files = try? TemplateFolder.files(in: folder) else { return [:] }
        var stamps: [String: FileStamp] = [:]
        for file in files { stamps[file] = FileStamp.ofRegularFile(file) }
        return stamps
    }
}
