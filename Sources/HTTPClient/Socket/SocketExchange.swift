import Diagnostics
import Essentials
import Foundation

/// One request over a socket (with TLS through ``OpenSSL`` for https), on a thread of
/// its own that waits in `poll`: no CPU is used while the server is silent, and
/// cancelling the task wakes the thread through a pipe, which closes the socket at once.
///
/// The thread connects (non-blocking, trying each address of the host within the
/// silence timeout), sends the request with `Connection: close`, and reads the answer
/// through a ``ResponseParser``, which holds every part of it to a limit. Every wait
/// from connecting on ends at the silence timeout or at the request's deadline,
/// whichever comes first; looking the host up (`getaddrinfo`) is the system's, and
/// blocks as long as its resolver does.
final class SocketExchange: Sendable {
    private struct State {
        var cancelled = false
        var finished = false
        /// Whether a stream's 2xx head was handed on: its body then has no deadline.
        var streaming = false
    }

    private let method: String
    private let url: HTTPURL
    /// The request line, the header fields and the body.
    private let head: [UInt8]
    private let configuration: HTTPClientConfiguration
    /// When the whole request must be over (a stream's: its head).
    private let requestDeadline: ContinuousClock.Instant
    /// Who takes a stream's head and body as they arrive, when the request is a stream.
    let receiver: HTTPStreamReceiver?
    private let wake: (read: Int32, write: Int32)
    private let state = Locked(State())
    private var request: String { "\(method) \(url)" }

    private init(
        method: String, url: HTTPURL, head: [UInt8], configuration: HTTPClientConfiguration, deadline: ContinuousClock.Instant,
        wake: (read: Int32, write: Int32), receiver: HTTPStreamReceiver?
    ) {
        self.method = method
        self.url = url
        self.head = head
        self.configuration = configuration
        self.requestDeadline = deadline
        self.wake = wake
        self.receiver = receiver
    }

    /// When the request must be over: its deadline, or none once a stream's body flows
    /// (its silence timeout alone bounds it then).
    private var deadline: ContinuousClock.Instant {
        state.withLock(\.streaming) ? ContinuousClock.now.advanced(by: .seconds(365 * 86_400)) : requestDeadline
    }

    /// Marks the stream's body as flowing.
    func startStreaming() {
        state.withLock { $0.streaming = true }
    }

    /// Whether a stream's body flows.
    var isStreaming: Bool { state.withLock(\.streaming) }

