#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFile {
    /// A file a command reads, with the words that name it in a message: "the script
    /// 'play.txt'", "the toggles file 'FeatureToggles.json'".
    package struct Input: Hashable, Sendable {
        /// What the file is to the command, in words.
        package var name: String
        /// The path as given.
        package var path: String

        package init(_ name: String, path: String) {
            self.name = name
            self.path = path
        }
    }

    /// Which file a path names, however it is named: a regular file that is there by its
    /// device and inode (links followed, so that `./s.txt`, a link to it and a hard link
    /// are one file); a file not there yet by its folder's device and inode and its name.
    /// Devices, FIFOs and sockets have none: they are streams, which writing destroys
    /// nothing of.
    package enum Identity: Hashable, Sendable {
        case existing(device: UInt64, inode: UInt64)
        case new(folderDevice: UInt64, folderInode: UInt64, name: String)

        /// The identity of `path`, or `nil` for a stream, a folder or a path whose
        /// folder is not there.
        package init?(path: String) {
            var status = stat()
            if stat(path, &status) == 0 {
                guard status.st_mode & S_IFMT == S_IFREG else { return nil }
                self = .existing(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
                return
            }
            let parts = path.split(separator: "/", omittingEmptySubsequences: false)
            guard let name = parts.last, !name.isEmpty else { return nil }
            let folder = parts.dropLast().joined(separator: "/")
            guard stat(folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else {
                return nil
            }
            self = .new(folderDevice: UInt64(status.st_dev), folderInode: UInt64(status.st_ino), name: String(name))
        }
    }

    /// The first of `inputs` that `output` is: the same regular file, however each is
    /// named. A command checks every output against its inputs before it opens any, so
    /// that a recording never empties the script or the toggles file it was made from.
    ///
    /// - Complexity: One `stat` for the output and one for each input.
    package static func input(_ output: String, among inputs: [Input]) -> Input? {
        guard let written = Identity(path: output), case .existing = written else { return nil }
        return inputs.first { Identity(path: $0.path) == written }
    }
}
