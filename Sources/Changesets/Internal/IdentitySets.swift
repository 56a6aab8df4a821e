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
    /// was there already, or when the set cannot tell (then the caller takes the general
    /// path). `equalsKeyAt` tells whether the element at an earlier offset has `key`.
    mutating func insert(_ key: Key, at offset: Int, equalsKeyAt: (Int) -> Bool) -> Bool

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

    @inlinable
    internal init(expectedCount: Int) {
        let capacity = IntegerIdentityTable.capacity(for: expectedCount)
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: .min, count: capacity)
        mask = capacity - 1
        shift = UInt64(64 - capacity.trailingZeroBitCount)
        seed = identitySetSeed()
    }

    /// Inserts `key`; `false` when it was there already or the probe ran too long. Keys
    /// are compared directly; `offset` and `equalsKeyAt` are not needed.
    @inlinable
    internal mutating func insert(_ key: Int, at offset: Int, equalsKeyAt: (Int) -> Bool) -> Bool {
        if key == .min {
            defer { hasEmptyMarker = true }
            return !hasEmptyMarker
        }
        var index = Int(truncatingIfNeeded: ((UInt64(bitPattern: Int64(key)) ^ seed) &* 0x9e37_79b9_7f4a_7c15) >> shift)
        for _ in 0..<identitySetProbeLimit {
            let stored = keys[index]
            if stored == .min {
                keys[index] = key
                return true
            }
            if stored == key { return false }
            index = (index + 1) & mask
        }
        return false
    }

    /// Frees the keys. The set must not be used afterwards.
    @inlinable
    internal func deallocate() {
        keys.deallocate()
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

    @inlinable
    internal init(expectedCount: Int) {
        let capacity = IntegerIdentityTable.capacity(for: expectedCount)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(tag: 0, offset: 0), count: capacity)
        mask = capacity - 1
        seed = identitySetSeed()
    }

    /// Inserts `key`; `false` when it was there already, is not certainly NFC or not
    /// contiguous, its offset does not fit 32 bits, or the probe ran too long.
    @inlinable
    internal mutating func insert(_ key: String, at offset: Int, equalsKeyAt: (Int) -> Bool) -> Bool {
        guard count * 2 < mask + 1, let storedOffset = UInt32(exactly: offset) else { return false }
        let seed = self.seed
        let certainHash: UInt64?? = key.utf8.withContiguousStorageIfAvailable { bytes in
            guard StringIdentityTable.isCertainlyNFC(bytes) else { return nil }
            return Self.hash(UnsafeRawBufferPointer(bytes), seed: seed)
        }
        guard let found = certainHash, let hash = found else { return false }
        let tag = UInt32(truncatingIfNeeded: hash >> 32) | (hash >> 32 == 0 ? 1 : 0)
        var index = Int(truncatingIfNeeded: hash) & mask
        for _ in 0..<identitySetProbeLimit {
            let slot = slots + index
            if slot.pointee.tag == 0 {
                slot.pointee = Slot(tag: tag, offset: storedOffset)
                count += 1
                return true
            }
            if slot.pointee.tag == tag && equalsKeyAt(Int(slot.pointee.offset)) { return false }
            index = (index + 1) & mask
        }
        return false
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
    }
}
