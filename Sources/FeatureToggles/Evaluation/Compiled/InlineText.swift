/// A short text kept in place, as up to 16 UTF-8 bytes: a copy has no reference to count.
///
/// Evaluation keeps the value a rollout hashed this way (a user id, mostly), so that the
/// details can explain the bucket without keeping the context alive; keeping it would
/// retain and release the context on every evaluation.
struct InlineText: Sendable {
    /// The longest text kept, in UTF-8 bytes.
    static let capacity = 16

    private var bytes: (UInt64, UInt64) = (0, 0)
    /// The number of bytes, or `UInt8.max` for no text.
    private var count = UInt8.max

    /// No text.
    static let none = InlineText()

    private init() {}

    /// The text of `utf8`, which must be valid UTF-8; ``none`` when it is longer than
    /// ``capacity``.
    @inline(__always)
    init(_ utf8: UnsafeBufferPointer<UInt8>) {
        let count = utf8.count
        guard count <= Self.capacity else { return }
        if let base = utf8.baseAddress {
            // The first and the last word (overlapping when the text is shorter than two).
            let source = UnsafeRawPointer(base)
            withUnsafeMutableBytes(of: &bytes) { target in
                switch count {
                case 8...:
                    target.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
                    target.storeBytes(of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
                case 4...:
                    target.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
                    target.storeBytes(of: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
                default:
                    for index in 0..<count { target[index] = base[index] }
                }
            }
        }
        self.count = UInt8(truncatingIfNeeded: count)
    }

    /// Whether there is a text.
    var exists: Bool { count != .max }

    /// The text; `nil` for ``none``.
    var string: String? {
        guard exists else { return nil }
        return withUnsafeBytes(of: bytes) { String(decoding: $0.prefix(Int(count)), as: UTF8.self) }
    }
}
