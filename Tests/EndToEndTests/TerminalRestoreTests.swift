import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

extension InTmux {
    /// `home` gives the terminal back, however it stops or ends: its settings (`stty -a` in
    /// the pane), the main screen, the cursor and mouse reporting (as tmux keeps them).
    @Suite("home gives the terminal back", .enabled(if: Tmux.isAvailable && Tmux.hasDash, "tmux or dash is not installed"))
    final class TerminalRestoreTests {
        let folder: URL
        let toggles: URL

        deinit {
            try? FileManager.default.removeItem(at: folder)
        }

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("home-restore-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            toggles = folder.appendingPathComponent("FeatureToggles.json")
            try InteractiveTests.writeToggles(template: "list", to: toggles)
        }

        func start() throws -> DashPane {
            let pane = try DashPane(folder: folder, arguments: "--toggles '\(toggles.path)'")
            #expect(try pane.tmux.waitForModes(.session) == .session)
            return pane
        }

        /// The pane after `home` stopped or ended: the settings it had before, the main
        /// screen, the cursor shown, no mouse reports.
        ///
        /// - Returns: Whether all of it held.
        @discardableResult
        func expectRestored(_ pane: DashPane, _ when: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
            let modes = try pane.tmux.waitForModes(.restored)
            #expect(modes == .restored, "\(when): \(modes)", sourceLocation: sourceLocation)
            let stty = try pane.stty()
            #expect(stty != nil, "\(when): the shell never ran stty: the terminal was left raw", sourceLocation: sourceLocation)
            #expect(stty == nil || stty == pane.sttyBefore, "\(when): stty -a differs:\n\(stty ?? "")", sourceLocation: sourceLocation)
            return modes == .restored && stty == pane.sttyBefore
        }

        /// `home` after `fg`: the session's screen again, and keys arrive one by one (raw mode).
        ///
        /// - Returns: Whether all of it held.
        @discardableResult
        func expectRespondsToKeys(_ pane: DashPane, _ when: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Bool {
            let modes = try pane.tmux.waitForModes(.session)
            #expect(modes == .session, "\(when): \(modes)", sourceLocation: sourceLocation)
            try pane.tmux.press("?")
            let help = try pane.tmux.waitFor { $0.contains("next template, with a cross-fade") }
            #expect(help.contains("next template, with a cross-fade"), "\(when): no help after '?':\n\(help)", sourceLocation: sourceLocation)
            try pane.tmux.press("?")
            let closed = try pane.tmux.waitFor { !$0.contains("next template, with a cross-fade") && $0.contains("DynamicHome · ") }
            #expect(!closed.contains("next template, with a cross-fade"), "\(when): help stayed:\n\(closed)", sourceLocation: sourceLocation)
            return modes == .session && help.contains("next template, with a cross-fade") && !closed.contains("next template, with a cross-fade")
        }

        @Test func twentyCtrlZAndFgCyclesEachGiveTheTerminalBackAndTakeItAgain() throws {
            let pane = try start()
            for cycle in 1...21 {
                // The last cycle is a SIGTSTP from outside, which stops `home` as ctrl-z does.
                let how = cycle <= 20 ? "ctrl-z \(cycle)" : "SIGTSTP"
                if cycle <= 20 { try pane.tmux.press("C-z") } else { pane.send(SIGTSTP) }
                let stopped = waitUntil { processState(pane.pid) == "T" }
                try #require(stopped, "\(how): home did not stop")
                // One broken cycle is enough to see; the next would only wait out timeouts.
                guard try expectRestored(pane, how) else { break }
                try pane.tmux.type("fg")
                guard try expectRespondsToKeys(pane, "fg after \(how)") else { break }
            }
            try pane.tmux.press("q")
            #expect(try pane.exitStatus() == 0)
            try expectRestored(pane, "after q")
        }

        /// Toggles files that once held up the main actor for minutes (a REGEX of 40 nested
        /// case-insensitive classes, four nested `{1000}` repetitions of an empty group), and
        /// one of 5,000 such toggles: whatever the file holds, SIGTERM and `q` end `home`
        /// within a second, with the terminal given back.
        @Test(arguments: ["SIGTERM", "q"])
        func whateverTheTogglesFileHoldsTheSessionEndsPromptly(how: String) throws {
            let pane = try start()
            let nested = String(repeating: "[", count: 40) + "a" + String(repeating: "]", count: 40) + "b"
            let repeated = "(?:(?:(?:(?:(?:)(?:)){1000}){1000}){1000}){1000}"
            var hostile: [String: Any] = [:]
            for index in 0..<5000 {
                hostile["hostile.\(index)"] = [
                    "strategies": [["name": "default", "constraints": [
                        ["contextName": "userId", "operator": "REGEX", "caseInsensitive": true, "value": index % 2 == 0 ? nested : repeated]
                    ]]]
                ]
            }
            hostile["home.template"] = ["strategies": [["name": "default", "variants": [["name": "grid"]], "constraints": [
                ["contextName": "sessionId", "operator": "REGEX", "caseInsensitive": true, "value": nested]
            ]]]]
            try JSONSerialization.data(withJSONObject: ["version": 1, "toggles": hostile]).write(to: toggles)
            // The reload is read and tried off the main actor; let it start.
            Thread.sleep(forTimeInterval: 1.5)
            if how == "q" { try pane.tmux.press("q") } else { pane.send(SIGTERM) }
            let status = try pane.exitStatus()
            #expect(status == (how == "q" ? 0 : 128 + Int(SIGTERM)), "\(how): \(String(describing: status))")
            if status == nil {
                pane.send(SIGKILL)
                return
            }
            try expectRestored(pane, how)
        }

        /// Signals whose default action ends a process, sent from outside: each restores the
        /// terminal and ends `home` with 128 + the signal's number.
        @Test(arguments: [SIGUSR1, SIGQUIT, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGPIPE, SIGXCPU, SIGXFSZ, SIGSYS])
        func aSignalThatEndsTheProcessRestoresTheTerminalFirst(_ signal: Int32) throws {
            let pane = try start()
            pane.send(signal)
            let status = try pane.exitStatus()
            let screen = try pane.tmux.screen()
            #expect(status == 128 + Int(signal), "signal \(signal): \(String(describing: status)); \(screen)")
            if status == nil {
                pane.send(SIGKILL)
                return
            }
            try expectRestored(pane, "signal \(signal)")
        }
    }
}
