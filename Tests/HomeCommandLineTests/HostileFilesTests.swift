import Foundation
@testable import HomeCommandLine
import Testing

/// Files given to `home`, for input or output, as a hostile or clumsy user gives them:
/// devices, FIFOs, links, loops and files larger than any input should be. Outputs are
/// written where they are, never replaced; inputs are read within their limits.
@MainActor
@Suite("Hostile files")
struct HostileFilesTests {
    private func kind(_ path: String) -> mode_t? {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : nil
    }

    /// A sparse file of `size` bytes: nothing to write, everything to read.
    private func sparseFile(_ size: UInt64, named name: String) throws -> String {
        let path = temporaryFolder().appendingPathComponent(name).path
        _ = FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: size)
        try handle.close()
        return path
    }

    @Test func aCastToADeviceWritesToItAndNeverReplacesIt() async {
        let result = await home(["replace", "--to", "grid", "--width", "40", "--height", "10", "--cast", "/dev/full"])
        #expect(result.status == 1)
        #expect(result.error == "home: the recording '/dev/full' is incomplete: no space left on the device\n")
        #expect(kind("/dev/full") == S_IFCHR)
        let null = await home(["swipe", "next", "--width", "40", "--height", "10", "--cast", "/dev/null"])
        #expect(null.status == 0, "\(null.error)")
        #expect(kind("/dev/null") == S_IFCHR)
    }

    @Test func aCastToAFIFOWithNoReaderIsRefusedAtOnceAndTheFIFOStays() async throws {
        let fifo = temporaryFolder().appendingPathComponent("cast.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let result = await home(["replace", "--to", "grid", "--cast", fifo])
        #expect(result.status == 1)
        #expect(result.error.hasSuffix("': it is a FIFO with no reader; start the reader first\n"), "\(result.error)")
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aCastThroughALinkWritesItsTargetAndTheLinkStays() async throws {
        let folder = temporaryFolder()
        let target = folder.appendingPathComponent("target.cast").path
        let link = folder.appendingPathComponent("link.cast").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let result = await home(["replace", "--to", "grid", "--width", "40", "--height", "10", "--cast", link])
        #expect(result.status == 0, "\(result.error)")
        #expect(kind(link) == S_IFLNK)
        let text = String(decoding: FileManager.default.contents(atPath: target) ?? Data(), as: UTF8.self)
        #expect(text.hasPrefix("{\"version\":2,\"width\":40,\"height\":10"), "\(text.prefix(80))")
    }

    @Test func aTogglesFileLargerThanTheLimitIsRefusedBeforeItIsRead() async throws {
        let path = try sparseFile(1 << 30, named: "FeatureToggles.json")
        for arguments in [["toggles", "validate", path], ["render", "--toggles", path]] {
            let result = await home(arguments)
            #expect(result.status == 1)
            #expect(result.error.hasPrefix("home: cannot read toggles file "), "\(result.error)")
            #expect(result.error.hasSuffix(": it has 1073741824 bytes, more than the limit of 16 MiB\n"), "\(result.error)")
        }
    }

    @Test func streamsAndDevicesAsTogglesFilesSayWhatTheyAre() async throws {
        let zero = await home(["toggles", "validate", "/dev/zero"])
        #expect(zero.error == "home: cannot read toggles file /dev/zero: it goes on past the limit of 16 MiB\n")
        let null = await home(["toggles", "validate", "/dev/null"])
        #expect(null.status == 1)
        #expect(null.output.hasPrefix("/dev/null:1:1: error: the file is empty"), "\(null.output)")
        let folder = temporaryFolder()
        let a = folder.appendingPathComponent("a.json").path
        let b = folder.appendingPathComponent("b.json").path
        try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: b)
        try FileManager.default.createSymbolicLink(atPath: b, withDestinationPath: a)
        let loop = await home(["toggles", "validate", a])
        #expect(loop.error.hasSuffix(": its symbolic links go round in a loop\n"), "\(loop.error)")
        let content = await home(["render", "--content", a])
        #expect(content.error.hasSuffix(": its symbolic links go round in a loop; give a folder of YYYY-MM-DD.json day files\n"), "\(content.error)")
    }

    @Test func aTogglesFileFromAFIFOIsReadWhenItsWriterComes() async throws {
        let fifo = temporaryFolder().appendingPathComponent("toggles.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let toggles = try #require(FileManager.default.contents(atPath: repositoryToggles))
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(toggles)
            try? handle?.close()
        }
        writer.start()
        let result = await home(["toggles", "validate", fifo])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "\(fifo): valid\n")
    }

    /// `home play FIFO` waited in open() for a writer for ever; it waits as every other
    /// FIFO input does, until the deadline (30 s; here a short one).
    @Test func aScriptFromAFIFOWithNoWriterStopsAtTheDeadline() throws {
        let fifo = temporaryFolder().appendingPathComponent("script.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let opened = Platform.openForReading(fifo, deadline: .milliseconds(200))
        guard case .failure(let failure) = opened else {
            Issue.record("a FIFO with no writer opened")
            return
        }
        #expect(failure.code == ETIMEDOUT)
        #expect(kind(fifo) == S_IFIFO)
    }

    @Test func aScriptFromAFIFOIsPlayedWhenItsWriterComes() async throws {
        let fifo = temporaryFolder().appendingPathComponent("script.fifo").path
        try #require(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.2)
            let handle = FileHandle(forWritingAtPath: fifo)
            handle?.write(Data("frame\n".utf8))
            try? handle?.close()
        }
        writer.start()
        let result = await home(["play", fifo, "--width", "40", "--height", "5"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.lines.first == "# frame 1/? t=0ms")
    }

    /// A day file that cannot be read (invalid UTF-8): every command that draws it
    /// prints its frames, "Could not load…", and exits 1 with the reason, as docs/COMMANDS.md
    /// promises.
    @Test func aBrokenDayIsStatus1ForEveryCommandThatDrawsIt() async throws {
        let days = temporaryFolder()
        try Data([0x5B, 0x7B, 0x22, 0x69, 0x64, 0x65, 0x6E, 0x74, 0x69, 0x66, 0x69, 0x65, 0x72, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D, 0x5D])
            .write(to: days.appendingPathComponent("2026-11-16.json"))
        let script = temporaryFolder().appendingPathComponent("s.txt")
        try Data("frame\n".utf8).write(to: script)
        let commands = [["render"], ["replace", "--to", "grid", "--frames", "2"], ["play", script.path]]
        for command in commands {
            let result = await home(command + ["--content", days.path, "--width", "60", "--height", "8"])
            #expect(result.status == 1, "\(command)")
            #expect(result.error.contains("2026-11-16.json:1:"), "\(command): \(result.error)")
            #expect(result.error.contains("not valid UTF-8"), "\(command): \(result.error)")
            #expect(result.output.contains("Could not load"), "\(command)")
        }
    }

    /// A day file in a symbolic link loop, or a link to nothing, says so; it "did not
    /// exist" before.
    @Test func aDayFileThatIsABrokenLinkSaysWhatIsWrong() async throws {
        let loop = temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: loop.appendingPathComponent("2026-11-16.json").path, withDestinationPath: "x.json")
        try FileManager.default.createSymbolicLink(atPath: loop.appendingPathComponent("x.json").path, withDestinationPath: "2026-11-16.json")
        let looped = await home(["render", "--content", loop.path, "--width", "40", "--height", "6"])
        #expect(looped.status == 1)
        #expect(looped.error.hasSuffix("2026-11-16.json: its symbolic links go round in a loop\n"), "\(looped.error)")
        let dangling = temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: dangling.appendingPathComponent("2026-11-16.json").path, withDestinationPath: "gone.json")
        let nothing = await home(["render", "--content", dangling.path, "--width", "40", "--height", "6"])
        #expect(nothing.status == 1)
        #expect(nothing.error.hasSuffix("2026-11-16.json: it is a symbolic link to gone.json, which does not exist\n"), "\(nothing.error)")
    }

    /// `home play - <&-`: standard input closed before `home` started says so (it said
    /// "invalid argument": a descriptor of the runtime had taken its number).
    @Test func aScriptFromAClosedStandardInputSaysItIsClosed() async {
        let output = Capture()
        let error = Capture()
        var console = Console(write: { output.append($0) }, writeError: { error.append($0) })
        console.standardInputClosed = true
        let status = await HomeCommand.run(["play", "-"], environment: [:], console: console)
        #expect(status == 1)
        #expect(error.value == "home: cannot read the script from standard input: it is closed; give a script file, or pipe one in (swift run home play - < script.txt)\n")
        #expect(output.value.isEmpty)
    }

    @Test func anEmptyContentFolderNamesTheFolder() async {
        let empty = temporaryFolder()
        let result = await home(["render", "--content", empty.path])
        #expect(result.status == 1)
        #expect(result.error == "home: the content folder \(empty.path) has no day files; give it a YYYY-MM-DD.json file for each day, e.g. 2026-11-16.json\n")
    }

    @Test func aDiffInputLargerThanTheLimitIsRefusedBeforeItIsRead() async throws {
        let big = try sparseFile(65 << 20, named: "old.json")
        let (_, new) = try files("[]", "[]")
        let result = await home(["diff", big, new])
        #expect(result.status == 1)
        #expect(result.error.hasSuffix(": it has 68157440 bytes, more than the limit of 64 MiB\n"), "\(result.error)")
    }

    @Test func aScriptsContentFileLargerThanADayFileMayBeIsRefused() async throws {
        let big = try sparseFile(5 << 20, named: "day.json")
        let script = temporaryFolder().appendingPathComponent("s.txt")
        try Data("content \(big)\n".utf8).write(to: script)
        let result = await home(["play", script.path, "--width", "40", "--height", "8"])
        #expect(result.status == 1)
        #expect(result.error.hasPrefix("home: \(script.path):1: cannot read content file "), "\(result.error)")
        #expect(result.error.hasSuffix(": it has 5242880 bytes, more than the limit of 4 MiB\n"), "\(result.error)")
    }
}
