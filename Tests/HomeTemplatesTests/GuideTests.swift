import Foundation
import Testing

/// The guides quote real files, which the package (or the example package, from outside)
/// compiles and tests: the guides in `docs/` ("Adding a template" in docs/TEMPLATES.md)
/// and the articles of the DocC catalogs (`Sources/<Module>/Documentation.docc`,
/// `Templates/Documentation.docc`). Each block under a `<!-- quoted: PATH -->` line must
/// be that file, whole, so that no guide can drift from the code. The README and the
/// guides link each other by relative links, which must resolve.
@Suite("The guides quote real files")
struct GuideTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A quoted block: the guide it is in, the line of its marker, the file it quotes,
    /// and its text.
    struct Quote {
        var guide: String
        var line: Int
        var path: String
        var text: String
    }

    /// The guides: README.md, the Markdown files of `docs/` and every Markdown file of the
    /// DocC catalogs, by their path in the repository.
    static func guides() throws -> [String] {
        let manager = FileManager.default
        var guides = ["README.md"] + (try markdownFiles(in: "docs"))
        let modules = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)
        for catalog in modules.map({ "Sources/\($0)/Documentation.docc" }) + ["Templates/Documentation.docc"] {
            guard let files = manager.enumerator(atPath: root.appendingPathComponent(catalog).path) else { continue }
            for case let file as String in files where file.hasSuffix(".md") {
                guides.append("\(catalog)/\(file)")
            }
        }
        return guides.sorted()
    }

    /// The Markdown files of a folder of the repository (not its subfolders), by their path.
    static func markdownFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
    }

    /// The quoted blocks of a guide, in order.
    static func quotes(in guide: String) throws -> [Quote] {
        let text = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var quotes: [Quote] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- quoted: ") && line.hasSuffix(" -->") {
            let path = String(line.dropFirst("<!-- quoted: ".count).dropLast(" -->".count))
            guard index + 1 < lines.count, lines[index + 1] == "```swift" else {
                Issue.record("\(guide):\(index + 1): the quote of \(path) is not followed by a ```swift block")
                continue
            }
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            quotes.append(Quote(guide: guide, line: index + 1, path: path, text: body.map { $0 + "\n" }.joined()))
        }
        return quotes
    }

    static func allQuotes() throws -> [Quote] {
        try guides().flatMap { try quotes(in: $0) }
    }

    @Test func everyQuotedBlockIsItsFileWhole() throws {
        let quotes = try Self.allQuotes()
        #expect(!quotes.isEmpty)
        for quote in quotes {
            let file = Self.root.appendingPathComponent(quote.path)
            guard let text = try? String(contentsOf: file, encoding: .utf8) else {
                Issue.record("\(quote.guide):\(quote.line): quotes \(quote.path), which is not a file of the repository")
                continue
            }
            guard quote.text != text else { continue }
            // The first line that differs, at its place in the guide.
            let quoted = quote.text.split(separator: "\n", omittingEmptySubsequences: false)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            let first = zip(quoted, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(quoted.count, lines.count)
            Issue.record("""
                \(quote.guide):\(quote.line + 2 + first): the block differs from \(quote.path) at its line \(first + 1); \
                copy the file into the block again
                  block: \(first < quoted.count ? String(quoted[first]) : "(its end)")
                  file:  \(first < lines.count ? String(lines[first]) : "(its end)")
                """)
        }
    }

    /// What each guide must quote: the files a reader follows, in the order read.
    @Test(arguments: [
        ("docs/TEMPLATES.md", [
            "Templates/ListTemplate.swift", "Tests/HomeTemplatesTests/ListTemplateTests.swift",
            "Examples/Magazine/Package.swift", "Examples/Magazine/Sources/magazine/main.swift",
        ]),
        ("Sources/DynamicHome/Documentation.docc/Articles/TemplateInYourOwnPackage.md", [
            "Examples/Magazine/Package.swift", "Examples/Magazine/Sources/MagazineTemplate/MagazineTemplate.swift",
            "Examples/Magazine/Sources/magazine/main.swift", "Examples/Magazine/Tests/MagazineTemplateTests/MagazineTemplateTests.swift",
        ]),
        ("Sources/DynamicHomeTesting/Documentation.docc/Articles/TestingAnalyticsHooks.md", [
            "Examples/Magazine/Tests/MagazineTemplateTests/MagazineAnalyticsTests.swift",
        ]),
    ])
    func theGuideQuotesWhatItsReaderFollows(guide: String, paths: [String]) throws {
        #expect(try Self.guides().contains(guide), "\(guide) is not among the guides")
        #expect(try Self.quotes(in: guide).map(\.path) == paths)
    }

    /// The analytics tests the article quotes stay short, as issue 26 asked: a visit in
    /// at most 20 lines, an exposure test (its toggles included) in at most 15.
    @Test func theQuotedAnalyticsTestsAreShort() throws {
        let file = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/Magazine/Tests/MagazineTemplateTests/MagazineAnalyticsTests.swift"),
            encoding: .utf8)
        func length(of test: String) -> Int? {
            let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
            guard let start = lines.firstIndex(where: { $0.contains("@Test func \(test)(") }) else { return nil }
            guard let end = lines[start...].firstIndex(where: { $0 == "    }" }) else { return nil }
            return end - start + 1
        }
        #expect(try #require(length(of: "aVisitIsReported")) <= 20)
        #expect(try #require(length(of: "anExperimentShowsTheMagazineToHalfTheUsers")) <= 15)
    }
}
