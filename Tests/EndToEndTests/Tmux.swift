import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A tmux server of the test's own, with one pane of a fixed size running a shell: the
/// way to drive `home` as a person does and read what they would see.
final class Tmux {
    /// Whether tmux is installed (CI installs it; see .ci/run).
    static let isAvailable: Bool = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.contains { FileManager.default.isExecutableFile(atPath: "\($0)/tmux") }
    }()

    /// How long a test waits at most for what a pane must come to show (a frame, a
    /// prompt, a process's end): two minutes. A passing test never waits so long, as each
    /// wait ends when the thing comes; the bound is only so that a failing test ends, and
    /// it is far past what any step takes on a two-core machine kept busy by other work.
    static let patience = Duration.seconds(120)

    let socket = "home-e2e-\(UUID().uuidString.prefix(8))"
    let folder: URL

    /// Whether dash is installed: a shell with job control that leaves the terminal's
    /// settings as a program left them. Bash puts back its own settings when a job stops
    /// or is killed by a signal, which would hide a terminal left raw.
    static let hasDash = FileManager.default.isExecutableFile(atPath: "/bin/dash")

    /// An interactive dash, for tests that look at the terminal a program leaves behind.
    static let dash = ["dash", "-i"]

    /// Starts a server with one pane of `width` × `height` running a plain shell in
    /// `folder` (bash without start-up files, unless `shell` names another).
    init(width: Int, height: Int, folder: URL, shell: [String] = ["bash", "--norc", "--noprofile"]) throws {
        self.folder = folder
        try run(["new-session", "-d", "-s", "e2e", "-x", "\(width)", "-y", "\(height)", "-c", folder.path,
                 "env", "PS1=$ ", "TERM=xterm-256color"] + shell)
        try run(["set-option", "-t", "e2e", "status", "off"])
        try expectScreen("the shell's prompt") { $0.contains("$") }
    }

    deinit {
        _ = try? run(["kill-server"])
    }

    /// Runs a tmux command on this server and returns what it printed.
    ///
    /// The command that starts the server forks it as a daemon, which keeps every
    /// descriptor it inherits; Foundation's `Process` then waits for ever. So tmux is
    /// spawned directly, its output going to a file.
    @discardableResult
    func run(_ arguments: [String]) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let status = spawn(["tmux", "-L", socket] + arguments, output: outputFile.path)
        let output = (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
        guard status == 0 else { throw TmuxError(arguments: arguments, status: status, output: output) }
        return output
    }

    struct TmuxError: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var output: String
        var description: String { "tmux \(arguments.joined(separator: " ")) exited \(status): \(output)" }
    }

    /// Types a line into the shell.
    func type(_ line: String) throws {
        try run(["send-keys", "-t", "e2e", "-l", line])
        try run(["send-keys", "-t", "e2e", "Enter"])
    }

    /// Presses keys, named as tmux names them (`Right`, `C-c`, `q`).
    func press(_ keys: String...) throws {
        try run(["send-keys", "-t", "e2e"] + keys)
    }

    /// What the pane shows now.
    func screen() throws -> String {
        try run(["capture-pane", "-t", "e2e", "-p"])
    }

    /// Resizes the pane.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "e2e", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Waits until the screen satisfies `condition` and returns it; after `timeout`
    /// returns the last screen, for the test to report.
    func waitFor(timeout: Duration = Tmux.patience, _ condition: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var last = ""
        while ContinuousClock.now < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return last
    }

    /// Waits as ``waitFor(timeout:_:)`` does, and records an issue with the last screen
    /// when `condition` never held: a wait the test goes on from must still be able to
    /// fail, never pass after the whole ``patience``.
    @discardableResult
    func expectScreen(
        _ what: String, timeout: Duration = Tmux.patience, sourceLocation: SourceLocation = #_sourceLocation, _ condition: (String) -> Bool
    ) throws -> String {
        let screen = try waitFor(timeout: timeout, condition)
        if !condition(screen) { Issue.record("the pane never showed \(what):\n\(screen)", sourceLocation: sourceLocation) }
        return screen
    }
}

/// Runs a program found on PATH with its output (and errors) written to a file, and
/// waits for it; returns its exit status. Nothing it forks can keep the caller waiting.
func spawn(_ arguments: [String], output: String) -> Int32 {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    // Nothing else of the test process goes to the child: a tmux server lives on as a
    // daemon, and a descriptor it inherited from another test running at the time (the
    // write end of a pipe whose reader waits for its end, as a Python server's standard
    // input does) would keep that test waiting until this server is killed.
    closeFrom(&actions, 3)
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    // The test process may block signals (the test runner does); the child must start
    // with none blocked and default handlers, or tmux ignores kill-server and `home`
    // never sees SIGTERM.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var pid: pid_t = 0
    let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, &argv, environ)
    guard spawned == 0 else { return -1 }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
}

/// Adds the action that closes every descriptor from `lowest` on in the child:
/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34 and later), looked up when the
/// process runs, as Swift's Glibc module does not declare it.
private func closeFrom(_ actions: inout posix_spawn_file_actions_t, _ lowest: Int32) {
    typealias AddCloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
    guard let symbol = addCloseFrom else { return }
    _ = unsafeBitCast(symbol, to: AddCloseFrom.self)(&actions, lowest)
}

/// The address of `posix_spawn_file_actions_addclosefrom_np`, when the C library has it.
nonisolated(unsafe) private let addCloseFrom: UnsafeMutableRawPointer? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
