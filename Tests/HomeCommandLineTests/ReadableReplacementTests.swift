import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// The days of the bundled catalogue that `home` shows by default: the first (no
/// sections) and the first with sections.
@MainActor
func bundledDays() async throws -> [(day: Day, items: [HomeItem])] {
    let catalogue = DirectoryContentProvider<HomeItem>.bundledCatalogue
    var result: [(Day, [HomeItem])] = []
    for day in try await catalogue.days() {
        let items = try await catalogue.items(on: day)
        let sectioned = items.contains { $0.section != nil }
        if result.isEmpty || (sectioned && !result.contains { $0.1.contains { $0.section != nil } }) { result.append((day, items)) }
        if result.count == 2 { break }
    }
    return result
}

/// `home replace` between every ordered pair of registered templates, read as a person
/// reads it: every frame is one screen.
///
/// `home` runs on the main actor, as it must; the frames it printed are read off it, each
/// replacement's in a child task while the main actor makes the next (the reading was a
/// fifth of the main actor's time in the whole `swift test`, holding up every other test
/// there).
@MainActor
@Suite("Every frame of a replacement reads as one screen", .serialized)
struct ReadableReplacementTests {
    static let sizes = [(80, 24), (47, 13)]
    /// The selection background of the standard theme, as 24-bit colour writes it.
    nonisolated static let highlight = "48;2;38;79;120"

    /// Every ordered pair of the registered styles, read from the factory.
    var pairs: [(TemplateStyle, TemplateStyle)] {
        let styles = HomeFactory.standard.styles
        return styles.flatMap { from in styles.filter { $0 != from }.map { (from, $0) } }
    }

    /// What `home replace` printed: its frames are split off the main actor, by the test
    /// that reads them.
    func replace(_ from: TemplateStyle, _ to: TemplateStyle, day: Day, style: String, size: (Int, Int), color: Bool = false) async -> String {
        let arguments = ["replace", "--to", to.rawValue, "--template", from.rawValue, "--day", day.description, "--transition", style,
                         "--fps", "30", "--width", "\(size.0)", "--height", "\(size.1)", "--color", color ? "always" : "never"]
        if let kept = Self.shared.removeValue(forKey: arguments) { return kept }
        let result = await home(arguments, environment: color ? ["COLORTERM": "truecolor"] : [:])
        #expect(result.status == 0, "\(from) → \(to): \(result.error)")
        if Self.sharedStyles.contains(style), day == (try? await Self.firstDay()) { Self.shared[arguments] = result.output }
        return result.output
    }

    /// The first of ``bundledDays()``, read once.
    static func firstDay() async throws -> Day? {
        if let firstDayRead { return firstDayRead }
        firstDayRead = try await bundledDays().first?.day
        return firstDayRead
    }
    private static var firstDayRead: Day?

    /// The styles whose replacements of the first day two tests read: those of the fade and
    /// the dissolve, in plain text and in colour, are read by the test of their titles (or
    /// their highlight) and by the test of their header and status rows.
    static let sharedStyles: Set<String> = ["fade", "dissolve"]
    /// Those replacements, kept from the first test that made one until the second reads
    /// it: 96 of the suite's 336 replacements were made twice.
    static var shared: [[String]: String] = [:]

    @Test(arguments: ["fade", "dissolve"])
    func noFrameShowsATitleOrASelectionMarkMoreOftenThanTheFirstOrTheLast(style: String) async throws {
        let days = try await bundledDays()
        await withDiscardingTaskGroup { reading in
            for (day, items) in days {
                let keys = Set(items.map { FrameReading.titleKey($0.title) }).union(["▸", "┏"])
                for (from, to) in pairs {
                    for size in Self.sizes {
                        let output = await replace(from, to, day: day, style: style, size: size)
                        let run = "\(style) \(from) → \(to) \(size.0)x\(size.1) \(day)"
                        reading.addTask { await Self.expectNoKeyShownMoreOften(keys, in: output, height: size.1, run: run) }
                    }
                }
            }
        }
    }

    /// No frame of `all` between the first and the last shows a key more often than the
    /// first or the last does.
    @concurrent nonisolated static func expectNoKeyShownMoreOften(_ keys: Set<String>, in output: String, height: Int, run: String) async {
        let all = frames(output, height: height)
        guard let first = all.first, let last = all.last, all.count > 2 else {
            Issue.record("\(run): \(all.count) frames")
            return
        }
        func count(_ key: String, _ frame: [String]) -> Int { FrameReading.occurrences(of: key, in: frame) }
        // Counted once for the run, not again for each frame.
        let most = Dictionary(uniqueKeysWithValues: keys.map { ($0, max(count($0, first), count($0, last))) })
        for (index, frame) in all.enumerated().dropFirst().dropLast() {
            for (key, most) in most {
                let shown = count(key, frame)
                #expect(shown <= most, "\(run) frame \(index + 1) shows '\(key)' \(shown) times:\n\(frame.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: ["fade", "dissolve"])
    func inColourNoFrameHighlightsMoreRowsThanTheFirstOrTheLast(style: String) async throws {
        let day = try #require(try await bundledDays().first?.day)
        await withDiscardingTaskGroup { reading in
            for (from, to) in pairs {
                for size in Self.sizes {
                    let output = await replace(from, to, day: day, style: style, size: size, color: true)
                    let run = "\(style) \(from) → \(to) \(size.0)x\(size.1)"
                    reading.addTask { await Self.expectNoMoreRowsHighlighted(in: output, height: size.1, run: run) }
                }
            }
        }
    }

    /// Some frame at either end of `all` has a highlighted row, and no frame more of them
    /// than the first or the last.
    @concurrent nonisolated static func expectNoMoreRowsHighlighted(in output: String, height: Int, run: String) async {
        let all = frames(output, height: height)
        let highlighted = all.map { frame in frame.filter { $0.contains(Self.highlight) }.count }
        guard let first = highlighted.first, let last = highlighted.last else { return }
        #expect(first > 0 || last > 0, "\(run): no highlight at either end")
        for (index, rows) in highlighted.enumerated() {
            #expect(rows <= max(first, last), "\(run) frame \(index + 1): \(rows) highlighted rows")
        }
    }

    /// In plain text and in colour (each row's escape codes and all).
    @Test(arguments: TransitionStyle.allCases)
    func theHeaderAndStatusRowsOfEveryFrameAreWholeRowsOfTheFirstOrTheLast(style: TransitionStyle) async throws {
        let day = try #require(try await bundledDays().first?.day)
        await withDiscardingTaskGroup { reading in
            for (from, to) in pairs {
                for size in Self.sizes {
                    for color in [false, true] {
                        let output = await replace(from, to, day: day, style: style.rawValue, size: size, color: color)
                        let run = "\(style) \(from) → \(to) \(size.0)x\(size.1)\(color ? " in colour" : "")"
                        reading.addTask { await Self.expectWholeHeaderAndStatusRows(in: output, height: size.1, run: run) }
                    }
                }
            }
        }
    }

    /// The first and last rows of every frame of `all` are those of the first frame or of
    /// the last.
    @concurrent nonisolated static func expectWholeHeaderAndStatusRows(in output: String, height: Int, run: String) async {
        let all = frames(output, height: height)
        guard let first = all.first, let last = all.last else { return }
        for (index, frame) in all.enumerated() {
            for row in [0, height - 1] {
                #expect(frame[row] == first[row] || frame[row] == last[row], "\(run) frame \(index + 1) row \(row): \(frame[row])")
            }
        }
    }
}
