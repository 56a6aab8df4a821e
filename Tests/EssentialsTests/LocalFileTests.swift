import Essentials
import Foundation
import Testing
import TestSupport
import TestThreads

/// Local inputs are read within a limit of size and of time, and every failure says why.
/// The reads block (a FIFO waits for its writer), each on a thread of its own.
@Suite("Reading local files", .threadOfItsOwn)
struct LocalFileTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("essentials-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    private func file(_ name: String, _ text: String) -> String {
        let path = folder.appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    @Test func aFileWithinTheLimitIsReadWhole() throws {
        let path = file("a.json", "[1, 2, 3]")
        #expect(try LocalFile.contents(of: path, limit: 9).get() == Array("[1, 2, 3]".utf8))
    }

    @Test func aFileOverTheLimitIsRefusedBeforeItIsRead() throws {
        let path = file("sparse.json", "")
        // A sparse file: 1 GiB that costs nothing to make, and would cost a lot to read.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let result = LocalFile.contents(of: path, limit: 16 << 20)
        #expect(result == .failure(LocalFileError(path: path, problem: .tooLarge(size: 1 << 30, limit: 16 << 20))))
        #expect(result.failureReason == "it has 1073741824 bytes, more than the limit of 16 MiB")
    }

    @Test func whatIsNotAFileSaysWhatItIs() {
        let missing = folder.appendingPathComponent("missing.json").path
        #expect(LocalFile.contents(of: missing, limit: 10).failureReason == "no such file")
        #expect(LocalFile.contents(of: folder.path, limit: 10).failureReason == "it is a folder, not a file")
        let inside = file("plain", "x") + "/below.json"
        #expect(LocalFile.contents(of: inside, limit: 10).failureReason == "no such file: a part of its path is not a folder")
        let a = folder.appendingPathComponent("loop-a").path
        let b = folder.appendingPathComponent("loop-b").path
        try? FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try? FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        #expect(LocalFile.contents(of: a, limit: 10).failureReason == "its symbolic links go round in a loop")
    }

    @Test func devicesAreReadAsStreamsWithinTheLimit() throws {
        #expect(try LocalFile.contents(of: "/dev/null", limit: 10).get() == [])
        #expect(LocalFile.contents(of: "/dev/zero", limit: 1 << 20).failureReason == "it goes on past the limit of 1 MiB")
    }

    @Test func aFIFOWaitsForItsWriterAndIsReadToItsEnd() throws {
        let path = folder.appendingPathComponent("fifo").path
        try #require(mkfifo(path, 0o600) == 0)
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data("{\"a\": 1}".utf8))
            try? handle?.close()
        }
        writer.start()
        #expect(try LocalFile.contents(of: path, limit: 100, deadline: .patience).get() == Array("{\"a\": 1}".utf8))
    }

    @Test func aFIFOWithNoWriterEndsAtItsDeadline() throws {
        let path = folder.appendingPathComponent("lonely-fifo").path
        try #require(mkfifo(path, 0o600) == 0)
        let result = LocalFile.contents(of: path, limit: 100, deadline: .milliseconds(200))
        #expect(result == .failure(LocalFileError(path: path, problem: .timedOut(.milliseconds(200), received: 0))))
        #expect(result.failureReason == "it did not end within 200 ms (0 bytes arrived): nothing writes to it, or it never ends")
    }

    /// A FIFO waited for, then a file renamed over it: the file is read, at once.
    @Test func aFileRenamedOverAFIFOThatIsWaitedForIsRead() throws {
        let path = folder.appendingPathComponent("replaced-fifo").path
        try #require(mkfifo(path, 0o600) == 0)
        let file = folder.appendingPathComponent("good.json").path
        _ = FileManager.default.createFile(atPath: file, contents: Data("{\"b\": 2}".utf8))
        let renamer = Thread {
            Thread.sleep(forTimeInterval: 0.3)
            _ = rename(file, path)
        }
        renamer.start()
        #expect(try LocalFile.contents(of: path, limit: 100, deadline: .seconds(30)).get() == Array("{\"b\": 2}".utf8))
    }

    /// A writer that comes, writes and never closes: the read ends at the deadline, with
    /// what arrived (one deadline, from the open, covers waiting for the writer and reading).
    @Test func aFIFOWhoseWriterNeverClosesEndsAtTheOneDeadline() throws {
        let path = folder.appendingPathComponent("stuck-fifo").path
        try #require(mkfifo(path, 0o600) == 0)
        // The writer has written its byte before the read starts, whatever the machine's
        // speed: a reader of the test's own (which never reads) lets it open at once.
        let keeper = open(path, O_RDONLY | O_NONBLOCK)
        let writer = open(path, O_WRONLY)
        defer {
            close(writer)
            close(keeper)
        }
        try #require(keeper >= 0 && writer >= 0)
        try #require("{".withCString { write(writer, $0, 1) } == 1)
        let result = LocalFile.contents(of: path, limit: 100, deadline: .milliseconds(400))
        #expect(result == .failure(LocalFileError(path: path, problem: .timedOut(.milliseconds(400), received: 1))))
    }
}

extension Result where Failure == LocalFileError {
    var failureReason: String? {
        if case .failure(let error) = self { error.reason } else { nil }
    }
}
