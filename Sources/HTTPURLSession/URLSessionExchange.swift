import Foundation
import HTTPClient
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request through `URLSession`, for https: a session of its own, redirects handed
/// back rather than followed (``HTTPClient`` follows them, with its own rules), the body
/// limit counted on decoded bytes as they arrive (on libcurl's thread, through an
/// ``ImmediateOperationQueue``), and a watchdog that cancels the task after a silence
/// or at the request's deadline.
///
/// libcurl holds the rest of the answer to limits of its own: 300 KB of heads (interim
/// ones included), 100 KB a header line; trailers it reads until the deadline.
struct URLSessionExchange: Sendable {
    var method = "GET"
    let url: HTTPURL
    let headers: [(String, String)]
    var body: [UInt8] = []
    let configuration: HTTPClientConfiguration
    /// When the whole request must be over.
    let deadline: ContinuousClock.Instant

    private var request: String { "\(method) \(url)" }

    func run() async throws(HTTPClientError) -> HTTPResponse {
        if Task.isCancelled { throw .cancelled(request: request) }
        guard let address = URL(string: url.requestText) else {
            throw HTTPClientError(.invalidURL, "\(request): Foundation cannot read this URL")
        }
        // URLSession's own timeouts are only a backstop, a second after the watchdog's:
        // on Linux they are whole seconds. Its request timeout is a limit on idleness;
        // the resource timeout, on the whole transfer, is the deadline's.
        let silence = Self.seconds(configuration.silenceTimeout) + 1
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = silence
        sessionConfiguration.timeoutIntervalForResource = Self.seconds(configuration.deadline) + 1
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        let collector = ResponseCollector(limit: configuration.maximumBodyBytes)
        let session = URLSession(configuration: sessionConfiguration, delegate: collector, delegateQueue: ImmediateOperationQueue())
        defer { session.finishTasksAndInvalidate() }
        var urlRequest = URLRequest(url: address, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: silence)
        urlRequest.httpMethod = method
        if !body.isEmpty { urlRequest.httpBody = Data(body) }
        for (name, value) in headers { urlRequest.setValue(value, forHTTPHeaderField: name) }
        let task = session.dataTask(with: urlRequest)

        Self.watch(collector, task, silence: configuration.silenceTimeout, deadline: deadline)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                collector.start(task, continuation: continuation)
            }
        } onCancel: {
            collector.cancel(task)
        }
        return try interpret(outcome)
    }

    private func interpret(_ outcome: ResponseCollector.Outcome) throws(HTTPClientError) -> HTTPResponse {
        switch outcome {
        case .cancelled:
            throw .cancelled(request: request)
        case .timedOut(let bytes):
            let stage: HTTPClientError.Stage = bytes.map { .receiving(bytes: $0) } ?? .waitingForAnswer
            throw .silence(stage, request: request, limit: configuration.silenceTimeout)
        case .overDeadline(let bytes):
            let stage: HTTPClientError.Stage = bytes.map { .receiving(bytes: $0) } ?? .waitingForAnswer
            throw .overDeadline(stage, request: request, limit: configuration.deadline)
        case .tooLarge(let declared):
            throw .tooLarge(request: request, limit: configuration.maximumBodyBytes, declared: declared)
        case .failed(let error):
            let nsError = error as NSError
            if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
                throw .silence(.waitingForAnswer, request: request, limit: configuration.silenceTimeout)
            }
            if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorCancelled {
                throw .cancelled(request: request)
            }
            let connecting = [NSURLErrorCannotConnectToHost, NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed]
            let kind: HTTPClientError.Kind = connecting.contains(nsError.code) ? .connectionFailed : .connectionLost
            throw HTTPClientError(kind, "\(request) failed: \(nsError.localizedDescription)")
        case .answered(let status, let headers, let body):
            return HTTPResponse(status: status, headers: headers, body: body, url: url)
        }
    }
}

extension URLSessionExchange {
    /// The watchdog: stops the task when it has been silent for `silence`, or at
    /// `deadline`, and looks again until the outcome is decided. It runs on Dispatch's
    /// global queue, not in a task: Swift's cooperative threads may all be busy (blocked
    /// by a caller) when it is time.
    static func watch(_ collector: ResponseCollector, _ task: URLSessionDataTask, silence: Duration, deadline: ContinuousClock.Instant) {
        guard let endOfSilence = collector.endOfSilence(silence) else { return }
        let end = min(endOfSilence, deadline)
        let wait = end - ContinuousClock.now
        guard wait > .zero else {
            collector.timeOut(task, overDeadline: deadline <= endOfSilence)
            return
        }
        let (seconds, attoseconds) = wait.components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000) + 1
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            watch(collector, task, silence: silence, deadline: deadline)
        }
    }

    /// A duration in whole seconds, rounded up, as URLSession's timeouts take it.
    static func seconds(_ duration: Duration) -> Double {
        (Double(HTTPClientConfiguration.milliseconds(duration)) / 1000).rounded(.up)
    }
}
