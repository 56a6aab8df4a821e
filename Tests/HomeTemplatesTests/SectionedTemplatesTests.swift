import DynamicHome
import DynamicHomeTesting
import Foundation
import HomeTemplates
import Testing

@MainActor
@Suite("Sectioned days")
struct SectionedTemplatesTests {
    let styles = HomeFactory.standard.styles

    /// Every registered template draws the section titles (cut where they do not fit;
    /// all three at 80x24), every line exactly as wide as the frame, at an even and an
    /// odd width.
    @Test func everyTemplateShowsTheSectionTitles() throws {
        for style in styles {
          for (width, height) in [(80, 24), (37, 25)] {
            let template = try make(style, from: .standard, items: TemplateTesting.sectionedItems)
            let frame = render(template, width: width, height: height)
            // A template's sectioned goldens come with it; one added without them is still
            // checked for width and titles here.
            let golden = "sections-\(style.rawValue)-\(width)x\(height).txt"
            if FrameSnapshot.isRecording || Self.hasGolden(golden) { FrameSnapshot.expect(frame, matches: golden) }
            let lines = frame.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            #expect(lines.count == height)
            for line in lines { #expect(TextLayout.width(String(line)) == width, "\(style) \(width)x\(height): \(line)") }
            for (section, _) in TemplateTesting.sections where width == 80 {
                #expect(frame.contains(String(section.title.prefix(6))), "\(style) \(width)x\(height) shows \(section.title)")
            }
          }
        }
    }

    /// Whether this file's Golden folder has a file of that name.
    static func hasGolden(_ name: String, filePath: String = #filePath) -> Bool {
        FileManager.default.fileExists(
            atPath: URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden/\(name)").path)
    }

    /// A day without sections draws no header.
    @Test func aDayWithoutSectionsHasNoHeader() throws {
      for style in styles {
        let plain = render(try make(style, from: .standard), width: 80, height: 24)
        let sectioned = render(try make(style, from: .standard, items: TemplateTesting.items.map { $0.inSection(nil) }), width: 80, height: 24)
        #expect(plain == sectioned)
        #expect(!plain.contains("Live now"))
      }
    }

    @Test func downGoesFromASectionsLastItemToTheNextSectionsFirst() {
        let list = make(ListTemplate.self, items: TemplateTesting.sectionedItems)
        _ = render(list, width: 80, height: 24)
        for _ in 0..<3 { _ = list.handle(.key(.down)) }
        #expect(list.highlighted?.item.identifier == "n3")
        #expect(list.highlighted?.item.section?.identifier == "reads")
        _ = list.handle(.key(.up))
        #expect(list.highlighted?.item.identifier == "n8")
    }

    /// A page is the rows on screen, headers counted: from n1 (row 1) five rows down
    /// is n5 (row 6), past a header; past the last row, the last item.
    @Test func aPageDownMovesByTheRowsOnScreen() {
        let list = make(ListTemplate.self, items: TemplateTesting.sectionedItems)
        _ = render(list, width: 80, height: 10)
        _ = list.handle(.key(.pageDown))
        #expect(list.highlighted?.item.identifier == "n5")
        _ = list.handle(.key(.pageDown))
        #expect(list.highlighted?.item.identifier == "n6")
        _ = list.handle(.key(.pageUp))
        #expect(list.highlighted?.item.identifier == "n3")
    }

    @Test func inAGridDownKeepsTheColumnAcrossASectionsEnd() {
        let grid = make(GridTemplate.self, items: TemplateTesting.sectionedItems)
        _ = render(grid, width: 80, height: 24)
        _ = grid.handle(.key(.tab))
        #expect(grid.highlighted?.item.identifier == "n4")
        _ = grid.handle(.key(.down))
        #expect(grid.highlighted?.item.identifier == "n5")
        _ = grid.handle(.key(.down))
        #expect(grid.highlighted?.item.identifier == "n6")
    }

    @Test func aClickOnAHeaderSelectsNothingAndAClickOnAnEntryUnderItSelectsIt() {
        let list = make(ListTemplate.self, items: TemplateTesting.sectionedItems)
        _ = render(list, width: 80, height: 24)
        // Rows: 0 header, 1-6 live, 7 header, 8-9 n3, 10-11 n5.
        #expect(list.handle(.mouse(MouseEvent(.press, column: 10, row: 7))) == .ignored)
        #expect(list.handle(.mouse(MouseEvent(.press, column: 10, row: 10))) == .handled)
        #expect(list.highlighted?.item.identifier == "n5")
    }

    /// The highlight stays on its item when the item moves to another section, and the
    /// frame at the end of the change shows it highlighted in its new section.
    @Test func theHighlightFollowsItsItemAcrossSections() throws {
      for style in styles {
        let template = try make(style, from: .standard, items: TemplateTesting.sectionedItems)
        _ = render(template, width: 80, height: 24)
        let chosen = try #require(template.selectedIndex.map { TemplateTesting.sectionedItems[$0] })
        #expect(chosen.identifier == "n1")
        var sections = TemplateTesting.sections
        sections[0].items.removeAll { $0.identifier == chosen.identifier }
        sections[2].items.insert(chosen, at: 1)
        sections.swapAt(0, 2)
        let moved = HomeViewModel(day: TemplateTesting.day, sections: sections)
        TemplateTesting.hand(moved.items, to: template)
        let index = try #require(template.selectedIndex)
        #expect(moved.items[index].identifier == chosen.identifier)
        #expect(index == 1 && moved.items[index].section?.identifier == "brief", "\(style)")
        let frame = render(template, width: 80, height: 24, time: .seconds(10))
        #expect(frame.contains("In brief"), "\(style)")
      }
    }
}
