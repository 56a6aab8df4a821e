import DynamicHomeTesting
import Foundation
import HomeState
@testable import ContentProviders
import Testing
import TestSupport

@Suite struct DirectoryContentProviderTests {
    /// A fresh folder with `files` (name → contents), removed by the caller.
    func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("home-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: url.appendingPathComponent(name))
        }
        return url
    }

    @Test func daysAreTheDatedFilesWithoutAnIndex() async throws {
        let url = try folder(["2026-11-02.json": "[]", "2026-11-01.json": "[]", "notes.json": "{}", "readme.txt": ""])
        defer { try? FileManager.default.removeItem(at: url) }
        let content = DirectoryContentProvider<TestItem>(directory: url)
        #expect(try await content.days() == [day(0), day(1)])
        #expect(try await content.items(on: day(0)) == [])
    }

    /// A folder without day files (empty, or of other files), or an index that lists
    /// none, names itself and says what it needs.
    @Test func aFolderWithoutDaysNamesItself() async throws {
        for files in [[:], ["readme.txt": "", "notes.json": "{}"], ["index.json": "[]"]] {
            let url = try folder(files)
            defer { try? FileManager.default.removeItem(at: url) }
            let error = await #expect(throws: ContentError.self) {
                try await DirectoryContentProvider<TestItem>(directory: url).days()
            }
            #expect(error?.message.contains(url.path) == true, "\(files): \(error?.message ?? "")")
            #expect(error?.message.contains("no day") == true, "\(files): \(error?.message ?? "")")
        }
    }

    @Test func anIndexWithARepeatedDayIsReportedAtItsPlace() async throws {
        let url = try folder(["index.json": "[\"2026-11-01\",\n \"2026-11-01\"]"])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: ContentError.self) {
            try await DirectoryContentProvider<TestItem>(directory: url).days()
        }
        #expect(error?.message == "\(url.path)/index.json:2:2: error: 2026-11-01 is listed twice (first at 1:2); list each day once")
    }

    @Test func anIndexEntryThatIsNotADateIsReportedAtItsPlace() async throws {
        let url = try folder(["index.json": "[\"2026-11-01\", \"2026-13-01\"]"])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: ContentError.self) {
            try await DirectoryContentProvider<TestItem>(directory: url).days()
        }
        #expect(error?.message == "\(url.path)/index.json:1:16: error: \"2026-13-01\" is not a date; write YYYY-MM-DD, e.g. \"2026-11-21\"")
    }

    @Test func problemsInADayFileSayWhereTheyAre() async throws {
        let url = try folder([
            "2026-11-01.json": "[{\"identifier\": \"a\", \"title\": 3}]",
            "2026-11-02.json": "{\"identifier\": \"a\"}",
            "2026-11-03.json": "[{\"identifier\": \"\", \"title\": \"x\"}]",
            "2026-11-04.json": "[{\"title\": \"x\"}]",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let content = DirectoryContentProvider<TestItem>(directory: url)
        let path = url.path
        let wrongType = await #expect(throws: ContentError.self) { try await content.items(on: day(0)) }
        #expect(wrongType?.message == "\(path)/2026-11-01.json:1:31: error: element [0].title must be a string, not a number")
        let notArray = await #expect(throws: ContentError.self) { try await content.items(on: day(1)) }
        #expect(notArray?.message == "\(path)/2026-11-02.json:1:16: error: a day's content has the unknown key \"identifier\" (write {\"sections\": [{\"identifier\": ID, \"title\": TEXT, \"items\": [...]}]} (each section may add \"template\": STYLE), or an array of items)")
        let empty = await #expect(throws: ContentError.self) { try await content.items(on: day(2)) }
        #expect(empty == ContentError(.invalidItems, "\(path)/2026-11-03.json:1:2: error: item [0] has an empty identifier; every item needs one"))
        let missing = await #expect(throws: ContentError.self) { try await content.items(on: day(3)) }
        #expect(missing?.message.hasPrefix("\(path)/2026-11-04.json:1:2: error: missing key \"identifier\"") == true)
        let absent = await #expect(throws: ContentError.self) { try await content.items(on: day(9)) }
        #expect(absent == ContentError(.dayNotAvailable, "there is no content for 2026-11-10: \(path)/2026-11-10.json does not exist"))
    }

    @Test func anOversizedFileIsRefused() async throws {
        let url = try folder(["2026-11-01.json": "[" + String(repeating: " ", count: 100) + "]"])
        defer { try? FileManager.default.removeItem(at: url) }
        let error = await #expect(throws: ContentError.self) {
            try await DirectoryContentProvider<TestItem>(directory: url, maximumFileBytes: 50).items(on: day(0))
        }
        #expect(error == ContentError(.tooLarge, "\(url.path)/2026-11-01.json has 102 bytes, more than the limit of 50 bytes"))
    }

    @Test func aMissingFolderSaysWhatContentTakes() async {
        let url = URL(fileURLWithPath: "/nonexistent/home-content")
        let error = await #expect(throws: ContentError.self) { try await DirectoryContentProvider<TestItem>(directory: url).days() }
        #expect(error?.message == "the content folder /nonexistent/home-content does not exist; give a folder of YYYY-MM-DD.json files or an http:// URL")
    }

    @Test func theBundledCatalogueListsItsDays() async throws {
        let days = try await DirectoryContentProvider<BundledItem>.bundledCatalogue.days()
        #expect(!days.isEmpty)
        #expect(days == days.sorted())
    }

    /// The catalogue is found beside the executable (the test runner's, here), where
    /// `Bundle.module` finds it, without asking `Bundle`.
    @Test func theBundledCatalogueIsFoundBesideTheExecutable() throws {
        #if os(Linux)
        let found = try #require(BundledCatalogue.besideExecutable)
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        #expect(found.path.hasPrefix(URL(fileURLWithPath: executable).deletingLastPathComponent().path + "/"))
        #expect(FileManager.default.fileExists(atPath: found.appendingPathComponent("index.json").path))
        #expect(BundledCatalogue.directory == found)
        #endif
    }
}