    /// Runs one request and returns its answer, whatever the status.
    ///
    /// - Parameters:
    ///   - deadline: When the request must be over, whatever comes (a stream's head).
    ///   - receiver: Who takes a stream's head and body as they arrive; `nil` for an
    ///     answer read whole.
    static func run(
        method: String = "GET", url: HTTPURL, headers: [(String, String)], body: [UInt8] = [], configuration: HTTPClientConfiguration,
        deadline: ContinuousClock.Instant, receiver: HTTPStreamReceiver? = nil
    ) async throws(HTTPClientError) -> HTTPResponse {
        guard let wake = Platform.makeWakePipe() else {
            throw HTTPClientError(.connectionFailed, "\(method) \(url) failed: cannot create a pipe (\(Platform.describe(errno)))")
        }
        let head = requestHead(method, url, headers, bodyLength: method == "GET" && body.isEmpty ? nil : body.count) + body
        let exchange = SocketExchange(
            method: method, url: url, head: head, configuration: configuration, deadline: deadline, wake: wake, receiver: receiver)
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<HTTPResponse, HTTPClientError>, Never>) in
                let thread = Thread { continuation.resume(returning: exchange.perform()) }
                thread.name = "home http"
                thread.start()
            }
        } onCancel: {
            exchange.cancel()
        }
        return try result.get()
    }

    /// The request line and header fields, with the body's `Content-Length` when there
    /// is one. Compressed bodies are not asked for: nothing here can decode them.
    static func requestHead(_ method: String = "GET", _ url: HTTPURL, _ headers: [(String, String)], bodyLength: Int? = nil) -> [UInt8] {
        var text = "\(method) \(url.target) HTTP/1.1\r\nHost: \(url.hostHeader)\r\nUser-Agent: DynamicHome\r\n"
        text += "Accept-Encoding: identity\r\nConnection: close\r\n"
        if let bodyLength { text += "Content-Length: \(bodyLength)\r\n" }
        for (name, value) in headers {
            text += name + ": " + value.filter { $0 != "\r" && $0 != "\n" } + "\r\n"
        }
        return Array((text + "\r\n").utf8)
    }

    /// Wakes the thread, which closes the socket and reports the cancellation.
    private func cancel() {
        state.withLock { state in
            guard !state.finished else { return }
            state.cancelled = true
            Platform.wake(wake.write)
        }
    }

    private var isCancelled: Bool { state.withLock { $0.cancelled } }

    private func perform() -> Result<HTTPResponse, HTTPClientError> {
        defer {
            state.withLock { $0.finished = true }
            Platform.close(wake.read)
            Platform.close(wake.write)
        }
        BrokenPipe.blockOnThisThread()
        do {
            let socket = try connect()
            defer { Platform.close(socket) }
            let channel = url.scheme == .https ? Channel.tls(socket: socket, session: try secure(socket)) : .plain(socket: socket)
            return .success(try converse(over: channel))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Connecting

    private func connect() throws(HTTPClientError) -> Int32 {
        if isCancelled { throw .cancelled(request: request) }
        let addresses: [Platform.Address]
        switch Platform.resolve(host: url.host, port: url.port) {
        case .found(let found): addresses = found
        case .failed(let reason):
            throw HTTPClientError(.connectionFailed, "\(request) failed: cannot find the host \(host): \(reason)")
        }
        if isCancelled { throw .cancelled(request: request) }
        let silence = ContinuousClock.now + configuration.silenceTimeout
        var failures: [String] = []
        for address in addresses {
            switch Platform.startConnecting(to: address) {
            case .failed(let code):
                failures.append(Platform.describe(code))
            case .started(let socket, let inProgress):
                if !inProgress { return socket }
                do {
                    try wait(for: socket, writing: true, silence: silence) { _ in .connecting }
                } catch {
                    Platform.close(socket)
                    throw error
                }
                let code = Platform.connectionError(socket)
                if code == 0 { return socket }
                Platform.close(socket)
                failures.append(Platform.describe(code))
            }
        }
        let reasons = Array(Set(failures)).sorted().joined(separator: "; ")
        throw HTTPClientError(
            .connectionFailed, "\(request) failed: cannot connect to \(host) port \(url.port): \(reasons.isEmpty ? "no address" : reasons)")
    }

    /// The host as messages name it: cut as a URL is (a host can be any length).
    private var host: String { Excerpt.of(url.bracketedHost, width: HTTPURL.shownWidth) }

    /// Sets up TLS over the connected socket: the handshake, which checks the server's
    /// certificate and name, within the silence timeout and the deadline.
    private func secure(_ socket: Int32) throws(HTTPClientError) -> OpenSSL.Session {
        let session: OpenSSL.Session
        switch OpenSSL.Session.make(socket: socket, host: url.host, authorities: configuration.certificateAuthorities) {
        case .success(let made): session = made
        case .failure(let failure): throw HTTPClientError(.insecure, "\(request) failed: \(failure.reason)")
        }
        let silence = ContinuousClock.now + configuration.silenceTimeout
        while true {
            if isCancelled { throw .cancelled(request: request) }
            switch session.handshake() {
            case .done:
                return session
            case .wait(let writing):
                try wait(for: socket, writing: writing, silence: silence) { _ in .connecting }
            case .closed:
                throw HTTPClientError(.connectionLost, "\(request) failed: the server closed the connection during the TLS handshake")
            case .failed(let reason):
                throw HTTPClientError(.insecure, "\(request) failed: \(reason)")
            }
        }
    }

    // MARK: Talking

    private func converse(over channel: Channel) throws(HTTPClientError) -> HTTPResponse {
        try send(over: channel)
        var parser = ResponseParser(bodyLimit: configuration.maximumBodyBytes, refusesEncodedBodies: true)
        parser.streamsSuccess = receiver != nil
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var silence = ContinuousClock.now + configuration.silenceTimeout
        while true {
            if isCancelled { throw .cancelled(request: request) }
            switch buffer.withUnsafeMutableBytes({ channel.read(into: $0) }) {
            case .wait(let writing):
                try wait(for: channel.socket, writing: writing, silence: silence) { overDeadline in
                    // Past the deadline, bytes may have come (interim heads, an endless
                    // head) without an answer; after a silence, any byte means it had begun.
                    let begun = overDeadline ? parser.status != 0 : parser.bytesReceived > 0
                    return begun ? .receiving(bytes: parser.bodyBytesReceived) : .waitingForAnswer
                }
            case .failed(let reason):
                throw HTTPClientError(.connectionLost, "\(request) failed after \(parser.bytesReceived) bytes of the answer: \(reason)")
            case .closed:
                do { try parser.finish() } catch { throw describe(error) }
                _ = deliver(&parser)
                return response(parser)
            case .done(let count):
                silence = ContinuousClock.now + configuration.silenceTimeout
                var failure: ResponseParser.Failure?
                let complete = buffer.withUnsafeBytes { bytes -> Bool in
                    do throws(ResponseParser.Failure) {
                        return try parser.feed(UnsafeRawBufferPointer(rebasing: bytes[0..<count]))
                    } catch {
                        failure = error
                        return false
                    }
                }
                if let failure { throw describe(failure) }
                if !deliver(&parser) { return response(parser) }
                if complete { return response(parser) }
                // An answer that keeps coming is never silent: the deadline ends it.
                if ContinuousClock.now >= deadline {
                    throw timeout(parser.status == 0 ? .waitingForAnswer : .receiving(bytes: parser.bodyBytesReceived), silence: deadline)
                }
            }
        }
    }

    private func send(over channel: Channel) throws(HTTPClientError) {
        var offset = 0
        var silence = ContinuousClock.now + configuration.silenceTimeout
        while offset < head.count {
            if isCancelled { throw .cancelled(request: request) }
            switch head.withUnsafeBytes({ channel.write(UnsafeRawBufferPointer(rebasing: $0[offset...])) }) {
            case .wait(let writing):
                try wait(for: channel.socket, writing: writing, silence: silence) { _ in .waitingForAnswer }
            case .failed(let reason):
                throw HTTPClientError(.connectionLost, "\(request) failed while sending the request: \(reason)")
            case .closed:
                throw HTTPClientError(.connectionLost, "\(request) failed while sending the request: the server closed the connection")
            case .done(let sent):
                offset += sent
                silence = ContinuousClock.now + configuration.silenceTimeout
                if ContinuousClock.now >= deadline { throw timeout(.waitingForAnswer, silence: deadline) }
            }
        }
    }

    /// Waits until the socket can be written (or read), in `poll`.
    ///
    /// - Parameter stage: How far the request had got, if the wait runs out: past the
    ///   deadline (`true`) or after a silence.
    /// - Throws: At cancellation, at the end of the silence, or at the deadline.
    private func wait(
        for socket: Int32, writing: Bool, silence: ContinuousClock.Instant, stage: (_ overDeadline: Bool) -> HTTPClientError.Stage
    ) throws(HTTPClientError) {
        while true {
            switch Platform.wait(for: socket, writing: writing, wake: wake.read, milliseconds: milliseconds(until: silence)) {
            case .woken:
                throw .cancelled(request: request)
            case .ready:
                return
            case .timedOut:
                guard ContinuousClock.now >= min(silence, deadline) else { continue }
                throw timeout(stage(deadline <= silence), silence: silence)
            }
        }
    }

    private func response(_ parser: ResponseParser) -> HTTPResponse {
        HTTPResponse(status: parser.status, headers: parser.headers, body: parser.body, url: url)
    }

    private func describe(_ failure: ResponseParser.Failure) -> HTTPClientError {
        switch failure {
        case .malformed(let reason):
            HTTPClientError(.malformedResponse, "\(request): \(reason)")
        case .tooLarge(let declared):
            .tooLarge(request: request, limit: configuration.maximumBodyBytes, declared: declared)
        case .unsupportedEncoding(let encoding):
            HTTPClientError(
                .unsupportedEncoding,
                "\(request): the server sent the body compressed (Content-Encoding: \(Excerpt.of(encoding))), which home does not decode; serve it uncompressed (home asks for Accept-Encoding: identity)")
        case .endedEarly(let reason):
            HTTPClientError(.connectionLost, "\(request) failed: \(reason)")
        }
    }

    /// How long to wait: until the silence ends or the deadline passes, whichever is first.
    private func milliseconds(until silence: ContinuousClock.Instant) -> Int {
        HTTPClientConfiguration.milliseconds(max(.zero, min(silence, deadline) - ContinuousClock.now))
    }

    /// The error of a wait that ran out: the deadline's when it came before the end of
    /// the silence, else the silence's.
    private func timeout(_ stage: HTTPClientError.Stage, silence: ContinuousClock.Instant) -> HTTPClientError {
        deadline <= silence
            ? .overDeadline(stage, request: request, limit: configuration.deadline)
            : .silence(stage, request: request, limit: configuration.silenceTimeout)
    }
}
