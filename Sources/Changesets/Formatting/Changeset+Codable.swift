/// A changeset reads and writes the form of ``Changeset/jsonText``: index lists, and
/// `[from, to]` / `[old, new]` pairs for moves and updates, with `updatedMoves` naming the
/// moves whose content changed. `updatedMoves` and `duplicates` may be left out when
/// decoding.
extension Changeset: Codable {
    enum CodingKeys: String, CodingKey {
        case deletions, insertions, moves, updates, updatedMoves, duplicates
    }

    enum DuplicatesKeys: String, CodingKey {
        case old, new
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(deletions, forKey: .deletions)
        try container.encode(insertions, forKey: .insertions)
        try container.encode(moves.map { [$0.from, $0.to] }, forKey: .moves)
        try container.encode(updates.map { [$0.old, $0.new] }, forKey: .updates)
        try container.encode(moves.filter(\.contentChanged).map { [$0.from, $0.to] }, forKey: .updatedMoves)
        var duplicatesContainer = container.nestedContainer(keyedBy: DuplicatesKeys.self, forKey: .duplicates)
        try duplicatesContainer.encode(duplicates.old, forKey: .old)
        try duplicatesContainer.encode(duplicates.new, forKey: .new)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let movePairs = try Self.decodePairs(in: container, forKey: .moves)
        let updatedPairs = try Self.decodePairs(in: container, forKey: .updatedMoves, required: false)
        var remainingUpdated = Dictionary(updatedPairs.map { ([$0.0, $0.1], 1) }, uniquingKeysWith: +)
        var moves: [Move] = []
        for (from, to) in movePairs {
            let key = [from, to]
            let changed = (remainingUpdated[key] ?? 0) > 0
            if changed { remainingUpdated[key]! -= 1 }
            moves.append(Move(from: from, to: to, contentChanged: changed))
        }
        if let (pair, _) = remainingUpdated.first(where: { $0.value > 0 }) {
            throw DecodingError.dataCorruptedError(
                forKey: .updatedMoves,
                in: container,
                debugDescription: "updated move [\(pair[0]), \(pair[1])] is not among the moves"
            )
        }
        var duplicates = Duplicates()
        if container.contains(.duplicates) {
            let duplicatesContainer = try container.nestedContainer(keyedBy: DuplicatesKeys.self, forKey: .duplicates)
            duplicates.old = try duplicatesContainer.decodeIfPresent([Int].self, forKey: .old) ?? []
            duplicates.new = try duplicatesContainer.decodeIfPresent([Int].self, forKey: .new) ?? []
        }
        self.init(
            deletions: try container.decode([Int].self, forKey: .deletions),
            insertions: try container.decode([Int].self, forKey: .insertions),
            moves: moves,
            updates: try Self.decodePairs(in: container, forKey: .updates).map { Update(old: $0.0, new: $0.1) },
            duplicates: duplicates
        )
    }

    private static func decodePairs(
        in container: KeyedDecodingContainer<CodingKeys>,
        forKey key: CodingKeys,
        required: Bool = true
    ) throws -> [(Int, Int)] {
        let lists = required
            ? try container.decode([[Int]].self, forKey: key)
            : try container.decodeIfPresent([[Int]].self, forKey: key) ?? []
        return try lists.enumerated().map { offset, list in
            guard list.count == 2 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key,
                    in: container,
                    debugDescription: "\(key.stringValue)[\(offset)] has \(counted(list.count, "number")), expected a pair [\(key == .updates ? "old, new" : "from, to")]"
                )
            }
            return (list[0], list[1])
        }
    }
}
