@testable import HomeCommandLine
import DynamicHome
import Essentials
import Foundation
import Testing
import TestThreads

/// The session's reading thread decodes input off the main actor and, once the session
/// is asked to end, ends it itself if the main actor does not within the grace period.
/// Each test waits on semaphores, on a thread of its own.
@Suite("The reading thread and its watchdog", .threadOfItsOwn)
struct InputReaderTests {
    /// Whether `semaphore` is signalled within two minutes: what the reading thread does
    /// comes at once, however busy the machine.
    static func signalled(_ semaphore: DispatchSemaphore) -> Bool {
        semaphore.wait(timeout: .now() + 120) == .success
    }

    /// A reader on pipes, whose events and watchdog calls are collected; the "session"
    /// never takes the events, as a main actor that is stuck would not, unless it is made
    /// to end as soon as a signal is delivered.
    final class Rig: Sendable {
        let input: (read: Int32, write: Int32)
        let signals: (read: Int32, write: Int32)
        let events = Locked<[TerminalSession.Event]>([])
        let endedWith = Locked<Int32?>(nil)
        let watchdog = DispatchSemaphore(value: 0)
        let delivered = DispatchSemaphore(value: 0)
        let reader: InputReader

        init(sessionEndsOnSignal: Bool = false) {
            var fds: [Int32] = [0, 0]
            _ = pipe(&fds)
            input = (fds[0], fds[1])
            _ = pipe(&fds)
            signals = (fds[0], fds[1])
            let endedWith = self.endedWith
            let watchdog = self.watchdog
            let reader = InputReader(input: input.read) { status in
                endedWith.withLock { $0 = status }
                watchdog.signal()
            }
            self.reader = reader
            let events = self.events
            let delivered = self.delivered
            reader.start(signalPipe: signals.read, isQuit: { KeyBindings.standard.command(for: $0, on: .session) == .quit }) { event in
                // As a session does once it has ended, here before the grace can begin.
                if sessionEndsOnSignal, case .signal = event { reader.sessionEnded() }
                events.withLock { $0.append(event) }
                delivered.signal()
            }
        }

        func type(_ text: String) { _ = Array(text.utf8).withUnsafeBytes { write(input.write, $0.baseAddress, $0.count) } }
        func send(_ signal: Int32) {
            var byte = UInt8(signal)
            _ = write(signals.write, &byte, 1)
        }
    }

    @Test func keysAreDecodedOnTheThreadAndALoneEscapeBecomesTheEscapeKey() {
        let rig = Rig()
        rig.type("j\u{1B}[B\u{1B}")
        #expect(Self.signalled(rig.delivered))
        #expect(Self.signalled(rig.delivered))
        let keys = rig.events.withLock { $0 }.flatMap { event -> [TerminalInput] in
            if case .inputs(let inputs) = event { inputs } else { [] }
        }
        #expect(keys == [.key(.character("j")), .key(.down), .key(.escape)])
        #expect(rig.endedWith.withLock { $0 } == nil)
    }

    @Test(arguments: [("q", Int32(0)), ("\u{03}", Int32(0))])
    func aQuitKeyEndsTheProcessWhenTheSessionCannot(key: String, status: Int32) {
        let rig = Rig()
        rig.type("jj" + key)
        #expect(Self.signalled(rig.watchdog))
        #expect(rig.endedWith.withLock { $0 } == status)
    }

    @Test(arguments: [SIGTERM, SIGINT, SIGHUP])
    func aSignalThatEndsTheSessionEndsTheProcessWhenTheSessionCannot(signal: Int32) {
        let rig = Rig()
        rig.send(signal)
        #expect(Self.signalled(rig.watchdog))
        #expect(rig.endedWith.withLock { $0 } == 128 + signal)
    }

    @Test func aSessionThatEndsByItselfIsLeftToEnd() {
        // The session ends as the signal is delivered, not some time after (which a busy
        // machine could make longer than the grace).
        let rig = Rig(sessionEndsOnSignal: true)
        rig.send(SIGTERM)
        #expect(Self.signalled(rig.delivered))
        // Three times the grace passes without the watchdog acting.
        #expect(InputReader.grace == .milliseconds(500))
        #expect(rig.watchdog.wait(timeout: .now() + 1.5) == .timedOut)
        #expect(rig.endedWith.withLock { $0 } == nil)
    }

    @Test func theEndOfInputEndsTheSession() {
        let rig = Rig()
        close(rig.input.write)
        #expect(Self.signalled(rig.watchdog))
        #expect(rig.endedWith.withLock { $0 } == 0)
        #expect(rig.events.withLock { $0 }.contains { if case .inputClosed = $0 { true } else { false } })
    }
}
