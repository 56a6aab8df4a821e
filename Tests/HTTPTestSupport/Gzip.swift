/// A gzip stream of `count` spaces, written by hand: the tests need compressed bodies
/// and Foundation has no zlib API on Linux.
///
/// One fixed-Huffman deflate block: a literal space, then matches of 258 bytes at
/// distance 1 (13 bits each), then literals for the rest. 1 MiB compresses to about 6 KB.
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
        while remaining >= 258 {
            bits.writeCode(0xC0 + 5, length: 8)  // length code 285: 258 bytes
            bits.writeCode(0, length: 5)  // distance code 0: 1 byte back
            remaining -= 258
        }
        for _ in 0..<remaining { bits.writeCode(0x30 + 0x20, length: 8) }
        bits.writeCode(0, length: 7)  // end of block
        var output: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        output += bits.bytes
        output += littleEndian(crc32OfSpaces(count))
        output += littleEndian(UInt32(truncatingIfNeeded: count))
        return output
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func crc32OfSpaces(_ count: Int) -> UInt32 {
        let table: [UInt32] = (0..<256).map { index in
            var value = UInt32(index)
            for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
            return value
        }
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count { crc = table[Int((crc ^ 0x20) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// Deflate's bit order: values least significant bit first, Huffman codes most
    /// significant bit first.
    private struct BitWriter {
        var bytes: [UInt8] = []
        var used = 8

        mutating func write(_ value: UInt32, count: Int) {
            for index in 0..<count { append(bit: (value >> index) & 1) }
        }

        mutating func writeCode(_ code: UInt32, length: Int) {
            for index in stride(from: length - 1, through: 0, by: -1) { append(bit: (code >> index) & 1) }
        }

        private mutating func append(bit: UInt32) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }
}
