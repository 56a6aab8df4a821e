/// The longest probe the identity sets make before giving up (their `insert` then says
/// `false`, and the caller takes the general path): with the sets at most half full, a
/// run this long is all but impossible unless the keys were crafted to collide.
@inlinable
internal var identitySetProbeLimit: Int { 32 }

/// A set of identities that only tells whether one repeats, for the path for few changes.
///
/// A set owns raw memory: whoever makes one calls ``deallocate()``.
@usableFromInline
internal protocol IdentitySet {
    /// What the set holds.
    associatedtype Key: Equatable

    /// Puts `key`, the identity of the element at `offset`, into the set: `false` when it
    /// is there already, or when the set cannot tell (then the caller takes the general
    /// path). A set may hold keys back and answer for them in a later call or in
    /// ``finish(sameKeys:)``. `sameKeys` tells whether the elements at two offsets have
    /// the same identity.
    mutating func insert(_ key: Key, at offset: Int, sameKeys: (Int, Int) -> Bool) -> Bool

    /// Puts the keys held back into the set: `false` when one repeats or the set cannot tell.
    mutating func finish(sameKeys: (Int, Int) -> Bool) -> Bool

    /// Frees the memory. The set must not be used afterwards.
    func deallocate()
}

/// A per-process random seed, taken from `Hasher`, so where a key sits cannot be foreseen.
@inlinable
internal func identitySetSeed() -> UInt64 {
    var hasher = Hasher()
    hasher.combine(0x15)
    return UInt64(truncatingIfNeeded: hasher.finalize())
}

/// A set of `Int` identities that only tells whether one repeats: open addressing over the
/// keys alone, with a multiplicative hash of the seeded key (cheaper than the table's
/// finalizer, which it does not need: a long probe ends the fast path instead).
///
/// The set owns raw memory: whoever makes one calls ``deallocate()``.
@usableFromInline
internal struct IntegerIdentitySet: IdentitySet {
    @usableFromInline internal var keys: UnsafeMutablePointer<Int>
    @usableFromInline internal let shift: UInt64
    @usableFromInline internal let mask: Int
    @usableFromInline internal let seed: UInt64
    /// Whether `Int.min`, the marker of an empty slot, was inserted.
    @usableFromInline internal var hasEmptyMarker = false
    /// Keys not yet in the table (``StringIdentitySet/batchSize`` places).
    @usableFromInline internal let pending: UnsafeMutablePointer<Int>
    @usableFromInline internal var pendingCount = 0
    /// The sum of the slots read ahead, kept so that the reads are not optimized away.
    @usableFromInline internal var touched = 0

    @inlinable
    internal init(expectedCount: Int) {
        let capacity = IntegerIdentityTable.capacity(for: expectedCount)
        pending = .allocate(capacity: StringIdentitySet.batchSize)
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: .min, count: capacity)
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        seed = identitySetSeed()
    }

    /// Holds `key` back; every ``StringIdentitySet/batchSize`` keys, puts the batch into
    /// the table. `false` when the batch had a repeat or a long probe. Keys are compared
    /// directly; `offset` and `sameKeys` are not needed.
    @inlinable
    internal mutating func insert(_ key: Int, at offset: Int, sameKeys: (Int, Int) -> Bool) -> Bool {
        pending[pendingCount] = key
        pendingCount += 1
        return pendingCount < StringIdentitySet.batchSize || finish(sameKeys: sameKeys)
    }

    /// Puts the keys held back into the table: first reads the slot of each (independent
    /// loads, whose cache misses overlap), then inserts them.
    @inlinable
    internal mutating func finish(sameKeys: (Int, Int) -> Bool) -> Bool {
        let batch = pendingCount
        pendingCount = 0
        var touched = 0
        for entry in 0..<batch { touched &+= keys[slotIndex(for: pending[entry])] }
        self.touched = touched
        for entry in 0..<batch {
            let key = pending[entry]
            if key == .min {
                guard !hasEmptyMarker else { return false }
                hasEmptyMarker = true
                continue
            }
            var index = slotIndex(for: key)
            var placed = false
            for _ in 0..<identitySetProbeLimit {
                let stored = keys[index]
                if stored == .min {
                    keys[index] = key
                    placed = true
                    break
                }
                if stored == key { return false }
                index = (index + 1) & mask
            }
            guard placed else { return false }
        }
        return true
    }

    @inlinable
    internal func slotIndex(for key: Int) -> Int {
        Int(truncatingIfNeeded: ((UInt64(bitPattern: Int64(key)) ^ seed) &* 0x9e37_79b9_7f4a_7c15) >> shift)
    }

    /// Frees the keys. The set must not be used afterwards.
    @inlinable
    internal func deallocate() {
        keys.deallocate()
        pending.deallocate()
    }
}

