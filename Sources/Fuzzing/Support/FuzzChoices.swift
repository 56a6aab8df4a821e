/// Choices read from the front of a fuzz input, for targets whose input has a shape
/// (where to split reads, which options to use, a pattern's syntax tree): libFuzzer
/// mutates the bytes, and each byte steers one choice. An input that runs out reads
/// zeros, so every input is valid.
struct FuzzChoices {
    private let bytes: [UInt8]
    private var position = 0

    init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        self.bytes = Array(bytes)
    }

    /// Whether every byte was read.
    var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `range`, from one byte (two for a range wider than 256).
    mutating func number(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % span
    }

    /// A yes or no.
    mutating func flag() -> Bool { byte() & 1 == 1 }

    /// One of `elements`, which must not be empty.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[number(in: 0...(elements.count - 1))]
    }

    /// The bytes not read yet.
    var rest: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }
}
