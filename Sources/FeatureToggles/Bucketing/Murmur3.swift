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

    /// Adds bytes: whatever completes a pending block one at a time, then whole 4-byte
    /// blocks (little-endian, as murmur3 reads them), then the rest into the pending block.
    mutating func combine(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        length &+= UInt32(truncatingIfNeeded: count)
        var index = 0
        if pendingCount != 0 {
            while pendingCount < 4, index < count {
                pending |= UInt32(base[index]) << (pendingCount &* 8)
                pendingCount &+= 1
                index &+= 1
            }
            guard pendingCount == 4 else { return }
            mix(pending)
            pending = 0
            pendingCount = 0
        }
        while count &- index >= 4 {
            mix(UInt32(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)))
            index &+= 4
        }
        while index < count {
            pending |= UInt32(base[index]) << (pendingCount &* 8)
            pendingCount &+= 1
            index &+= 1
        }
    }

    /// Mixes one whole block into the hash.
    @inline(__always)
    private mutating func mix(_ block: UInt32) {
        hash ^= Self.scramble(block)
        hash = (hash << 13) | (hash >> 19)
        hash = hash &* 5 &+ 0xe654_6b64
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
