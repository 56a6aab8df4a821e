import Changesets
import Diagnostics
import Foundation
import Testing
import TestSupport

/// `home diff --json` on seeded random pairs: what it prints, read back, keeps the batch
/// rules, turns the old data into the new, reports exactly the changed content and the
/// fewest moves.
@MainActor
@Suite("home diff on random pairs", .serialized)
struct RandomDiffCommandTests {
    struct Object: Hashable { var id: String; var title: String }
    struct Header: Hashable { var id: String; var title: String }
    typealias Section = ArraySection<Header, Object>

    static func randomPair(seed: UInt64) -> (old: [Section], new: [Section]) {
        var random = SplitMix64(seed: seed)
        var next = 0
        func object() -> Object {
            next += 1
            return Object(id: "i\(next)", title: ["Alpha", "北京", "Ünïcode", "x"].randomElement(using: &random)!)
        }
        func section() -> Section {
            next += 1
            return Section(model: Header(id: "s\(next)", title: "S"), items: (0..<Int.random(in: 0...5, using: &random)).map { _ in object() })
        }
        let old = (0..<Int.random(in: 0...4, using: &random)).map { _ in section() }
        var new = old
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !new.isEmpty: new.remove(at: Int.random(in: 0..<new.count, using: &random))
            case 1: new.insert(section(), at: Int.random(in: 0...new.count, using: &random))
            case 2 where !new.isEmpty:
                let moved = new.remove(at: Int.random(in: 0..<new.count, using: &random))
                new.insert(moved, at: Int.random(in: 0...new.count, using: &random))
            case 3 where !new.isEmpty: new[Int.random(in: 0..<new.count, using: &random)].model.title += "!"
            default: break
            }
        }
        for _ in 0..<(new.isEmpty ? 0 : Int.random(in: 0...8, using: &random)) {
            let from = Int.random(in: 0..<new.count, using: &random)
            let count = new[from].items.count
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where count > 0: new[from].items.remove(at: Int.random(in: 0..<count, using: &random))
            case 1: new[from].items.insert(object(), at: Int.random(in: 0...count, using: &random))
            case 2 where count > 0:
                let item = new[from].items.remove(at: Int.random(in: 0..<count, using: &random))
                let to = Int.random(in: 0..<new.count, using: &random)
                new[to].items.insert(item, at: Int.random(in: 0...new[to].items.count, using: &random))
            case 3 where count > 0: new[from].items[Int.random(in: 0..<count, using: &random)].title += " 2"
            default: break
            }
        }
        return (old, new)
    }

    static func json(_ objects: [Object]) -> String {
        "[" + objects.map { "{\"identifier\": \(JSONNode.quoted($0.id)), \"title\": \(JSONNode.quoted($0.title))}" }.joined(separator: ", ") + "]"
    }

    static func json(_ sections: [Section]) -> String {
        "{\"sections\": [" + sections.map {
            "{\"identifier\": \(JSONNode.quoted($0.model.id)), \"title\": \(JSONNode.quoted($0.model.title)), \"items\": \(json($0.items))}"
        }.joined(separator: ",\n") + "]}"
    }

    /// The fewest moves that keep `pairs` (old index, new index), listed in new order:
    /// the pairs less a longest increasing run of old indices (the O(k²) programme).
    static func fewestMoves(_ pairs: [(old: Int, new: Int)]) -> Int {
        var lengths = [Int](repeating: 1, count: pairs.count)
        for end in pairs.indices {
            for start in 0..<end where pairs[start].old < pairs[end].old { lengths[end] = max(lengths[end], lengths[start] + 1) }
        }
        return pairs.count - (lengths.max() ?? 0)
    }

    func run(_ old: String, _ new: String) async throws -> Data {
        let folder = temporaryFolder()
        try Data(old.utf8).write(to: folder.appendingPathComponent("old.json"))
        try Data(new.utf8).write(to: folder.appendingPathComponent("new.json"))
        let result = await home(["diff", folder.appendingPathComponent("old.json").path, folder.appendingPathComponent("new.json").path, "--json"])
        try #require(result.status == 0, "\(result.error)")
        return Data(result.output.utf8)
    }

    @Test func sectionedPairsKeepTheSectionedRules() async throws {
        for index in 0..<150 {
            let seed = 0x15_0000 + UInt64(index)
            let (old, new) = Self.randomPair(seed: seed)
            let changeset = try JSONDecoder().decode(SectionedChangeset.self, from: try await run(Self.json(old), Self.json(new)))
            let context = "seed \(seed): \(changeset.jsonText)"
            #expect(throws: Never.self, "\(context)") {
                try verify(changeset, old: old, new: new, sectionIdentity: \.model.id, sectionContentMatches: { $0.model == $1.model },
                           items: \.items, itemIdentity: \.id, itemContentMatches: ==)
            }
            #expect(try changeset.applied(to: old, using: new) == new, "\(context)")
            // Exact updates: every item whose title changed, and only those, is reported.
            let oldPlaces = Dictionary(uniqueKeysWithValues: old.enumerated().flatMap { s, section in section.items.enumerated().map { ($1.id, ItemPath(section: s, item: $0)) } })
            let newSectionOfOld = Dictionary(uniqueKeysWithValues: old.enumerated().compactMap { s, section in new.firstIndex { $0.model.id == section.model.id }.map { (s, $0) } })
            var kept: [(old: ItemPath, new: ItemPath)] = []
            for (s, section) in new.enumerated() where old.contains(where: { $0.model.id == section.model.id }) {
                for (i, item) in section.items.enumerated() {
                    if let place = oldPlaces[item.id], newSectionOfOld[place.section] != nil { kept.append((place, ItemPath(section: s, item: i))) }
                }
            }
            let changed = Set(kept.filter { old[$0.old.section].items[$0.old.item] != new[$0.new.section].items[$0.new.item] }.map(\.new))
            let reported = Set(changeset.itemUpdates.map(\.new) + changeset.itemMoves.filter(\.contentChanged).map(\.to))
            #expect(reported == changed, "\(context)")
            // The fewest moves: across sections always, within a section all but a longest run.
            var expectedMoves = kept.count { newSectionOfOld[$0.old.section] != $0.new.section }
            for (oldSection, newSection) in newSectionOfOld {
                expectedMoves += Self.fewestMoves(kept.filter { $0.old.section == oldSection && $0.new.section == newSection }.map { ($0.old.item, $0.new.item) })
            }
            #expect(changeset.itemMoves.count == expectedMoves, "\(context)")
        }
    }

    @Test func plainArraysOfObjectsKeepTheFlatRules() async throws {
        for index in 0..<150 {
            let seed = 0x16_0000 + UInt64(index)
            let (oldSections, newSections) = Self.randomPair(seed: seed)
            // The items of all sections as one array, each side.
            let old = oldSections.flatMap(\.items)
            let new = newSections.flatMap(\.items)
            let changeset = try JSONDecoder().decode(Changeset.self, from: try await run(Self.json(old), Self.json(new)))
            let context = "seed \(seed): \(changeset.jsonText)"
            #expect(throws: Never.self, "\(context)") { try verify(changeset, old: old, new: new, identity: \.id) }
            #expect(try changeset.applied(to: old, using: new) == new, "\(context)")
            let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($1.id, $0) })
            let pairs = new.enumerated().compactMap { offset, item in oldIndex[item.id].map { (old: $0, new: offset) } }
            #expect(changeset.moves.count == Self.fewestMoves(pairs), "\(context)")
            let changed = Set(pairs.filter { old[$0.old] != new[$0.new] }.map(\.new))
            #expect(Set(changeset.updates.map(\.new) + changeset.moves.filter(\.contentChanged).map(\.to)) == changed, "\(context)")
        }
    }
}
