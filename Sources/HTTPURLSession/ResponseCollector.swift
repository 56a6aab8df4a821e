import Essentials
import Foundation
import HTTPClient
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Receives one task's response as it arrives and hands the outcome to one waiting
/// continuation, exactly once.
///
/// It is a `URLSessionDataDelegate`, so an `NSObject`; its state is behind a lock,
/// because URLSession calls it on its own thread while the waiting task may cancel and
/// the watchdog may time it out. It counts the bytes URLSession hands over, which are
/// decoded when the body was compressed, keeps none past the limit, and stops there.
/// URLSession calls it through an ``ImmediateOperationQueue``, so that each piece is
/// counted before the next is read.
///
/// A stop (the limit, a silence, the deadline, a cancellation) ends the wait at once and
/// cancels the task behind it: URLSession on Linux can take long to stop (its queue
/// stays busy while libcurl reads an answer without end), but nothing waits for it.
final class ResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    enum Outcome: Sendable {
        case answered(status: Int, headers: HTTPHeaders, body: [UInt8])
        case failed(any Error)
        case tooLarge(declared: Int?)
        /// Silent for too long, after this many body bytes (`nil`: before the head).
        case timedOut(bytes: Int?)
        /// Past the request's deadline, after this many body bytes (`nil`: before the head).
        case overDeadline(bytes: Int?)
        case cancelled
    }

    private struct Progress {
        var continuation: CheckedContinuation<Outcome, Never>?
        var status = 0
        var headers = HTTPHeaders()
        var answered = false
        var body: [UInt8] = []
        /// The outcome, once it is decided; the continuation gets it as soon as it waits.
        var outcome: Outcome?
        var lastActivity = ContinuousClock.now

        /// Body bytes so far, or `nil` before the head.
        var bytes: Int? { answered ? body.count : nil }
    }

    private let limit: Int
    private let progress = Locked(Progress())

    init(limit: Int) {
        self.limit = limit
    }

    /// Starts the task, or hands over the outcome at once when it was decided already.
    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<Outcome, Never>) {
        let decided = progress.withLock { progress -> Outcome? in
            if progress.outcome == nil {
                progress.continuation = continuation
                progress.lastActivity = .now
            }
            return progress.outcome
        }
        if let decided {
            continuation.resume(returning: decided)
        } else {
            task.resume()
        }
    }

    /// Stops for a cancellation of the waiting task.
    func cancel(_ task: URLSessionDataTask) {
        stop(task) { _ in .cancelled }
    }

    /// When the silence limit is reached, or `nil` once the outcome is decided.
    func endOfSilence(_ limit: Duration) -> ContinuousClock.Instant? {
        progress.withLock { $0.outcome == nil ? $0.lastActivity + limit : nil }
    }

    /// Stops a transfer that has been silent for too long, or has run past its deadline.
    func timeOut(_ task: URLSessionDataTask, overDeadline: Bool) {
        stop(task) { overDeadline ? .overDeadline(bytes: $0.bytes) : .timedOut(bytes: $0.bytes) }
    }

    /// Decides the outcome (unless it is decided already), hands it to the waiting
    /// continuation, and cancels the task.
    private func stop(_ task: URLSessionDataTask, _ decide: (Progress) -> Outcome) {
        let (stopped, continuation, outcome) = progress.withLock { progress -> (Bool, CheckedContinuation<Outcome, Never>?, Outcome?) in
            guard progress.outcome == nil else { return (false, nil, nil) }
            let outcome = decide(progress)
            progress.outcome = outcome
            progress.body = []
            defer { progress.continuation = nil }
            return (true, progress.continuation, outcome)
        }
        if let continuation, let outcome { continuation.resume(returning: outcome) }
        // URLSession's `cancel()` waits for its own queue (in Swift 6.3's Foundation),
        // on which the delegate runs, and which an answer without end keeps busy: it is
        // called from elsewhere, and nothing waits for it.
        if stopped { DispatchQueue.global().async { task.cancel() } }
    }

    func urlSession(
        _ session: URLSession,
        task: URLSessionTask,
        willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        // Not followed here: the redirect comes back as the answer, and HTTPClient
        // decides whether and where to follow it.
        completionHandler(nil)
    }

    func urlSession(
        _ session: URLSession,
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let http = response as? HTTPURLResponse
        var headers = HTTPHeaders()
        for (name, value) in http?.allHeaderFields ?? [:] {
            headers.append("\(name)", "\(value)")
        }
        // With Content-Encoding, the declared length is of the compressed body; only the
        // decoded bytes, counted as they come, say whether it is too large.
        let expected = headers["content-encoding"] == nil ? response.expectedContentLength : -1
        progress.withLock { progress in
            progress.status = http?.statusCode ?? 0
            progress.headers = headers
            progress.answered = true
            progress.lastActivity = .now
        }
        if expected > Int64(limit) {
            // URLSession on Linux ignores the disposition and reads on: stop the task itself.
            completionHandler(.cancel)
            stop(dataTask) { _ in .tooLarge(declared: Int(expected)) }
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = progress.withLock { progress -> Bool in
            guard progress.outcome == nil else { return false }
            progress.lastActivity = .now
            guard progress.body.count + data.count <= limit else { return true }
            progress.body.append(contentsOf: data)
            return false
        }
        if overLimit { stop(dataTask) { _ in .tooLarge(declared: nil) } }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, outcome) = progress.withLock { progress -> (CheckedContinuation<Outcome, Never>?, Outcome?) in
            guard progress.outcome == nil else { return (nil, nil) }
            let outcome: Outcome = error.map { .failed($0) } ?? .answered(status: progress.status, headers: progress.headers, body: progress.body)
            progress.outcome = outcome
            progress.body = []
            defer { progress.continuation = nil }
            return (progress.continuation, outcome)
        }
        if let continuation, let outcome { continuation.resume(returning: outcome) }
    }
}

/// An operation queue that runs each operation at once, on the thread that adds it.
///
/// URLSession on Linux (libcurl underneath) hands every piece of a body to its delegate
/// with `delegateQueue.addOperation` and reads on without waiting; it cannot pause a
/// transfer. On an ordinary queue the pieces pile up faster than the delegate takes
/// them: a gzip bomb under the 4 MiB limit (4 GB decoded) held 4.5 GB before the
/// delegate saw the limit. Run inline, on libcurl's own thread, each piece is counted,
/// and dropped past the limit, before libcurl reads the next, so memory stays near the
/// limit (126 MB for the same bomb).
///
/// `@unchecked Sendable` as `OperationQueue` itself is; it keeps no state of its own.
final class ImmediateOperationQueue: OperationQueue, @unchecked Sendable {
    override func addOperation(_ block: @escaping @Sendable () -> Void) {
        block()
    }

    override func addOperation(_ operation: Operation) {
        operation.start()
    }
}
