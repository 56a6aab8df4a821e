/// MurmurHash3, x86 32-bit variant, computed over bytes as they arrive.
///
/// Unleash buckets users with this hash over the UTF-8 bytes of
/// `"groupId:stickinessValue"`. Feeding the parts one after the other gives the same
/// hash as feeding the joined text, without building that text.
struct Murmur3: Sendable {
    private var hash: UInt32
    private var pending: UInt32 = 0
    private var pendingCount: UInt32 = 0
    private var length: UInt32 = 0

    private static let c1: UInt32 = 0xcc9e_2d51
    private static let c2: UInt32 = 0x1b87_3593

    /// Starts a hash with `seed`.
    init(seed: UInt32) { hash = seed }

    /// Adds one byte.
    @inline(__always)
    mutating func combine(_ byte: UInt8) {
        pending |= UInt32(byte) << (pendingCount &* 8)
        pendingCount &+= 1
        length &+= 1
        if pendingCount == 4 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
    }

    /// Adds the UTF-8 bytes of `text`, in place when the text is stored contiguously
    /// (native and small strings are).
    @inline(__always)
    mutating func combine(_ text: String) {
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { combine($0) }
        if done == nil {
            for byte in text.utf8 { combine(byte) }
        }
    }

    /// Adds bytes.
    mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        var hash = self.hash
        length &+= UInt32(truncatingIfNeeded: bytes.count)
        Self.scrambleBlocks(of: bytes, pending: &pending, pendingCount: &pendingCount) { hash = Self.mix(hash, $0) }
        self.hash = hash
    }

    /// Adds the UTF-8 bytes of `text` to two hashes that have taken the same bytes so far
    /// (the same group id under two seeds): the bytes are read and each block scrambled
    /// once for both.
    static func combine(_ bytes: UnsafeBufferPointer<UInt8>, into first: inout Murmur3, and second: inout Murmur3) {
        assert(first.pending == second.pending && first.pendingCount == second.pendingCount && first.length == second.length)
        var (one, other) = (first.hash, second.hash)
        first.length &+= UInt32(truncatingIfNeeded: bytes.count)
        scrambleBlocks(of: bytes, pending: &first.pending, pendingCount: &first.pendingCount) { block in
            one = mix(one, block)
            other = mix(other, block)
        }
        (first.hash, second.hash) = (one, other)
        (second.pending, second.pendingCount, second.length) = (first.pending, first.pendingCount, first.length)
    }

    /// Hands `body` every whole block of the pending bytes followed by `bytes`, scrambled,
    /// and leaves the last 0 to 3 bytes pending. The bytes go through a 64-bit
    /// accumulator: each 4-byte word read (little-endian, as murmur3 reads them) is shifted
    /// past the pending bytes and its low 32 bits form a block, so that no byte is handled
    /// alone and the number of pending bytes only changes with the last 0 to 3 bytes.
    @inline(__always)
    private static func scrambleBlocks(
        of bytes: UnsafeBufferPointer<UInt8>, pending: inout UInt32, pendingCount: inout UInt32, _ body: (UInt32) -> Void
    ) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        let shift = UInt64(pendingCount &* 8)
        var carry = UInt64(pending)
        var index = 0
        while count &- index >= 4 {
            carry |= UInt64(UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self))) &<< shift
            body(scramble(UInt32(truncatingIfNeeded: carry)))
            carry &>>= 32
            index &+= 4
        }
        let rest = count &- index
        if rest > 0 {
            // The last 1 to 3 bytes, read as the first, middle and last (some read twice),
            // masked to `rest` bytes.
            let tail = (UInt64(base[index]) | UInt64(base[index &+ rest &>> 1]) &<< 8 | UInt64(base[index &+ rest &- 1]) &<< 16)
                & ((1 &<< UInt64(rest &* 8)) &- 1)
            carry |= tail &<< shift
            pendingCount &+= UInt32(truncatingIfNeeded: rest)
            if pendingCount >= 4 {
                body(scramble(UInt32(truncatingIfNeeded: carry)))
                carry &>>= 32
                pendingCount &-= 4
            }
        }
        pending = UInt32(truncatingIfNeeded: carry)
    }

    /// Mixes one whole block into the hash.
    @inline(__always)
    private mutating func mix(_ block: UInt32) {
        hash = Self.mix(hash, Self.scramble(block))
    }

    /// The hash after a scrambled block.
    @inline(__always)
    private static func mix(_ hash: UInt32, _ scrambled: UInt32) -> UInt32 {
        var hash = hash ^ scrambled
        hash = (hash << 13) | (hash >> 19)
        return hash &* 5 &+ 0xe654_6b64
    }

    /// The hash of everything added.
    func finalize() -> UInt32 {
        var hash = self.hash
        if pendingCount > 0 { hash ^= Self.scramble(pending) }
        hash ^= length
        hash ^= hash >> 16
        hash = hash &* 0x85eb_ca6b
        hash ^= hash >> 13
        hash = hash &* 0xc2b2_ae35
        hash ^= hash >> 16
        return hash
    }

    @inline(__always)
    private static func scramble(_ block: UInt32) -> UInt32 {
        var k = block &* c1
        k = (k << 15) | (k >> 17)
        return k &* c2
    }

    /// The hash of `bytes` with `seed`.
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes, seed: UInt32) -> UInt32 {
        var hasher = Murmur3(seed: seed)
        for byte in bytes { hasher.combine(byte) }
        return hasher.finalize()
    }
}
