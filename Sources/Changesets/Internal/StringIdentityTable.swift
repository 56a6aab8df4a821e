/// The table for `String` identities: open addressing over the UTF-8 bytes of strings
/// that are certainly in Normalization Form C, with a `Dictionary` behind it for the rest.
///
/// It exists because `String`'s own hashing and equality are by canonical equivalence,
/// which for non-ASCII text normalizes every string as it hashes it, and that costs more
/// than the rest of the diff. Two strings in NFC are canonically equivalent exactly when
/// their bytes are equal, so for them hashing and comparing bytes gives the same answer.
/// A string counts as certainly NFC when each of its scalars is below U+0300 (Unicode's
/// quick check says yes to all of them, as the standard library's own fast path does) or
/// a kana, CJK unified ideograph or Hangul syllable (neither decomposing nor combining).
/// The first key that is not, or whose bytes are not contiguous, moves every entry into a
/// `Dictionary<String, Int>`, which serves from then on: the result never depends on the
/// path. Bytes are hashed with `Hasher` (SipHash, seeded per process), as a `Dictionary`
/// does, so crafted identities cannot force collisions either.
///
/// The table owns raw memory: whoever makes one calls ``deallocate()``, and it is never
/// copied while in use.
@usableFromInline
internal struct StringIdentityTable: IdentityTable {
    @usableFromInline
    internal struct Slot {
        /// The key's hash; meaningless while ``keyIndex`` is negative (an empty slot).
        @usableFromInline var hash: Int
        /// Where the key is in ``keys``, or `-1` for an empty slot.
        @usableFromInline var keyIndex: Int
        @usableFromInline var value: Int

        @inlinable
        internal init(hash: Int, keyIndex: Int, value: Int) {
            self.hash = hash
            self.keyIndex = keyIndex
            self.value = value
        }
    }

    @usableFromInline internal var slots: UnsafeMutablePointer<Slot>
    @usableFromInline internal var mask: Int
    @usableFromInline internal var keys: ContiguousArray<String> = []
    /// Serves every key once a key was not certainly NFC.
    @usableFromInline internal var dictionary: [String: Int] = [:]
    @usableFromInline internal var usesDictionary = false

    @inlinable
    internal init(expectedCount: Int) {
        let capacity = IntegerIdentityTable.capacity(for: expectedCount)
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(hash: 0, keyIndex: -1, value: 0), count: capacity)
        mask = capacity - 1
        keys.reserveCapacity(expectedCount)
    }

    @inlinable
    internal mutating func withValue<Result>(
        for key: String,
        default defaultValue: Int,
        _ body: (inout Int) -> Result
    ) -> Result {
        if usesDictionary { return body(&dictionary[key, default: defaultValue]) }
        guard let hash = Self.certainHash(of: key) else {
            moveToDictionary()
            return body(&dictionary[key, default: defaultValue])
        }
        var index = hash & mask
        while true {
            let slot = slots + index
            if slot.pointee.keyIndex < 0 {
                if (keys.count + 1) * 2 > mask + 1 {
                    grow()
                    return withValue(for: key, default: defaultValue, body)
                }
                keys.append(key)
                slot.pointee = Slot(hash: hash, keyIndex: keys.count - 1, value: defaultValue)
                return body(&slot.pointee.value)
            }
            if slot.pointee.hash == hash && Self.sameBytes(keys[slot.pointee.keyIndex], key) {
                return body(&slot.pointee.value)
            }
            index = (index + 1) & mask
        }
    }

    /// The hash of the key's bytes when the key is certainly NFC and contiguous, else `nil`.
    @inlinable
    internal static func certainHash(of key: String) -> Int? {
        let hash: Int?? = key.utf8.withContiguousStorageIfAvailable { bytes in
            guard isCertainlyNFC(bytes) else { return nil }
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
            return hasher.finalize()
        }
        return hash ?? nil
    }

    /// Whether valid UTF-8 `bytes` hold only scalars that are certainly NFC on their own
    /// and never combine with a neighbour.
    @inlinable
    internal static func isCertainlyNFC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        guard let base = bytes.baseAddress else { return true }
        while index < count {
            // Eight ASCII bytes at a time.
            if count &- index >= 8,
               UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index &+= 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
            } else if lead < 0xE0 {
                // Two bytes: U+0080..U+07FF; below U+0300 starts with 0xC2..0xCB.
                guard lead < 0xCC else { return false }
                index += 2
            } else if lead < 0xF0 && index + 2 < count {
                let scalar = (UInt32(lead & 0x0F) << 12) | (UInt32(bytes[index + 1] & 0x3F) << 6) | UInt32(bytes[index + 2] & 0x3F)
                let certain = (0x4E00...0x9FFF).contains(scalar)   // CJK unified ideographs
                    || (0x3041...0x3096).contains(scalar)          // hiragana
                    || (0x30A1...0x30FA).contains(scalar)          // katakana
                    || (0xAC00...0xD7A3).contains(scalar)          // Hangul syllables
                guard certain else { return false }
                index += 3
            } else {
                return false
            }
        }
        return true
    }

    @inlinable
    internal static func sameBytes(_ left: String, _ right: String) -> Bool {
        guard left.utf8.count == right.utf8.count else { return false }
        let same: Bool?? = left.utf8.withContiguousStorageIfAvailable { leftBytes in
            right.utf8.withContiguousStorageIfAvailable { rightBytes in leftBytes.elementsEqual(rightBytes) }
        }
        return (same ?? nil) ?? left.utf8.elementsEqual(right.utf8)
    }

    /// Moves every entry into ``dictionary``, which serves every key from then on.
    @usableFromInline
    internal mutating func moveToDictionary() {
        dictionary.reserveCapacity(max(keys.count * 2, mask + 1))
        for offset in 0...mask where slots[offset].keyIndex >= 0 {
            dictionary[keys[slots[offset].keyIndex]] = slots[offset].value
        }
        usesDictionary = true
    }

    /// Doubles the capacity, moving every key to its place in the larger table.
    @usableFromInline
    internal mutating func grow() {
        let oldSlots = slots
        let oldCapacity = mask + 1
        let capacity = oldCapacity * 2
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: Slot(hash: 0, keyIndex: -1, value: 0), count: capacity)
        mask = capacity - 1
        for offset in 0..<oldCapacity where oldSlots[offset].keyIndex >= 0 {
            var index = oldSlots[offset].hash & mask
            while slots[index].keyIndex >= 0 { index = (index + 1) & mask }
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
