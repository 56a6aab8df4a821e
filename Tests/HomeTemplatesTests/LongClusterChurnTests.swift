import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing
import TextCanvas

/// New titles of unique long clusters, again and again, with every change animated and
/// encoded as the terminal encodes it: the table of long clusters stays bounded, and no
/// frame prints a cluster it forgot.
@MainActor
@Suite("Long clusters that keep coming")
struct LongClusterChurnTests {
    nonisolated static func cluster(_ number: Int) -> String {
        "e" + (0..<8).map { String(UnicodeScalar(0x300 + (number >> (3 * $0) & 7) + 8 * $0)!) }.joined()
    }

    /// No text of `printed` (a frame's output and its plain text) shows U+FFFD.
    @concurrent nonisolated static func expectNoReplacementCharacter(in printed: [String], round: Int) async {
        #expect(!printed.contains { $0.contains("\u{FFFD}") }, "round \(round)")
    }

    @Test(arguments: ["list", "grid", "hero", "shelves"])
    func framesNeverPrintAForgottenCluster(style: String) async throws {
        let table = GlyphTable(capacity: 32)
        try await GlyphTable.$current.withValue(table) {
            let home = try await HomeScreenHarness(factory: .standard, toggles: TestToggles(overrides: [("home.template", style)]))
            home.skipEvents()
            var encoder = IncrementalEncoder(mode: .none)
            // The frames are drawn and encoded here, on the main actor, as the screen is;
            // what they print is read off it, each round's in a child task.
            await withDiscardingTaskGroup { reading in
                for round in 1...12 {
                    let items = (0..<12).map { index in
                        HomeItem(
                            identifier: "r\(round)-\(index)", title: (0..<3).map { Self.cluster((round * 12 + index) * 3 + $0) }.joined(),
                            kind: .short)
                    }
                    home.screen.days.receive(items)
                    var printed: [String] = []
                    for _ in 0..<16 {
                        let frame = home.screen.frame(size: Size(width: 100, height: 30))
                        printed += [encoder.encode(frame), frame.plainText]
                        home.advance(by: .milliseconds(33))
                    }
                    reading.addTask { await Self.expectNoReplacementCharacter(in: printed, round: round) }
                }
            }
            // 432 clusters made, more than twice what the bound below lets the table keep.
            #expect(table.statistics.unknownLookups == 0)
            #expect(table.statistics.forgotten > 0)
            // The capacity and what one screen holds (its frame, caches and snapshots).
            #expect(table.statistics.known <= 32 + 4 * 12 * 3)
            home.skipEvents()
            home.finish()
        }
    }
}
