#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every socket call of the HTTP client, in one place: name resolution, non-blocking
/// connect, `poll` with a wake-up pipe, send, receive and close.
enum Platform {
    /// One address to connect to, as `getaddrinfo` gave it.
    struct Address {
        var family: Int32
        var storage: sockaddr_storage
        var length: socklen_t
    }

    /// What a wait on a socket saw.
    enum Readiness {
        /// The socket can be read or written (or has an error to collect).
        case ready
        /// The wake-up pipe was written: the request was cancelled.
        case woken
        /// The time ran out.
        case timedOut
    }

    /// What resolving a host gave.
    enum Resolution {
        case found([Address])
        /// The resolver's message.
        case failed(String)
    }

    /// The addresses of `host`, IPv6 and IPv4, in the resolver's order.
    static func resolve(host: String, port: Int) -> Resolution {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failed(String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(first) }
        var addresses: [Address] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let current = node {
            var storage = sockaddr_storage()
            let length = min(Int(current.pointee.ai_addrlen), MemoryLayout<sockaddr_storage>.size)
            withUnsafeMutableBytes(of: &storage) { target in
                target.copyMemory(from: UnsafeRawBufferPointer(start: current.pointee.ai_addr, count: length))
            }
            addresses.append(Address(family: current.pointee.ai_family, storage: storage, length: socklen_t(length)))
            node = current.pointee.ai_next
        }
        return .found(addresses)
    }

    /// What starting a connection gave.
    enum Connecting {
        /// A socket, connected or still connecting.
        case started(socket: Int32, inProgress: Bool)
        /// errno.
        case failed(Int32)
    }

    /// Opens a non-blocking, close-on-exec stream socket and starts connecting it.
    ///
    static func startConnecting(to address: Address) -> Connecting {
        let descriptor = socket(address.family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failed(errno) }
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            let error = errno
            close(descriptor)
            return .failed(error)
        }
        var storage = address.storage
        let result = withUnsafePointer(to: &storage) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, address.length) }
        }
        if result == 0 { return .started(socket: descriptor, inProgress: false) }
        let error = errno
        if error == EINPROGRESS { return .started(socket: descriptor, inProgress: true) }
        close(descriptor)
        return .failed(error)
    }

    /// The outcome of a non-blocking connect: 0 when connected, else errno.
    static func connectionError(_ descriptor: Int32) -> Int32 {
        var error: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &error, &length) == 0 else { return errno }
        return error
    }

    /// Waits until `descriptor` can be written (or read), the wake-up pipe is written,
    /// or `milliseconds` pass. Interrupted waits go on.
    static func wait(for descriptor: Int32, writing: Bool, wake: Int32, milliseconds: Int) -> Readiness {
        var fields = [
            pollfd(fd: descriptor, events: Int16(writing ? POLLOUT : POLLIN), revents: 0),
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let count = poll(&fields, nfds_t(fields.count), Int32(clamping: max(0, milliseconds)))
            if count < 0, errno == EINTR { continue }
            if fields[1].revents != 0 { return .woken }
            if count == 0 { return .timedOut }
            return .ready
        }
    }

    /// Sends what it can without blocking.
    ///
    /// - Returns: The bytes sent, 0 when the socket would block, or `-errno`.
    static func send(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
        let sent = Glibc.send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
        if sent >= 0 { return sent }
        let error = errno
        return error == EAGAIN || error == EWOULDBLOCK || error == EINTR ? 0 : -Int(error)
    }

    /// What a receive got.
    enum Received {
        case bytes(Int)
        case wouldBlock
        case end
        case failed(Int32)
    }

    /// Receives what is there without blocking.
    static func receive(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Received {
        let count = recv(descriptor, buffer.baseAddress, buffer.count, 0)
        if count > 0 { return .bytes(count) }
        if count == 0 { return .end }
        let error = errno
        return error == EAGAIN || error == EWOULDBLOCK || error == EINTR ? .wouldBlock : .failed(error)
    }

    /// Closes a descriptor.
    static func close(_ descriptor: Int32) {
        _ = Glibc.close(descriptor)
    }

    /// A pipe whose write end wakes a ``wait(for:writing:wake:milliseconds:)``.
    static func makeWakePipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return (ends[0], ends[1])
    }

    /// Writes one byte to a wake-up pipe.
    static func wake(_ descriptor: Int32) {
        var byte: UInt8 = 1
        _ = write(descriptor, &byte, 1)
    }

    /// Whether `host` is an IPv4 or IPv6 address rather than a name.
    static func isIPAddress(_ host: String) -> Bool {
        var address = in6_addr()
        return inet_pton(AF_INET, host, &address) == 1 || inet_pton(AF_INET6, host, &address) == 1
    }

    /// The system's description of errno `code`.
    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