/// Reads only what every catalogue item has: its identifier.
struct BundledItem: Decodable, Identifiable, Sendable {
    var id: String
    enum CodingKeys: String, CodingKey { case id = "identifier" }
}

@Suite struct ContentProvidersTests {
    @Test func theContentArgumentChoosesTheProvider() throws {
        let bundled: AnyContentProvider<TestItem> = try ContentProviders.make(content: nil)
        #expect(bundled.base is DirectoryContentProvider<TestItem>)
        let folder: AnyContentProvider<TestItem> = try ContentProviders.make(content: "/tmp/days")
        #expect((folder.base as? DirectoryContentProvider<TestItem>)?.directory.path == "/tmp/days")
        let web: AnyContentProvider<TestItem> = try ContentProviders.make(content: "HTTP://127.0.0.1:8080/d/{day}.json")
        #expect((web.base as? HTTPContentProvider<TestItem>)?.url(for: day(0)).description == "http://127.0.0.1:8080/d/2026-11-01.json")
        #expect(throws: ContentError.self) { try ContentProviders.make(content: "http://", of: TestItem.self) }
    }

    @Test func aLatencyDelaysEveryRequestOnTheGivenClock() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("home-state-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"[{"identifier": "a", "title": "A"}]"#.utf8).write(to: url.appendingPathComponent("2026-11-01.json"))
        let clock = ManualClock()
        let content: AnyContentProvider<TestItem> = try ContentProviders.make(content: url.path, latency: .milliseconds(300), clock: clock)
        let load = Task { try await content.items(on: day(0)) }
        await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(300))
        #expect(try await load.value == [TestItem("a", "A")])
    }
}
