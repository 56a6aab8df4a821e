/// The bytes of one encoded frame as they are written, turned into one string at the
/// end: appending a glyph or a number is a few stores, with no string in between.
struct ByteWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    /// Room for 16 bytes beyond `capacity`, so that a glyph's two words can always be
    /// stored whole before the count moves on by its length.
    private static let slack = 16

    init(capacity: Int) {
        self.capacity = max(64, capacity)
        start = .allocate(capacity: self.capacity + ByteWriter.slack)
    }

    deinit {
        start.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    /// Makes room for `more` bytes.
    @inline(__always)
    mutating func reserve(_ more: Int) {
        if count + more > capacity { grow(count + more) }
    }

    private mutating func grow(_ needed: Int) {
        let newCapacity = max(needed, capacity * 2)
        let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity + ByteWriter.slack)
        newStart.update(from: start, count: count)
        start.deallocate()
        start = newStart
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    /// Appends ASCII text (escape sequences).
    mutating func append(_ text: StaticString) {
        let length = text.utf8CodeUnitCount
        reserve(length)
        (start + count).update(from: text.utf8Start, count: length)
        count += length
    }

    @inline(__always)
    mutating func append(_ glyph: Glyph) {
        guard !glyph.isInTable else {
            glyph.withUTF8 { append($0) }
            return
        }
        reserve(Glyph.inlineCapacity)
        let raw = UnsafeMutableRawPointer(start + count)
        raw.storeBytes(of: glyph.low.littleEndian, as: UInt64.self)
        (raw + 8).storeBytes(of: glyph.high.littleEndian, as: UInt64.self)
        count += glyph.inlineCount
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(start + count).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
        count += bytes.count
    }

    /// Appends a number in decimal, as string interpolation writes it.
    mutating func appendDecimal(_ value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDecimal(magnitude: value.magnitude)
    }

    private mutating func appendDecimal(magnitude value: UInt) {
        if value < 10 {
            append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        if value < 100 {
            reserve(2)
            start[count] = UInt8(truncatingIfNeeded: value / 10) &+ 0x30
            start[count + 1] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
            count += 2
            return
        }
        if value < 1000 {
            reserve(3)
            start[count] = UInt8(truncatingIfNeeded: value / 100) &+ 0x30
            start[count + 1] = UInt8(truncatingIfNeeded: value / 10 % 10) &+ 0x30
            start[count + 2] = UInt8(truncatingIfNeeded: value % 10) &+ 0x30
            count += 3
            return
        }
        appendDecimal(magnitude: value / 10)
        append(UInt8(truncatingIfNeeded: value % 10) &+ 0x30)
    }

    /// The bytes as a string.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }
}
