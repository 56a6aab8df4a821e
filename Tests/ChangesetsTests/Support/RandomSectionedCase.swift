import Changesets
import TestSupport

/// A section header: its identity, and a title that is the section's own content.
struct Header: Hashable, Sendable, Differentiable, CustomStringConvertible {
    var id: Int
    var title: Int

    var identity: Int { id }

    var description: String { "S\(id):\(title)" }
}

typealias TestSection = ArraySection<Header, Item>

/// Sectioned data before and after random section and item edits, made from a seed.
struct RandomSectionedCase: CustomStringConvertible {
    var seed: UInt64
    var old: [TestSection]
    var new: [TestSection]

    var description: String {
        func show(_ sections: [TestSection]) -> String {
            sections.map { "\($0.model)\($0.items)" }.joined(separator: " ")
        }
        return "sectioned case, seed 0x\(String(seed, radix: 16)) (old \(show(old)), new \(show(new)))"
    }

    init(seed: UInt64, repeatingIdentities: Bool) {
        self.seed = seed
        var random = SplitMix64(seed: seed)
        var nextItem = 0
        var nextSection = 0
        let pool = Int.random(in: 1...6, using: &random)
        func freshItem() -> Item {
            nextItem += 1
            let identity = repeatingIdentities ? Int.random(in: 0..<pool, using: &random) : nextItem
            return Item(id: identity, content: Int.random(in: 0..<3, using: &random))
        }
        func freshSection() -> TestSection {
            nextSection += 1
            let count = Int.random(in: 0...6, using: &random)
            return TestSection(model: Header(id: nextSection, title: 0), items: (0..<count).map { _ in freshItem() })
        }
        old = (0..<Int.random(in: 0...5, using: &random)).map { _ in freshSection() }
        var sections = old
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !sections.isEmpty:
                sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
            case 1:
                sections.insert(freshSection(), at: Int.random(in: 0...sections.count, using: &random))
            case 2 where !sections.isEmpty:
                let section = sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
                sections.insert(section, at: Int.random(in: 0...sections.count, using: &random))
            case 3 where !sections.isEmpty:
                sections[Int.random(in: 0..<sections.count, using: &random)].model.title += 1
            default:
                break
            }
        }
        if !sections.isEmpty {
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let section = Int.random(in: 0..<sections.count, using: &random)
                let count = sections[section].items.count
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where count > 0:
                    sections[section].items.remove(at: Int.random(in: 0..<count, using: &random))
                case 1:
                    sections[section].items.insert(freshItem(), at: Int.random(in: 0...count, using: &random))
                case 2 where count > 0:
                    let item = sections[section].items.remove(at: Int.random(in: 0..<count, using: &random))
                    let target = Int.random(in: 0..<sections.count, using: &random)
                    sections[target].items.insert(item, at: Int.random(in: 0...sections[target].items.count, using: &random))
                case 3 where count > 0:
                    sections[section].items[Int.random(in: 0..<count, using: &random)].content += 1
                default:
                    break
                }
            }
        }
        new = sections
    }
}
