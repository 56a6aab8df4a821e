import Essentials

/// Where random stickiness and `gradualRolloutRandom` get their numbers.
///
/// Inject a seeded source in tests and tools so that random rollouts repeat.
public struct RandomSource: Sendable {
    private let generate: @Sendable () -> UInt64

    /// A source that calls `generate` for every number.
    public init(_ generate: @escaping @Sendable () -> UInt64) {
        self.generate = generate
    }

    /// The system's random numbers.
    public static let system = RandomSource { UInt64.random(in: .min ... .max) }

    /// A deterministic source: SplitMix64 from `seed`. Copies share one sequence.
    public static func seeded(_ seed: UInt64) -> RandomSource {
        let state = SeededState(seed)
        return RandomSource { state.next() }
    }

    /// The next number.
    func next() -> UInt64 { generate() }

    /// A number from 1 to `upperBound`, inclusive.
    func next(upTo upperBound: UInt64) -> Int { Int(next() % upperBound) + 1 }
}

/// The state of a seeded source, shared by the closures that read it; the mutex makes it
/// safe to share across threads.
private final class SeededState: Sendable {
    private let generator: Locked<SplitMix64>

    init(_ seed: UInt64) { generator = Locked(SplitMix64(seed: seed)) }

    func next() -> UInt64 {
        generator.withLock { $0.next() }
    }
}
