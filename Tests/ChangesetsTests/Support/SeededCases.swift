import Testing
import TestSupport

/// The seed of every property run: `CHANGESETS_SEED` when set (decimal or 0x hex), so a
/// failure can be replayed, else a fixed one.
func baseSeed() -> UInt64 {
    if let text = ProcessInfoEnvironment.value(of: "CHANGESETS_SEED") {
        if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return value }
        if let value = UInt64(text) { return value }
    }
    return 0x00C0_FFEE_D1FF_2026
}

/// The seed of case `index` of a run: distinct and well spread for nearby indices.
func caseSeed(base: UInt64, salt: UInt64, index: Int) -> UInt64 {
    var generator = SplitMix64(seed: base ^ (salt &* 0xd6e8_feb8_6659_fd93) ^ UInt64(index))
    return generator.next()
}

/// Runs `count` seeded cases and records an issue for each that has problems, with its
/// seed and the run's base seed; stops after five failures.
///
/// - Parameters:
///   - count: How many cases.
///   - salt: Keeps this run's seeds apart from other runs'.
///   - makeCase: The case of a seed.
///   - problems: What is wrong with a case, or nothing.
func checkSeededCases<Case: CustomStringConvertible>(
    count: Int, salt: UInt64, makeCase: (UInt64) -> Case, problems: (Case) -> [String]
) {
    let base = baseSeed()
    var failures = 0
    for index in 0..<count {
        let randomCase = makeCase(caseSeed(base: base, salt: salt, index: index))
        let found = problems(randomCase)
        guard !found.isEmpty else { continue }
        failures += 1
        Issue.record("\(randomCase) (base seed 0x\(String(base, radix: 16))): \(found.joined(separator: "; "))")
        if failures >= 5 { return }
    }
}
