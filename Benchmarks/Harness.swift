import Foundation

/// One measured figure: a hot path beside the baseline it is compared with in the same run.
struct Measurement: Encodable {
    /// What was measured, e.g. "evaluate rollout+variants".
    var name: String
    /// The median nanoseconds per operation over the rounds.
    var nanosecondsPerOperation: Double
    /// What it is compared with, when something is.
    var baseline: String?
    /// The baseline's median nanoseconds per operation, measured in the same run.
    var baselineNanosecondsPerOperation: Double?
    /// Other figures that belong to this measurement (bytes, counts, sizes).
    var figures: [String: Double] = [:]

    /// How many times slower than the baseline.
    var ratioToBaseline: Double? {
        baselineNanosecondsPerOperation.map { $0 > 0 ? nanosecondsPerOperation / $0 : 0 }
    }

    enum CodingKeys: String, CodingKey {
        case name, nanosecondsPerOperation, baseline, baselineNanosecondsPerOperation, ratioToBaseline, figures
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(Self.rounded(nanosecondsPerOperation), forKey: .nanosecondsPerOperation)
        try container.encodeIfPresent(baseline, forKey: .baseline)
        try container.encodeIfPresent(baselineNanosecondsPerOperation.map(Self.rounded), forKey: .baselineNanosecondsPerOperation)
        try container.encodeIfPresent(ratioToBaseline.map(Self.rounded), forKey: .ratioToBaseline)
        if !figures.isEmpty { try container.encode(figures.mapValues(Self.rounded), forKey: .figures) }
    }

    static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// A named group of measurements, one per hot path.
struct Suite {
    var name: String
    var run: () -> [Measurement]
}

/// Whether `HOME_BENCH_QUICK=1` asks for a hundredth of the operations in one round: for
/// counting instructions under `valgrind --tool=callgrind`, not for timing.
let quickMode = ProcessInfo.processInfo.environment["HOME_BENCH_QUICK"] == "1"

/// Runs `body` for `operations` operations per round, `rounds` times, and returns the
/// median nanoseconds per operation. `body` gets the number of operations to do and
/// returns a value that is kept, so the optimizer cannot remove the work.
///
/// With `HOME_BENCH_QUICK=1` in the environment, every measurement does a hundredth of
/// its operations in one round: for counting instructions under `valgrind --tool=callgrind`,
/// not for timing.
func medianNanoseconds(operations: Int, rounds: Int = 9, _ body: (Int) -> Int) -> Double {
    let operations = quickMode ? max(1, operations / 100) : operations
    let rounds = quickMode ? 1 : rounds
    var samples: [Double] = []
    var sink = 0
    sink &+= body(max(1, operations / 10))  // warm up
    for _ in 0..<rounds {
        let start = DispatchTime.now().uptimeNanoseconds
        sink &+= body(operations)
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        samples.append(Double(elapsed) / Double(operations))
    }
    blackHole(sink)
    samples.sort()
    return samples[samples.count / 2]
}

/// The median, over `rounds` rounds, of the time of one run of `first` divided by the time
/// of one run of `second` right after it: two fast paths compared side by side, each
/// round under the same conditions, so that a busy machine moves both alike.
func medianRatio(rounds: Int = 9, _ first: () -> Int, to second: () -> Int) -> Double {
    let rounds = quickMode ? 1 : rounds
    var ratios: [Double] = []
    var sink = first() &+ second()  // warm up
    for _ in 0..<rounds {
        var start = DispatchTime.now().uptimeNanoseconds
        sink &+= first()
        let firstTime = Double(DispatchTime.now().uptimeNanoseconds - start)
        start = DispatchTime.now().uptimeNanoseconds
        sink &+= second()
        ratios.append(firstTime / Double(DispatchTime.now().uptimeNanoseconds - start))
    }
    blackHole(sink)
    ratios.sort()
    return ratios[ratios.count / 2]
}

@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
