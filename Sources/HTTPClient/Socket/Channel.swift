/// A connected socket as an exchange reads and writes it: the socket itself for http,
/// TLS over it for https. Both never block: a step that cannot go on says what to wait
/// for, and the exchange waits for it in `poll`.
enum Channel {
    case plain(socket: Int32)
    case tls(socket: Int32, session: OpenSSL.Session)

    /// What a read or a write came to: TLS's steps, which a plain socket's map onto.
    typealias Step = OpenSSL.Step

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
            return session.write(bytes)
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
            return session.read(into: buffer)
        }
    }

}
