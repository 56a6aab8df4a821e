import Foundation
import Testing

/// The README's guide "Adding a template" quotes real files, which the package compiles
/// and tests: each block under a `<!-- quoted: PATH -->` line must be that file, whole,
/// so that the guide cannot drift from the code.
@Suite("The guide quotes real files")
struct GuideTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README's blocks by the path they quote.
    static func quotedBlocks() throws -> [(path: String, text: String)] {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [(String, String)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- quoted: ") && line.hasSuffix(" -->") {
            let path = String(line.dropFirst("<!-- quoted: ".count).dropLast(" -->".count))
            guard index + 1 < lines.count, lines[index + 1] == "```swift" else {
                Issue.record("the quote of \(path) is not followed by a ```swift block")
                continue
            }
            let body = lines[(index + 2)...].prefix { $0 != "```" }
            blocks.append((path, body.map { $0 + "\n" }.joined()))
        }
        return blocks
    }

    @Test func theGuideQuotesTheTemplateAndItsTestWhole() throws {
        let blocks = try Self.quotedBlocks()
        #expect(Array(blocks.map(\.path).prefix(2)) == ["Templates/ListTemplate.swift", "Tests/HomeTemplatesTests/ListTemplateTests.swift"])
        for (path, text) in blocks {
            let file = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            #expect(text == file, "README's block differs from \(path); copy the file into the README again")
        }
    }
}
