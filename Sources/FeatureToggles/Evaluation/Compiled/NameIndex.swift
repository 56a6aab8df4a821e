import Essentials

/// Positions of toggle names, found by a cheap hash of their UTF-8 bytes.
///
/// Every evaluation looks a name up, and `Dictionary<String, _>` hashes with SipHash
/// through `Hasher`, several times the cost of the rest of a simple evaluation. Here ASCII
/// names (all real toggle names) live in an open-addressing table keyed by a
/// multiply-and-shift hash over 8-byte words, compared by their bytes; 8 bytes a slot,
/// at most half full (three quarters for more than 65,536 names: a file may hold 600,000).
///
/// `String`'s `==` is Unicode canonical equivalence, which for ASCII text is byte
/// equality; but some non-ASCII text equals ASCII text (U+212A KELVIN SIGN is "K"). So
/// ASCII text not in the table is looked for among the names that are not ASCII, and text
/// that is not ASCII in a `Dictionary` of all names, made the first time one is looked
/// up; the result is always what `Dictionary` would give.
struct NameIndex: Sendable {
    private struct Slot: Sendable {
        /// The high 32 bits of the name's hash (the low ones chose the slot).
        var hash: UInt32
        /// The name's position, or -1 for an empty slot.
        var position: Int32
    }

    /// The ASCII names, by hash; a power-of-two count.
    private let slots: [Slot]
    private let mask: Int
    private let names: [String]
    /// The names that are not ASCII.
    private let notASCII: [String: Int]
    /// All names, once text that is not ASCII has been looked up.
    private let all = Locked<[String: Int]?>(nil)

    /// Indexes `names`, which must be distinct (as `String`s).
    init(_ names: [String]) {
        self.names = names
        var capacity = 8
        if names.count > 65_536 {
            while capacity * 3 < names.count * 4 { capacity *= 2 }
        } else {
            while capacity < names.count * 2 { capacity *= 2 }
        }
        mask = capacity - 1
        var slots = [Slot](repeating: Slot(hash: 0, position: -1), count: capacity)
        var notASCII: [String: Int] = [:]
        for (position, name) in names.enumerated() {
            let (hash, isASCII) = Self.hash(name)
            guard isASCII else {
                notASCII[name] = position
                continue
            }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].position >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Slot(hash: UInt32(truncatingIfNeeded: hash >> 32), position: Int32(truncatingIfNeeded: position))
        }
        self.slots = slots
        self.notASCII = notASCII
    }

    /// The position of `name`, comparing names as `String`'s `==` does.
    /// - Complexity: O(n) in the length of `name`, on average.
    @inline(__always)
    func position(of name: String) -> Int? {
        let (hash, isASCII) = Self.hash(name)
        if isASCII {
            let high = UInt32(truncatingIfNeeded: hash >> 32)
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot].position >= 0 {
                if slots[slot].hash == high, names[Int(slots[slot].position)] == name { return Int(slots[slot].position) }
                slot = (slot + 1) & mask
            }
            return notASCII.isEmpty ? nil : notASCII[name]
        }
        return all.withLock { all in
            if all == nil { all = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) }) }
            return all![name]
        }
    }

    /// A hash of the UTF-8 bytes, and whether they are all ASCII.
    @inline(__always)
    static func hash(_ text: String) -> (hash: UInt64, isASCII: Bool) {
        if let result = text.utf8.withContiguousStorageIfAvailable(hash) { return result }
        // Text that is not stored as UTF-8 (bridged or foreign) is copied first.
        return Array(text.utf8).withUnsafeBufferPointer(hash)
    }

    /// Eight bytes at a time (little-endian), each word mixed in by a multiplication; the
    /// high bits of every byte are collected to tell ASCII apart. The length is mixed in
    /// first, so overlapping reads of the last bytes cannot make two lengths collide more.
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, isASCII: Bool) {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        var high: UInt64 = 0
        guard let base = bytes.baseAddress else { return (hash, true) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while bytes.count - offset >= 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            high |= word
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        let rest = bytes.count - offset
        if rest > 0 {
            // The last 1 to 7 bytes, read as overlapping words (every byte is in one).
            let word: UInt64
            if rest >= 4 {
                let first = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                let last = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 4, as: UInt32.self))
                word = UInt64(first) | UInt64(last) << 32
            } else {
                word = UInt64(bytes[offset]) | UInt64(bytes[offset + rest / 2]) << 8 | UInt64(bytes[bytes.count - 1]) << 16
            }
            high |= word
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
        }
        hash = (hash ^ (hash >> 32)) &* multiplier
        return (hash ^ (hash >> 29), high & 0x8080_8080_8080_8080 == 0)
    }
}
