import TestSupport

/// The kinds of change the property tests draw from.
enum Shape: String, CaseIterable, Sendable {
    case empty
    case unchanged
    case allNew
    case allDeleted
    case reversed
    case shuffled
    case oneMovedToEnd
    case duplicates
    case contentOnly
    case scatteredEdits
    /// Long common ends around a changed middle, with repeated identities, so that the
    /// prefix and suffix shortcuts meet duplicates on both sides.
    case commonEnds
}

/// A pair of arrays to diff, made from a seed.
struct RandomCase: CustomStringConvertible {
    var shape: Shape
    var seed: UInt64
    var old: [Item]
    var new: [Item]

    var description: String {
        "\(shape) case, seed 0x\(String(seed, radix: 16)) (old \(old), new \(new))"
    }

    init(shape: Shape, seed: UInt64, maximumCount: Int = 40) {
        self.shape = shape
        self.seed = seed
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 0...maximumCount, using: &random)
        var nextIdentity = 0
        func fresh(_ count: Int) -> [Item] {
            (0..<count).map { _ in
                nextIdentity += 1
                return Item(id: nextIdentity, content: Int.random(in: 0..<4, using: &random))
            }
        }
        func changingSomeContent(_ items: [Item], probability: Double) -> [Item] {
            items.map { item in
                var item = item
                if Double.random(in: 0..<1, using: &random) < probability { item.content += 1 }
                return item
            }
        }
        switch shape {
        case .empty:
            old = []
            new = []
        case .unchanged:
            old = fresh(count)
            new = old
        case .allNew:
            old = []
            new = fresh(count)
        case .allDeleted:
            old = fresh(count)
            new = []
        case .reversed:
            old = fresh(count)
            new = changingSomeContent(old.reversed(), probability: 0.1)
        case .shuffled:
            old = fresh(count)
            new = changingSomeContent(old.shuffled(using: &random), probability: 0.2)
        case .oneMovedToEnd:
            old = fresh(max(count, 1))
            var moved = old
            let item = moved.remove(at: Int.random(in: 0..<moved.count, using: &random))
            moved.append(item)
            new = moved
        case .duplicates:
            let pool = max(1, count / 3)
            func repeating(_ count: Int) -> [Item] {
                (0..<count).map { _ in
                    Item(id: Int.random(in: 0..<pool, using: &random), content: Int.random(in: 0..<2, using: &random))
                }
            }
            old = repeating(count)
            new = repeating(Int.random(in: 0...maximumCount, using: &random))
        case .contentOnly:
            old = fresh(count)
            new = changingSomeContent(old, probability: 0.3)
        case .scatteredEdits:
            old = fresh(count)
            var edited = old
            for _ in 0..<Int.random(in: 0...max(1, count / 2), using: &random) {
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !edited.isEmpty:
                    edited.remove(at: Int.random(in: 0..<edited.count, using: &random))
                case 1:
                    edited.insert(contentsOf: fresh(1), at: Int.random(in: 0...edited.count, using: &random))
                case 2 where !edited.isEmpty:
                    let item = edited.remove(at: Int.random(in: 0..<edited.count, using: &random))
                    edited.insert(item, at: Int.random(in: 0...edited.count, using: &random))
                case 3 where !edited.isEmpty:
                    edited[Int.random(in: 0..<edited.count, using: &random)].content += 1
                default:
                    break
                }
            }
            new = edited
        case .commonEnds:
            // Half of the cases repeat identities often, half almost never.
            let pool = Bool.random(using: &random) ? max(2, count / 2) : 1_000_000
            func drawn(_ count: Int) -> [Item] {
                (0..<count).map { _ in
                    Item(id: Int.random(in: 0..<pool, using: &random), content: Int.random(in: 0..<2, using: &random))
                }
            }
            old = drawn(count)
            let prefix = Int.random(in: 0...old.count, using: &random)
            let suffix = Int.random(in: 0...(old.count - prefix), using: &random)
            new = Array(old.prefix(prefix)) + drawn(Int.random(in: 0...4, using: &random)) + Array(old.suffix(suffix))
        }
    }
}
