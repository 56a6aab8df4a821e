import Foundation
import Testing

/// The README is the short way in, and the guides in `docs/` hold the rest: the README
/// stays short and links every guide, and every relative link of the README and the
/// guides (to a file, or to a heading of one) resolves, so that moving text between them
/// cannot leave a link behind.
@Suite("The README and the guides link each other")
struct GuideLinkTests {
    /// A link of a guide: where it is, and its target as written.
    struct Link {
        var guide: String
        var line: Int
        var target: String
    }

    /// The links `[text](target)` of a Markdown text, outside code blocks and code spans.
    static func links(in guide: String, text: String) -> [Link] {
        var links: [Link] = []
        var inBlock = false
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("```") { inBlock.toggle() }
            guard !inBlock else { continue }
            // Code spans are not links: drop what is between backticks.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var rest = Substring(prose)
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                links.append(Link(guide: guide, line: index + 1, target: String(after[..<close])))
                rest = after[close...]
            }
        }
        return links
    }

    /// A heading's anchor as GitHub makes it: lower case, spaces to hyphens, and
    /// everything but letters, digits, hyphens and underscores left out.
    static func anchor(of heading: Substring) -> String {
        String(heading.lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
        })
    }

    /// The anchors of a Markdown text's headings, outside code blocks.
    static func anchors(in text: String) -> Set<String> {
        var anchors: Set<String> = []
        var inBlock = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inBlock.toggle() }
            guard !inBlock, line.hasPrefix("#") else { continue }
            anchors.insert(anchor(of: line.drop { $0 == "#" }.drop { $0 == " " }))
        }
        return anchors
    }

    static func read(_ path: String) -> String? {
        try? String(contentsOf: GuideTests.root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyRelativeLinkResolves() throws {
        let guides = ["README.md"] + (try GuideTests.markdownFiles(in: "docs"))
        var checked = 0
        for guide in guides {
            let text = try #require(Self.read(guide))
            for link in Self.links(in: guide, text: text) where !link.target.contains("://") && !link.target.hasPrefix("mailto:") {
                checked += 1
                let parts = link.target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let folder = (guide as NSString).deletingLastPathComponent
                let path = parts[0].isEmpty ? guide : ((folder as NSString).appendingPathComponent(String(parts[0])) as NSString).standardizingPath
                guard FileManager.default.fileExists(atPath: GuideTests.root.appendingPathComponent(path).path) else {
                    Issue.record("\(guide):\(link.line): the link \(link.target) names \(path), which is not a file of the repository")
                    continue
                }
                guard parts.count == 2 else { continue }
                let anchors = Self.read(path).map(Self.anchors(in:)) ?? []
                #expect(anchors.contains(String(parts[1])), "\(guide):\(link.line): \(path) has no heading #\(parts[1])")
            }
        }
        #expect(checked > 20, "the README and the guides link each other")
    }

    @Test func theREADMEIsShortAndLinksEveryGuide() throws {
        let readme = try #require(Self.read("README.md"))
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        #expect(lines <= 300, "README.md has \(lines) lines: keep it to 300, and move the rest into a guide in docs/")
        let targets = Set(Self.links(in: "README.md", text: readme).map { $0.target.split(separator: "#")[0] })
        for guide in try GuideTests.markdownFiles(in: "docs") {
            #expect(targets.contains(Substring(guide)), "README.md does not link \(guide)")
        }
    }

    /// A link to a heading that moved is found: the check is no check if it passes all.
    @Test func aLinkToAHeadingThatIsNotThereIsFound() {
        let text = "# Title\n\n## Templates as data\n\n```\n## Not a heading\n```\n[a](#templates-as-data) `[b](x.md)` [c](GONE.md#x)\n"
        #expect(Self.anchors(in: text) == ["title", "templates-as-data"])
        #expect(Self.links(in: "X.md", text: text).map(\.target) == ["#templates-as-data", "GONE.md#x"])
        #expect(Self.anchor(of: "The walk of a key, a toggle change") == "the-walk-of-a-key-a-toggle-change")
    }
}
