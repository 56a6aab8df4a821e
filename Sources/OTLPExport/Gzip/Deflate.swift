/// DEFLATE data (RFC 1951) as ``Gzip`` writes it: fixed Huffman codes with LZ77
/// matches, or stored blocks.
enum Deflate {
    /// The first length of each length code 257...285, and its extra bits.
    private static let lengthBases: [Int] = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra: [Int] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    /// The first distance of each distance code 0...29, and its extra bits.
    private static let distanceBases: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193,
        12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length code (index into the tables above) of each length 3...258.
    private static let lengthCodes: [UInt8] = (0...258).map { length in
        guard length >= 3 else { return 0 }
        return UInt8(lengthBases.lastIndex { $0 <= length }!)
    }

    static let window = 32_768
    static let minimumMatch = 3
    static let maximumMatch = 258
    private static let hashBits = 15

    /// One final block of fixed Huffman codes.
    static func fixedHuffman(_ input: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.reserve(input.count / 2 + 16)
        bits.write(1, count: 1)  // the final block
        bits.write(1, count: 2)  // fixed Huffman codes
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        input.withUnsafeBufferPointer { input in
            let count = input.count
            var position = 0
            while position < count {
                var matchLength = 0
                var matchDistance = 0
                if position + minimumMatch <= count {
                    let hash = Self.hash(input[position], input[position + 1], input[position + 2])
                    let candidate = Int(head[hash])
                    head[hash] = Int32(position)
                    if candidate >= 0, position - candidate <= window {
                        let limit = min(maximumMatch, count - position)
                        var length = 0
                        while length < limit, input[candidate + length] == input[position + length] { length += 1 }
                        if length >= minimumMatch {
                            matchLength = length
                            matchDistance = position - candidate
                        }
                    }
                }
                if matchLength > 0 {
                    writeMatch(length: matchLength, distance: matchDistance, to: &bits)
                    // The positions inside the match go into the hash too, for later matches.
                    let end = position + matchLength
                    var inside = position + 1
                    while inside < end, inside + minimumMatch <= count {
                        head[Self.hash(input[inside], input[inside + 1], input[inside + 2])] = Int32(inside)
                        inside += 1
                    }
                    position = end
                } else {
                    writeLiteral(input[position], to: &bits)
                    position += 1
                }
            }
        }
        bits.writeCode(0, length: 7)  // 256, the end of the block
        return bits.finish()
    }

    /// Stored blocks of at most 65,535 bytes each, the last marked final.
    static func stored(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(input.count + input.count / 65_535 * 5 + 5)
        var start = 0
        repeat {
            let end = min(start + 65_535, input.count)
            let length = UInt16(end - start)
            output.append(end == input.count ? 1 : 0)  // BFINAL, BTYPE 00, then byte-aligned
            output += [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            output += input[start..<end]
            start = end
        } while start < input.count
        return output
    }

    private static func hash(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Int {
        let value = UInt32(a) << 16 | UInt32(b) << 8 | UInt32(c)
        return Int((value &* 2_654_435_761) >> UInt32(32 - hashBits))
    }

    /// A literal byte: 0...143 in 8 bits from 0x30, 144...255 in 9 bits from 0x190.
    private static func writeLiteral(_ byte: UInt8, to bits: inout BitWriter) {
        if byte < 144 {
            bits.writeCode(0x30 + UInt32(byte), length: 8)
        } else {
            bits.writeCode(0x190 + UInt32(byte) - 144, length: 9)
        }
    }

    /// A length (its code, 257...279 in 7 bits from 0, 280...287 in 8 bits from 0xC0, and
    /// extra bits) and a distance (its 5-bit code and extra bits).
    private static func writeMatch(length: Int, distance: Int, to bits: inout BitWriter) {
        let lengthCode = Int(lengthCodes[length])
        let symbol = 257 + lengthCode
        if symbol < 280 {
            bits.writeCode(UInt32(symbol - 256), length: 7)
        } else {
            bits.writeCode(0xC0 + UInt32(symbol - 280), length: 8)
        }
        bits.write(UInt32(length - lengthBases[lengthCode]), count: lengthExtra[lengthCode])
        var distanceCode = 0
        while distanceCode + 1 < distanceBases.count, distanceBases[distanceCode + 1] <= distance { distanceCode += 1 }
        bits.writeCode(UInt32(distanceCode), length: 5)
        bits.write(UInt32(distance - distanceBases[distanceCode]), count: distanceExtra[distanceCode])
    }
}

/// DEFLATE's bit order: values least significant bit first, Huffman codes most
/// significant bit first. Bits gather in a word and leave it a byte at a time.
struct BitWriter {
    private var bytes: [UInt8] = []
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func reserve(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The low `count` bits of `value`, least significant first.
    mutating func write(_ value: UInt32, count: Int) {
        guard count > 0 else { return }
        pending |= UInt64(value & (1 << count - 1)) << pendingCount
        pendingCount += count
        while pendingCount >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount -= 8
        }
    }

    /// A Huffman code of `length` bits, most significant first.
    mutating func writeCode(_ code: UInt32, length: Int) {
        var reversed: UInt32 = 0
        for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
        write(reversed, count: length)
    }

    /// The bytes, the last one padded with zero bits.
    mutating func finish() -> [UInt8] {
        if pendingCount > 0 { bytes.append(UInt8(truncatingIfNeeded: pending)) }
        pending = 0
        pendingCount = 0
        return bytes
    }
}
