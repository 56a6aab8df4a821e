import Essentials
import Foundation

/// One plain-http request over a socket, on a thread of its own that waits in `poll`:
/// no CPU is used while the server is silent, and cancelling the task wakes the thread
/// through a pipe, which closes the socket at once.
///
/// The thread connects (non-blocking, trying each address of the host within the
/// silence timeout), sends the request with `Connection: close`, and reads the answer
/// through a ``ResponseParser``, which holds every part of it to a limit. Every wait
/// ends at the silence timeout or at the request's deadline, whichever comes first.
final class SocketExchange: Sendable {
    private struct State {
        var cancelled = false
        var finished = false
    }

    private let method: String
    private let url: HTTPURL
    /// The request line, the header fields and the body.
    private let head: [UInt8]
    private let configuration: HTTPClientConfiguration
    /// When the whole request must be over.
    private let deadline: ContinuousClock.Instant
    private let wake: (read: Int32, write: Int32)
    private let state = Locked(State())
    private var request: String { "\(method) \(url)" }

    private init(
        method: String, url: HTTPURL, head: [UInt8], configuration: HTTPClientConfiguration, deadline: ContinuousClock.Instant,
        wake: (read: Int32, write: Int32)
    ) {
        self.method = method
        self.url = url
        self.head = head
        self.configuration = configuration
        self.deadline = deadline
        self.wake = wake
    }

    /// Runs one request and returns its answer, whatever the status.
    ///
    /// - Parameter deadline: When the request must be over, whatever comes.
    static func run(
        method: String = "GET", url: HTTPURL, headers: [(String, String)], body: [UInt8] = [], configuration: HTTPClientConfiguration,
        deadline: ContinuousClock.Instant
    ) async throws(HTTPClientError) -> HTTPResponse {
        guard let wake = Platform.makeWakePipe() else {
            throw HTTPClientError(.connectionFailed, "\(method) \(url) failed: cannot create a pipe (\(Platform.describe(errno)))")
        }
        let head = requestHead(method, url, headers, bodyLength: method == "GET" && body.isEmpty ? nil : body.count) + body
        let exchange = SocketExchange(method: method, url: url, head: head, configuration: configuration, deadline: deadline, wake: wake)
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
        do {
            let socket = try connect()
            defer { Platform.close(socket) }
            return .success(try converse(over: socket))
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
            throw HTTPClientError(.connectionFailed, "\(request) failed: cannot find the host \(url.bracketedHost): \(reason)")
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
                switch Platform.wait(for: socket, writing: true, wake: wake.read, milliseconds: milliseconds(until: silence)) {
                case .woken:
                    Platform.close(socket)
                    throw .cancelled(request: request)
                case .timedOut:
                    Platform.close(socket)
                    throw timeout(.connecting, silence: silence)
                case .ready:
                    let code = Platform.connectionError(socket)
                    if code == 0 { return socket }
                    Platform.close(socket)
                    failures.append(Platform.describe(code))
                }
            }
        }
        let reasons = Array(Set(failures)).sorted().joined(separator: "; ")
        throw HTTPClientError(
            .connectionFailed, "\(request) failed: cannot connect to \(url.bracketedHost) port \(url.port): \(reasons.isEmpty ? "no address" : reasons)")
    }

    // MARK: Talking

    private func converse(over socket: Int32) throws(HTTPClientError) -> HTTPResponse {
        try send(over: socket)
        var parser = ResponseParser(bodyLimit: configuration.maximumBodyBytes, refusesEncodedBodies: true)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var silence = ContinuousClock.now + configuration.silenceTimeout
        while true {
            switch Platform.wait(for: socket, writing: false, wake: wake.read, milliseconds: milliseconds(until: silence)) {
            case .woken:
                throw .cancelled(request: request)
            case .timedOut:
                guard ContinuousClock.now >= min(silence, deadline) else { continue }
                // Past the deadline, bytes may have come (interim heads, an endless head)
                // without an answer; after a silence, any byte means the answer had begun.
                let begun = deadline <= silence ? parser.status != 0 : parser.bytesReceived > 0
                throw timeout(begun ? .receiving(bytes: parser.body.count) : .waitingForAnswer, silence: silence)
            case .ready:
                let received = buffer.withUnsafeMutableBytes { Platform.receive(socket, into: $0) }
                switch received {
                case .wouldBlock:
                    continue
                case .failed(let code):
                    throw HTTPClientError(
                        .connectionLost, "\(request) failed after \(parser.bytesReceived) bytes of the answer: \(Platform.describe(code))")
                case .end:
                    do { try parser.finish() } catch { throw describe(error) }
                    return response(parser)
                case .bytes(let count):
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
                    if complete { return response(parser) }
                    // An answer that keeps coming is never silent: the deadline ends it.
                    if ContinuousClock.now >= deadline {
                        throw timeout(parser.status == 0 ? .waitingForAnswer : .receiving(bytes: parser.body.count), silence: deadline)
                    }
                }
            }
        }
    }

    private func send(over socket: Int32) throws(HTTPClientError) {
        var offset = 0
        var silence = ContinuousClock.now + configuration.silenceTimeout
        while offset < head.count {
            switch Platform.wait(for: socket, writing: true, wake: wake.read, milliseconds: milliseconds(until: silence)) {
            case .woken:
                throw .cancelled(request: request)
            case .timedOut:
                guard ContinuousClock.now >= min(silence, deadline) else { continue }
                throw timeout(.waitingForAnswer, silence: silence)
            case .ready:
                let sent = head.withUnsafeBytes { Platform.send(socket, UnsafeRawBufferPointer(rebasing: $0[offset...])) }
                if sent < 0 {
                    throw HTTPClientError(.connectionLost, "\(request) failed while sending the request: \(Platform.describe(Int32(-sent)))")
                }
                if sent > 0 {
                    offset += sent
                    silence = ContinuousClock.now + configuration.silenceTimeout
                }
                if ContinuousClock.now >= deadline { throw timeout(.waitingForAnswer, silence: deadline) }
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
                "\(request): the server sent the body compressed (Content-Encoding: \(encoding)), which home cannot decode over plain http; serve it uncompressed (home asks for Accept-Encoding: identity)")
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
