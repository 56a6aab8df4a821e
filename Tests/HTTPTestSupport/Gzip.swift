/// A gzip stream of `count` spaces, written by hand: the tests need compressed bodies
/// and Foundation has no zlib API on Linux.
///
/// One fixed-Huffman deflate block: a literal space, then matches of 258 bytes at
/// distance 1 (13 bits each), then literals for the rest. 1 MiB compresses to about 6 KB.
/// Its making takes time in the stream's length, not in `count`: the CRC of the spaces
/// is put together from the CRCs of power-of-two runs (as zlib's `crc32_combine` does),
/// so a 256 MiB bomb is made in a moment even in a debug build.
package enum Gzip {
    package static func spaces(_ count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the final block
        bits.write(1, count: 2)  // fixed Huffman codes
        var remaining = count
        if remaining > 0 {
            bits.writeCode(0x30 + 0x20, length: 8)  // the literal ' '
            remaining -= 1
        }
        // Length code 285 (258 bytes), then distance code 0 (1 byte back): 13 bits.
        let match = BitWriter.reversed(0xC0 + 5, length: 8) | BitWriter.reversed(0, length: 5) << 8
        bits.reserve(remaining / 258 * 13 / 8 + remaining % 258 + 16)
        while remaining >= 258 {
            bits.write(match, count: 13)
            remaining -= 258
        }
        for _ in 0..<remaining { bits.writeCode(0x30 + 0x20, length: 8) }
        bits.writeCode(0, length: 7)  // end of block
        var output: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        output += bits.finish()
        output += littleEndian(CRC32.ofSpaces(count))
        output += littleEndian(UInt32(truncatingIfNeeded: count))
        return output
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most
    /// significant bit first. Bits gather in a word and leave it a byte at a time.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var pending: UInt64 = 0
        private var pendingCount = 0

        mutating func reserve(_ capacity: Int) {
            bytes.reserveCapacity(capacity)
        }

        mutating func write(_ value: UInt32, count: Int) {
            pending |= UInt64(value & (1 << count - 1)) << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount -= 8
            }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            write(Self.reversed(code, length: length), count: length)
        }

        /// The bytes written, the last one padded with zeros.
        mutating func finish() -> [UInt8] {
            if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
            pending = 0
            pendingCount = 0
            return bytes
        }

        /// The `length` low bits of `code` in the opposite order.
        static func reversed(_ code: UInt32, length: Int) -> UInt32 {
            (0..<length).reduce(0) { result, index in result | (code >> index & 1) << (length - 1 - index) }
        }
    }
}

/// The CRC-32 of gzip (the reflected polynomial 0xEDB88320).
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The CRC of `bytes`, a byte at a time.
    package static func of(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// The CRC of `count` spaces, from the CRCs of runs of 1, 2, 4… spaces, each the
    /// last one twice.
    package static func ofSpaces(_ count: Int) -> UInt32 {
        var result = of([])
        var run = of([0x20])
        var length = 1
        var rest = count
        while rest > 0 {
            if rest & 1 == 1 { result = combine(result, run, secondLength: length) }
            rest >>= 1
            if rest > 0 {
                run = combine(run, run, secondLength: length)
                length *= 2
            }
        }
        return result
    }

    /// The CRC of two byte strings one after the other, from their CRCs and the second
    /// one's length: zlib's `crc32_combine`, which appends that many zero bytes to the
    /// first CRC with a matrix over GF(2), squared for each bit of the length.
    package static func combine(_ first: UInt32, _ second: UInt32, secondLength: Int) -> UInt32 {
        guard secondLength > 0 else { return first }
        var odd = [UInt32](repeating: 0, count: 32)  // one zero bit
        odd[0] = 0xEDB8_8320
        for index in 1..<32 { odd[index] = 1 << (index - 1) }
        var even = square(odd)  // two zero bits
        odd = square(even)  // four
        var crc = first
        var length = secondLength
        while true {
            even = square(odd)  // the first pass: one zero byte
            if length & 1 == 1 { crc = times(even, crc) }
            length >>= 1
            if length == 0 { break }
            odd = square(even)
            if length & 1 == 1 { crc = times(odd, crc) }
            length >>= 1
            if length == 0 { break }
        }
        return crc ^ second
    }

    private static func times(_ matrix: [UInt32], _ vector: UInt32) -> UInt32 {
        var sum: UInt32 = 0
        var vector = vector
        var index = 0
        while vector != 0 {
            if vector & 1 == 1 { sum ^= matrix[index] }
            vector >>= 1
            index += 1
        }
        return sum
    }

    private static func square(_ matrix: [UInt32]) -> [UInt32] {
        matrix.map { times(matrix, $0) }
    }
}
