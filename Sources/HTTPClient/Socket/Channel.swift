/// A connected socket as an exchange reads and writes it: the socket itself for http,
/// TLS over it for https. Both never block: a step that cannot go on says what to wait
/// for, and the exchange waits for it in `poll`.
enum Channel {
    case plain(socket: Int32)
    case tls(socket: Int32, session: OpenSSL.Session)

    /// What a read or a write came to.
    enum Step {
        /// This many bytes were read or written.
        case done(Int)
        /// Wait until the socket can be read (`false`) or written (`true`), then again.
        case wait(writing: Bool)
        /// The server closed the connection.
        case closed
        /// The connection failed: why, in words.
        case failed(String)
    }

    /// The socket underneath, to wait on.
    var socket: Int32 {
        switch self {
        case .plain(let socket), .tls(let socket, _): socket
        }
    }

    /// Writes what it can of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) -> Step {
        switch self {
        case .plain(let socket):
            let sent = Platform.send(socket, bytes)
            if sent < 0 { return .failed(Platform.describe(Int32(-sent))) }
            return sent == 0 ? .wait(writing: true) : .done(sent)
        case .tls(_, let session):
            return Self.step(session.write(bytes))
        }
    }

    /// Reads what has arrived.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Step {
        switch self {
        case .plain(let socket):
            switch Platform.receive(socket, into: buffer) {
            case .bytes(let count): return .done(count)
            case .wouldBlock: return .wait(writing: false)
            case .end: return .closed
            case .failed(let code): return .failed(Platform.describe(code))
            }
        case .tls(_, let session):
            return Self.step(session.read(into: buffer))
        }
    }

    private static func step(_ step: OpenSSL.Step) -> Step {
        switch step {
        case .done(let count): .done(count)
        case .wait(let writing): .wait(writing: writing)
        case .closed: .closed
        case .failed(let reason): .failed(reason)
        }
    }
}
