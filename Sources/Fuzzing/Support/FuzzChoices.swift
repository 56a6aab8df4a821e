import Essentials

/// Choices read from the front of a fuzz input, for targets whose input has a shape
/// (where to split reads, which options to use, a pattern's syntax tree): libFuzzer
/// mutates the bytes, and each byte steers one choice. An input that runs out reads
/// zeros, so every input is valid.
///
/// As a `RandomNumberGenerator` each number is one byte spread over 64 bits, so that
/// `Int.random(in: 0..<n, using:)` takes about `byte × n / 255`: code that builds
/// random values from a generator (``RandomPattern``) builds them from the input. Past
/// the end it goes on with a fixed sequence, not zeros: the standard library draws again
/// until a number is not too near a multiple of the range, which zeros never stop.
struct FuzzChoices: RandomNumberGenerator {
    private let bytes: [UInt8]
    private var position = 0
    private var pastTheEnd = SplitMix64(seed: 0)

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

    /// One byte, spread over the 64 bits.
    mutating func next() -> UInt64 {
        isExhausted ? pastTheEnd.next() : UInt64(byte()) &* 0x0101_0101_0101_0101
    }

    /// The bytes not read yet.
    var rest: ArraySlice<UInt8> { bytes[min(position, bytes.count)...] }
}
