import Essentials
import Foundation

// `swift run -c release home-bench [SUITE...]` measures each hot path beside a baseline
// measured in the same run, and prints JSON: {"suites": {"NAME": [measurement, ...]}}.
// With suite names, only those run.

let suites: [Suite] = [
    ChangesetsBenchmark.suite,
    featureTogglesSuite(),
    stateSuite,
    TransitionBenchmark.suite,
    CompositeBenchmark.suite,
    ExposureBenchmark.suite,
    DataTemplatesBenchmark.suite,
    DeltaBenchmark.suite,
    TelemetryBenchmark.suite,
    CardsBenchmark.suite,
    StartupBenchmark.suite,
]

let requested = Set(CommandLine.arguments.dropFirst())
let unknown = requested.subtracting(suites.map(\.name))
if !unknown.isEmpty {
    FileHandle.standardError.write(Data("home-bench: unknown suite \(unknown.sorted().joined(separator: ", ")); suites: \(suites.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}

var results: [String: [Measurement]] = [:]
for suite in suites where requested.isEmpty || requested.contains(suite.name) {
    FileHandle.standardError.write(Data("running \(suite.name)…\n".utf8))
    results[suite.name] = suite.run()
}
print(try JSONText(encoding: ["suites": results]).text(.pretty, sortedKeys: true))
