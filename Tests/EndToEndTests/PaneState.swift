import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Tmux {
    /// The modes a program set on the pane's terminal, as tmux keeps them.
    struct Modes: Equatable, CustomStringConvertible {
        var alternateScreen: Bool
        var cursorVisible: Bool
        /// Any mouse reporting (standard, button, any-motion, SGR).
        var mouse: Bool

        /// The terminal as a shell expects it: main screen, cursor shown, no mouse reports.
        static let restored = Modes(alternateScreen: false, cursorVisible: true, mouse: false)
        /// The terminal as `home` takes it.
        static let session = Modes(alternateScreen: true, cursorVisible: false, mouse: true)

        var description: String {
            "alternate screen \(alternateScreen ? "on" : "off"), cursor \(cursorVisible ? "shown" : "hidden"), mouse \(mouse ? "on" : "off")"
        }
    }

    /// A format of the pane, as `display-message -p` prints it.
    func format(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "e2e", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The pane's terminal modes now.
    func modes() throws -> Modes {
        let flags = try format("#{alternate_on} #{cursor_flag} #{mouse_standard_flag}#{mouse_button_flag}#{mouse_any_flag}#{mouse_sgr_flag}")
            .split(separator: " ")
        return Modes(alternateScreen: flags[0] == "1", cursorVisible: flags[1] == "1", mouse: flags[2].contains("1"))
    }

    /// Waits until the pane's modes are `expected` and returns the last seen (tmux reads
    /// what a program wrote a moment after it wrote it).
    func waitForModes(_ expected: Modes, timeout: Duration = Tmux.patience) throws -> Modes {
        let deadline = ContinuousClock.now + timeout
        var last = try modes()
        while last != expected, ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            last = try modes()
        }
        return last
    }

    /// The processes the pane's shell runs now (its children).
    func shellChildren() throws -> [pid_t] {
        let shell = try format("#{pane_pid}")
        let children = (try? String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)) ?? ""
        return children.split(separator: " ").compactMap { pid_t($0) }
    }

    /// The process the pane's shell runs now, once it runs one.
    func foregroundChild(timeout: Duration = Tmux.patience) throws -> pid_t? {
        waitUntil(timeout: timeout) { (try? shellChildren())?.first }
    }
}

/// A process's state letter from /proc (R running, S sleeping, T stopped, Z zombie), or
/// `nil` once it is gone.
func processState(_ pid: pid_t) -> Character? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return nil }
    return stat[close...].dropFirst().first { $0 != " " }
}

/// How many bytes a process has read so far (`rchar` of /proc/PID/io), or `nil` when
/// the system does not say.
func bytesRead(by pid: pid_t) -> Int? {
    guard let io = try? String(contentsOfFile: "/proc/\(pid)/io", encoding: .utf8) else { return nil }
    return io.split(separator: "\n").first { $0.hasPrefix("rchar:") }.flatMap { Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces)) }
}

/// Polls `value` until it gives something or `timeout` passes.
func waitUntil<T>(timeout: Duration = Tmux.patience, _ value: () -> T?) -> T? {
    let deadline = ContinuousClock.now + timeout
    while true {
        if let result = value() { return result }
        if ContinuousClock.now >= deadline { return nil }
        Thread.sleep(forTimeInterval: 0.02)
    }
}

/// Polls `condition` until it holds or `timeout` passes; returns whether it held.
@discardableResult
func waitUntil(timeout: Duration = Tmux.patience, _ condition: () -> Bool) -> Bool {
    waitUntil(timeout: timeout) { condition() ? true : nil } ?? false
}
