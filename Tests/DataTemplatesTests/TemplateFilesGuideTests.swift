@testable import DataTemplates
import Foundation
import Testing

/// docs/TEMPLATE-FILES.md says every key a template file may have, those the starter
/// writes among them (its `alternative` was nowhere explained).
@Suite("The guide to template files")
struct TemplateFilesGuideTests {
    static let guide = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/TEMPLATE-FILES.md")

    @Test func everyKeyAndTheStartersAreDocumented() throws {
        let text = try String(contentsOf: Self.guide, encoding: .utf8)
        for key in TemplateReader.topLevelKeys {
            #expect(text.contains("| `\"\(key)\"` |"), "\(key) has no row in the guide")
        }
        let starter = try JSONSerialization.jsonObject(with: Data(TemplateDefinition.starterText(style: "mine").utf8)) as? [String: Any] ?? [:]
        for key in starter.keys {
            #expect(TemplateReader.topLevelKeys.contains(key), "\(key)")
        }
        #expect(text.contains(#""alternative": "grid""#))
    }
}
