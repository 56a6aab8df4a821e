/// Positions of names kept in an array elsewhere, found by their hash: 8 bytes a slot,
/// where a `Dictionary<String, Int>` costs 24 bytes a slot and a copy of each name.
///
/// An open-addressing table at most three quarters full; each slot holds 32 bits of a
/// name's hash and its position. Names are compared as `String`'s `==` does (the hash is
/// `String`'s, which agrees with it), by the caller's `name(at:)`.
struct NameSlots: Sendable {
    private struct Slot: Sendable {
        var hash: UInt32
        /// The position plus one; 0 for an empty slot.
        var position: Int32
    }

    private var slots: [Slot] = []
    /// How many positions the table holds.
    private(set) var count = 0

    init() {}

    private static func hash(_ name: String) -> UInt32 {
        UInt32(truncatingIfNeeded: name.hashValue)
    }

    /// The position of `name`, among the names `name(at:)` gives.
    /// - Complexity: O(1) on average.
    func position(of name: String, name nameAt: (Int) -> String) -> Int? {
        guard !slots.isEmpty else { return nil }
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var index = Int(hash) & mask
        while slots[index].position != 0 {
            let position = Int(slots[index].position) - 1
            if slots[index].hash == hash, nameAt(position) == name { return position }
            index = (index + 1) & mask
        }
        return nil
    }

    /// Adds `name` at `position`; `name` must not be in the table yet.
    mutating func insert(_ name: String, at position: Int) {
        reserveCapacity(count + 1)
        place(Slot(hash: Self.hash(name), position: Int32(truncatingIfNeeded: position + 1)))
        count += 1
    }

    /// Makes room for `count` names in all, so that adding them grows nothing.
    mutating func reserveCapacity(_ count: Int) {
        var capacity = max(slots.count, 8)
        while capacity * 3 < count * 4 { capacity *= 2 }
        guard capacity > slots.count else { return }
        let old = slots
        slots = [Slot](repeating: Slot(hash: 0, position: 0), count: capacity)
        for slot in old where slot.position != 0 { place(slot) }
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(slot.hash) & mask
        while slots[index].position != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }
}
