import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `home` in a tmux pane whose shell is dash, for tests of the terminal it leaves
/// behind: dash keeps the terminal's settings as the program left them, so `stty -a` in
/// the pane shows them. `home` is started alone on its command line (a stopped job in a
/// list lets the rest of the list run) and its status asked for once it has ended.
final class DashPane {
    let tmux: Tmux
    let folder: URL
    /// `home`'s process.
    let pid: pid_t
    /// `stty -a` in the pane before `home` started.
    let sttyBefore: String
    private var sttyCount = 0

    static let header = "DynamicHome · Monday 16 November 2026"

    /// Starts `home` with `arguments` (shell words), after `prefix` (e.g. `TERM=dumb`).
    ///
    /// - Parameters:
    ///   - typeAhead: Keys pressed with the Enter that starts `home`, before it runs.
    ///   - ready: What the pane shows once `home` is ready for keys; `nil` waits for nothing.
    ///   - output: A file that gets every byte written to the pane from `home`'s start on.
    init(
        folder: URL, arguments: String, prefix: String = "", typeAhead: [String] = [], width: Int = 100, height: Int = 30,
        ready: String? = DashPane.header, binary: URL = HomeBinary.url, output: URL? = nil
    ) throws {
        self.folder = folder
        tmux = try Tmux(width: width, height: height, folder: folder, shell: Tmux.dash)
        try tmux.type("ulimit -c 0")
        sttyBefore = try Self.stty(tmux, folder: folder, name: "stty-before") ?? ""
        if let output { try tmux.run(["pipe-pane", "-t", "e2e", "-o", "cat >> '\(output.path)'"]) }
        try tmux.run(["send-keys", "-t", "e2e", "-l", "\(prefix) '\(binary.path)' \(arguments)"])
        try tmux.run(["send-keys", "-t", "e2e", "Enter"] + typeAhead)
        pid = try tmux.foregroundChild() ?? -1
        if let ready {
            // The first frame comes at once; the day's items follow.
            let screen = try tmux.waitFor { $0.contains(ready) && $0.contains("World News 24/7") }
            #expect(screen.contains(ready), "\(screen)")
        }
    }

    /// Runs `stty -a` in the pane and returns what it printed, or `nil` when the shell
    /// did not run it: a terminal left raw never hands it the line.
    func stty() throws -> String? {
        sttyCount += 1
        return try Self.stty(tmux, folder: folder, name: "stty-\(sttyCount)")
    }

    private static func stty(_ tmux: Tmux, folder: URL, name: String) throws -> String? {
        let file = folder.appendingPathComponent("\(name).txt")
        let jobs = Set(try tmux.shellChildren())
        try tmux.type("stty -a > \(name).tmp && mv \(name).tmp \(name).txt")
        let output = waitUntil { try? String(contentsOf: file, encoding: .utf8) }
        // The shell is idle again (a stopped job aside) before anything else is typed.
        waitUntil { (try? tmux.shellChildren()).map { Set($0) == jobs } ?? false }
        return output
    }

    /// Waits for `home` to end, then asks the shell for its exit status.
    ///
    /// - Returns: The status, or `nil` when `home` did not end or the shell did not answer.
    func exitStatus(timeout: Duration = Tmux.patience) throws -> Int? {
        guard waitUntil(timeout: timeout, { processState(pid) == nil }) else { return nil }
        try tmux.type("echo \"EXIT-\"$?")
        func status(_ screen: String) -> Int? {
            screen.split(separator: "\n").lazy.compactMap { line in
                line.hasPrefix("EXIT-") ? Int(line.dropFirst(5).trimmingCharacters(in: .whitespaces)) : nil
            }.first
        }
        return status(try tmux.waitFor { status($0) != nil })
    }

    /// Sends a signal to `home`.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }
}