/// A set of `String` identities that only tells whether one repeats, by their UTF-8
/// bytes: each slot keeps 32 bits of a 64-bit hash of a key's bytes (the bits that do not
/// pick the slot) and the offset of its element, not the key, which would cost a retain
/// and a release. Eight bytes a slot keep the table of 100k keys in a core's cache. Only
/// strings that are certainly in Normalization Form C go in (see ``StringIdentityTable``),
/// where equal bytes mean equal strings; any other string, like a repeat, makes `insert`
/// say `false`. Equal tags are checked with `==` on the element's identity.
@usableFromInline
internal struct StringIdentitySet: IdentitySet {
    @usableFromInline
    internal struct Slot {
        /// The high half of the key's hash; `0` marks an empty slot (`0` is stored as `1`).
        @usableFromInline var tag: UInt32
        /// The offset of the key's element.
        @usableFromInline var offset: UInt32

        @inlinable
        internal init(tag: UInt32, offset: UInt32) {
            self.tag = tag
            self.offset = offset
        }
    }

    @usableFromInline internal var slots: UnsafeMutablePointer<Slot>
    @usableFromInline internal var count = 0
    @usableFromInline internal let mask: Int
    @usableFromInline internal let seed: UInt64
    /// Hashes and offsets of keys not yet in the table (``batchSize`` places).
    @usableFromInline internal let pending: UnsafeMutablePointer<(hash: UInt64, offset: UInt32)>
    @usableFromInline internal var pendingCount = 0
    /// The sum of the tags read ahead, kept so that the reads are not optimized away.
    @usableFromInline internal var touched: UInt32 = 0

    @inlinable
    internal init(expectedCount: Int) {
        let capacity = IntegerIdentityTable.capacity(for: expectedCount)
        pending = .allocate(capacity: Self.batchSize)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(tag: 0, offset: 0), count: capacity)
        mask = capacity - 1
        seed = identitySetSeed()
    }

    /// Hashes `key` and holds it back; every ``batchSize`` keys, puts the batch into the
    /// table. `false` when the key is not certainly NFC or not contiguous, its offset does
    /// not fit 32 bits, or the batch put into the table had a repeat or a long probe.
    @inlinable
    internal mutating func insert(_ key: String, at offset: Int, sameKeys: (Int, Int) -> Bool) -> Bool {
        guard let storedOffset = UInt32(exactly: offset) else { return false }
        let seed = self.seed
        let certainHash: UInt64?? = key.utf8.withContiguousStorageIfAvailable { bytes in
            guard StringIdentityTable.isCertainlyNFC(bytes) else { return nil }
            return Self.hash(UnsafeRawBufferPointer(bytes), seed: seed)
        }
        guard let found = certainHash, let hash = found else { return false }
        pending[pendingCount] = (hash, storedOffset)
        pendingCount += 1
        return pendingCount < Self.batchSize || finish(sameKeys: sameKeys)
    }

    /// How many keys are held back before they go into the table together. Putting them
    /// in with no reference counting in between (each retain is a locked instruction,
    /// which waits for the loads before it) lets the cache misses of the table overlap.
    @inlinable
    internal static var batchSize: Int { 32 }

    /// Puts the keys held back into the table.
    @inlinable
    internal mutating func finish(sameKeys: (Int, Int) -> Bool) -> Bool {
        let batch = pendingCount
        pendingCount = 0
        // Read ahead, as ``IntegerIdentitySet/finish(sameKeys:)`` does.
        var touched: UInt32 = 0
        for entry in 0..<batch { touched &+= slots[Int(truncatingIfNeeded: pending[entry].hash) & mask].tag }
        self.touched = touched
        for entry in 0..<batch {
            guard count * 2 < mask + 1 else { return false }
            let (hash, offset) = pending[entry]
            let tag = UInt32(truncatingIfNeeded: hash >> 32) | (hash >> 32 == 0 ? 1 : 0)
            var index = Int(truncatingIfNeeded: hash) & mask
            var placed = false
            for _ in 0..<identitySetProbeLimit {
                let slot = slots + index
                if slot.pointee.tag == 0 {
                    slot.pointee = Slot(tag: tag, offset: offset)
                    count += 1
                    placed = true
                    break
                }
                if slot.pointee.tag == tag && sameKeys(Int(slot.pointee.offset), Int(offset)) { return false }
                index = (index + 1) & mask
            }
            guard placed else { return false }
        }
        return true
    }

    /// A seeded hash of `bytes`, eight at a time.
    @inlinable
    internal static func hash(_ bytes: UnsafeRawBufferPointer, seed: UInt64) -> UInt64 {
        let multiplier: UInt64 = 0x9e37_79b9_7f4a_7c15
        var hash = seed ^ (UInt64(bytes.count) &* multiplier)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 32
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for byte in bytes[offset...].reversed() { tail = tail << 8 | UInt64(byte) }
            hash = (hash ^ tail) &* multiplier
        }
        hash = (hash ^ (hash >> 29)) &* 0xbf58_476d_1ce4_e5b9
        return hash ^ (hash >> 32)
    }

    /// Frees the slots. The set must not be used afterwards.
    @inlinable
    internal func deallocate() {
        slots.deallocate()
        pending.deallocate()
    }
}
