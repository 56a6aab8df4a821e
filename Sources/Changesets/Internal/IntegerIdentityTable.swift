/// The table for `Int` identities: open addressing with linear probing over one
/// contiguous block of key-value slots, at most half full.
///
/// It exists because `Int` identities are common and the standard `Dictionary` hashes
/// them with SipHash, which costs more than the rest of the diff. Keys are mixed with the
/// SplitMix64 finalizer and a per-process random seed (taken from `Hasher`), so crafted
/// identities cannot force collisions any more than they can in a `Dictionary`. The seed
/// only changes where keys sit, never the result of a diff.
///
/// The table owns raw memory: whoever makes one calls ``deallocate()`` (the matcher does so
/// with `defer`), and it is never copied while in use.
@usableFromInline
internal struct IntegerIdentityTable: IdentityTable {
    @usableFromInline
    internal struct Slot {
        @usableFromInline var key: Int
        @usableFromInline var value: Int

        @inlinable
        internal init(key: Int, value: Int) {
            self.key = key
            self.value = value
        }
    }

    /// The value of a slot that holds no key. Callers never store it.
    @inlinable
    internal static var emptyMarker: Int { .min }

    @usableFromInline internal var slots: UnsafeMutablePointer<Slot>
    @usableFromInline internal var mask: Int
    @usableFromInline internal var count: Int
    @usableFromInline internal let seed: UInt64

    @inlinable
    internal init(expectedCount: Int) {
        let capacity = Self.capacity(for: expectedCount)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: Self.emptyMarker), count: capacity)
        mask = capacity - 1
        count = 0
        var hasher = Hasher()
        hasher.combine(capacity)
        seed = UInt64(truncatingIfNeeded: hasher.finalize())
    }

    /// A power of two at least twice `count`, so the table stays at most half full.
    @inlinable
    internal static func capacity(for count: Int) -> Int {
        var capacity = 16
        while capacity < count * 2 { capacity <<= 1 }
        return capacity
    }

    @inlinable
    internal func slotIndex(for key: Int) -> Int {
        var mixed = UInt64(bitPattern: Int64(key)) ^ seed
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        mixed ^= mixed >> 31
        return Int(truncatingIfNeeded: mixed) & mask
    }

    @inlinable
    internal mutating func withValue<Result>(
        for key: Int,
        default defaultValue: Int,
        _ body: (inout Int) -> Result
    ) -> Result {
        var index = slotIndex(for: key)
        while true {
            let slot = slots + index
            if slot.pointee.value == Self.emptyMarker {
                if (count + 1) * 2 > mask + 1 {
                    grow()
                    return withValue(for: key, default: defaultValue, body)
                }
                slot.pointee = Slot(key: key, value: defaultValue)
                count += 1
                return body(&slot.pointee.value)
            }
            if slot.pointee.key == key {
                return body(&slot.pointee.value)
            }
            index = (index + 1) & mask
        }
    }

    /// Doubles the capacity, moving every key to its place in the larger table.
    @usableFromInline
    internal mutating func grow() {
        let oldSlots = slots
        let oldCapacity = mask + 1
        let capacity = oldCapacity * 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(key: 0, value: Self.emptyMarker), count: capacity)
        mask = capacity - 1
        for offset in 0..<oldCapacity where oldSlots[offset].value != Self.emptyMarker {
            var index = slotIndex(for: oldSlots[offset].key)
            while slots[index].value != Self.emptyMarker { index = (index + 1) & mask }
            slots[index] = oldSlots[offset]
        }
        oldSlots.deallocate()
    }

    /// Frees the slots. The table must not be used afterwards.
    @inlinable
    internal func deallocate() {
        slots.deallocate()
    }
}
