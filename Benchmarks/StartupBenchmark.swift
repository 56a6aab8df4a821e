import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How long `home` takes from `exec` to its first frame printed, as a person who runs
/// `home render` waits for it: whole processes, `home render` (the `home` built beside
/// this benchmark, so a release one under `-c release`) beside `/bin/true` (what starting
/// any process costs here), each run right after the other, twenty times, medians.
///
/// `home render --width 80 --height 24` on the bundled catalogue with the repository's
/// `FeatureToggles.json` reads the toggles, the day, lays out a frame and prints it: all
/// of what an interactive start does before its first frame but the terminal's set-up.
enum StartupBenchmark {
    static var suite: Suite { Suite(name: "startup", run: run) }

    /// Runs of each program.
    static let runs = 20

    static func run() -> [Measurement] {
        let home = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("home").path
        guard FileManager.default.isExecutableFile(atPath: home) else {
            FileHandle.standardError.write(Data("home-bench: startup needs the home executable beside home-bench (\(home)); build it first\n".utf8))
            return []
        }
        let render = [home, "render", "--width", "80", "--height", "24"]
        let runs = quickMode ? 2 : Self.runs
        var homeTimes: [Double] = []
        var trueTimes: [Double] = []
        _ = time(render)  // the files it reads, in the page cache
        for _ in 0..<runs {
            homeTimes.append(time(render))
            trueTimes.append(time(["/bin/true"]))
        }
        let homeMedian = median(homeTimes), trueMedian = median(trueTimes)
        return [
            Measurement(
                name: "home render 80x24, exec to exit (median of \(runs))", nanosecondsPerOperation: homeMedian,
                baseline: "/bin/true, exec to exit", baselineNanosecondsPerOperation: trueMedian,
                figures: [
                    "homeMilliseconds": homeMedian / 1e6, "trueMilliseconds": trueMedian / 1e6,
                    "homeFastestMilliseconds": (homeTimes.min() ?? 0) / 1e6, "homeSlowestMilliseconds": (homeTimes.max() ?? 0) / 1e6,
                    "beyondTrueMilliseconds": (homeMedian - trueMedian) / 1e6,
                ])
        ]
    }

    /// Nanoseconds from launching `arguments` to its exit, its output discarded:
    /// `posix_spawn` and `waitpid` (Foundation's `Process` polls for the exit, and took
    /// 50 ms to see `/bin/true` end).
    static func time(_ arguments: [String]) -> Double {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { return .nan }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
