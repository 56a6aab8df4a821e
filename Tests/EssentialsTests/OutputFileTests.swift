import Essentials
import Foundation
import Testing

/// An output file is written where it is, never replaced by another file.
@Suite("Writing output files")
struct OutputFileTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("essentials-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private func write(_ text: String, to path: String, _ mode: OutputFile.Mode) throws -> SystemError? {
        let descriptor = try OutputFile.openForWriting(path, mode).get()
        defer { OutputFile.closeDescriptor(descriptor) }
        return OutputFile.writeAll(Array(text.utf8), to: descriptor).failure
    }

    private func inode(_ path: String) -> UInt64? {
        var status = stat()
        return lstat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    @Test func aRegularFileIsEmptiedInPlaceOrAppendedTo() throws {
        let path = folder.appendingPathComponent("out.txt").path
        _ = FileManager.default.createFile(atPath: path, contents: Data("old contents".utf8))
        let before = inode(path)
        #expect(try write("new", to: path, .truncating) == nil)
        #expect(try write(" more", to: path, .appending) == nil)
        #expect(inode(path) == before)
        #expect(FileManager.default.contents(atPath: path) == Data("new more".utf8))
    }

    @Test func aSymbolicLinkIsFollowedAndStaysALink() throws {
        let target = folder.appendingPathComponent("target.txt").path
        let link = folder.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(try write("through the link", to: link, .truncating) == nil)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(FileManager.default.contents(atPath: target) == Data("through the link".utf8))
    }

    @Test func aDeviceIsWrittenAsAStreamAndItsFailureSaysWhy() throws {
        #expect(try write("nothing", to: "/dev/null", .truncating) == nil)
        #expect(try write("too much", to: "/dev/full", .truncating)?.description == "no space left on the device")
        var status = stat()
        #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test func anInputIsFoundHoweverItIsNamed() throws {
        let script = folder.appendingPathComponent("s.txt").path
        _ = FileManager.default.createFile(atPath: script, contents: Data("frame\n".utf8))
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: script)
        let hard = folder.appendingPathComponent("hard").path
        try FileManager.default.linkItem(atPath: script, toPath: hard)
        let inputs = [OutputFile.Input("the script", path: script)]
        for name in [script, link, hard, folder.path + "/./s.txt", folder.path + "//s.txt"] {
            #expect(OutputFile.input(name, among: inputs)?.name == "the script", "\(name)")
        }
        #expect(OutputFile.input(folder.appendingPathComponent("new.cast").path, among: inputs) == nil)
        #expect(OutputFile.input("/dev/null", among: [OutputFile.Input("a device", path: "/dev/null")]) == nil, "streams are not files to keep")
        let new = folder.appendingPathComponent("new.cast").path
        #expect(OutputFile.Identity(path: new) == OutputFile.Identity(path: folder.path + "/./new.cast"))
        #expect(OutputFile.Identity(path: folder.appendingPathComponent("missing/new.cast").path) == nil)
    }

    @Test func aFIFOWithNoReaderIsRefusedAtOnce() throws {
        let path = folder.appendingPathComponent("fifo").path
        try #require(mkfifo(path, 0o600) == 0)
        let failure = try #require(OutputFile.openForWriting(path, .truncating).failure)
        #expect(OutputFile.reason(opening: path, failure, example: "x.cast") == "it is a FIFO with no reader; start the reader first")
        var status = stat()
        #expect(stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func aFolderOrAMissingFolderSaysWhatToGive() throws {
        let folderFailure = try #require(OutputFile.openForWriting(folder.path, .appending).failure)
        #expect(OutputFile.reason(opening: folder.path, folderFailure, example: "events.jsonl")
            == "it is a folder; give a file in it, e.g. \(folder.path)/events.jsonl")
        let deep = folder.appendingPathComponent("no/such/out.cast").path
        let missing = try #require(OutputFile.openForWriting(deep, .truncating).failure)
        #expect(OutputFile.reason(opening: deep, missing, example: "x") == "the folder \(folder.path)/no/such does not exist")
    }

    /// /dev/tty without a terminal is a device with nothing behind it, not a FIFO.
    @Test func aDeviceWithNothingBehindItIsNotCalledAFIFO() {
        let reason = OutputFile.reason(opening: "/dev/tty", SystemError(ENXIO), example: "analytics.jsonl")
        #expect(reason == "it is a device with nothing behind it (for /dev/tty: home has no terminal); give a file")
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
