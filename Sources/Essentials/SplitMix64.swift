/// A small, fast generator whose sequence is fixed by its seed (Steele, Lea and Flood's
/// SplitMix64), so that every "random" case can be made again from its seed: the
/// conformance check's sizes, seeded toggle rollouts, property tests and benchmarks.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence `seed` fixes.
    package init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
