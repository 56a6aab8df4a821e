#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputFile {
    /// A file a command reads, with the words that name it in a message: "the script
    /// 'play.txt'", "the toggles file 'FeatureToggles.json'"; or a folder it reads files
    /// of, "the templates folder 'tpl'", in which no output may be.
    package struct Input: Hashable, Sendable {
        /// What the file is to the command, in words.
        package var name: String
        /// The path as given.
        package var path: String
        /// Whether it is a folder the command reads files of (a folder of template files,
        /// of day files): an output anywhere inside it is refused.
        package var isFolder: Bool

        package init(_ name: String, path: String, isFolder: Bool = false) {
            self.name = name
            self.path = path
            self.isFolder = isFolder
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
        return inputs.first { !$0.isFolder && Identity(path: $0.path) == written }
    }

    /// The first folder of `inputs` that `output` is in, or would be created in: the
    /// folder itself or one below it, however each is named (links followed). A stream
    /// (a device, a FIFO) is in no folder.
    ///
    /// - Complexity: A `realpath` for the output's folder and one for each folder input.
    package static func folder(containing output: String, among inputs: [Input]) -> Input? {
        guard let written = Identity(path: output), let folder = realFolder(of: output, written) else { return nil }
        return inputs.first { input in
            guard input.isFolder, let real = realPath(input.path) else { return false }
            return folder == real || folder.hasPrefix(real == "/" ? "/" : real + "/")
        }
    }

    /// The real path of the folder a file is in: where the links of an existing file
    /// lead, or the folder a new file would be created in.
    private static func realFolder(of path: String, _ identity: Identity) -> String? {
        if case .existing = identity, let real = realPath(path) {
            return String(real[..<(real.lastIndex(of: "/") ?? real.startIndex)]).nonEmptyFolder
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.dropLast().joined(separator: "/")
        return realPath(folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder)
    }

    /// The path with every link, `.` and `..` resolved; `nil` when it is not there.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension String {
    /// "/" for the empty folder part of "/file".
    fileprivate var nonEmptyFolder: String { isEmpty ? "/" : self }
}
