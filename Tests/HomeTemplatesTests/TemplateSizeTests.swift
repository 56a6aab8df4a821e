import Foundation
import Testing

/// The kit's promise: a template is its layout and its entry drawing, under 100 lines of
/// code (blank lines and comments aside). Every `*Template.swift` of Templates/ keeps it
/// (HeroTemplate was 115, its layout arithmetic in the same file).
@Suite("Templates are small")
struct TemplateSizeTests {
    static let templates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Templates")

    /// The lines of Swift that are neither blank nor comments.
    static func linesOfCode(_ text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            let trimmed = line.drop { $0 == " " }
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }.count
    }

    @Test func everyTemplateIsUnderAHundredLinesOfCode() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.templates.path).filter { $0.hasSuffix("Template.swift") }.sorted()
        #expect(files.contains("HeroTemplate.swift"))
        for file in files {
            let text = try String(contentsOf: Self.templates.appendingPathComponent(file), encoding: .utf8)
            #expect(Self.linesOfCode(text) < 100, "\(file): \(Self.linesOfCode(text)) lines of code")
        }
    }
}
