/// A gzip encoder with no dependency (Foundation has no zlib on Linux): what
/// `OTEL_EXPORTER_OTLP_COMPRESSION=gzip` sends.
///
/// The stream is one gzip member (RFC 1952) holding DEFLATE data (RFC 1951) in blocks of
/// fixed Huffman codes, with repeats found by a hash of three bytes over a 32 KiB window:
/// OTLP/JSON, whose keys come again on every record, shrinks to a fifth or less. Input
/// that does not compress goes in stored blocks instead, so that the stream is never
/// more than a few bytes a 64 KiB longer than its input.
public enum Gzip {
    /// The input as a gzip stream.
    ///
    /// - Parameter bytes: What to compress.
    /// - Returns: The gzip stream: header, DEFLATE data, CRC-32 and length.
    /// - Complexity: O(*n*) in the input's length (each position looks at one earlier
    ///   candidate).
    public static func compress(_ bytes: [UInt8]) -> [UInt8] {
        // ID1 ID2, CM = deflate, no flags, no time, no extra flags, OS unknown.
        var output: [UInt8] = [0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 0xFF]
        // Positions are kept in 32 bits: a larger input (2 GiB) is stored as it is.
        let compressed = bytes.count < Int(Int32.max) ? Deflate.fixedHuffman(bytes) : []
        output += !compressed.isEmpty && compressed.count < bytes.count + bytes.count / 64 + 8 ? compressed : Deflate.stored(bytes)
        output += littleEndian(CRC32.checksum(bytes))
        output += littleEndian(UInt32(truncatingIfNeeded: bytes.count))
        return output
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }
}

/// The CRC-32 of gzip (and zip, PNG): polynomial 0xEDB88320, reflected.
package enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    /// The checksum of `bytes`.
    package static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
