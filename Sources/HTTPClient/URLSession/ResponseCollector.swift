import Essentials
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Receives one task's response as it arrives and hands the outcome to one waiting
/// continuation, exactly once.
///
/// It is a `URLSessionDataDelegate`, so an `NSObject`; its state is behind a lock,
/// because URLSession calls it on its own queue while the waiting task may cancel and
/// the watchdog may time it out. It counts the bytes URLSession hands over, which are
/// decoded when the body was compressed, and cancels at the limit.
final class ResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    enum Outcome: Sendable {
        case answered(status: Int, headers: HTTPHeaders, body: [UInt8])
        case failed(any Error)
        case tooLarge(declared: Int?)
        /// Silent for too long, after this many body bytes (`nil`: before the head).
        case timedOut(bytes: Int?)
        case cancelled
    }

    private struct Progress {
        var continuation: CheckedContinuation<Outcome, Never>?
        var status = 0
        var headers = HTTPHeaders()
        var answered = false
        var body: [UInt8] = []
        var tooLarge: Int??
        var cancelled = false
        var timedOut = false
        var finished = false
        var lastActivity = ContinuousClock.now
    }

    private let limit: Int
    private let progress = Locked(Progress())

    init(limit: Int) {
        self.limit = limit
    }

    func start(_ task: URLSessionDataTask, continuation: CheckedContinuation<Outcome, Never>) {
        let cancelledAlready = progress.withLock { progress -> Bool in
            if progress.cancelled {
                progress.finished = true
                return true
            }
            progress.continuation = continuation
            progress.lastActivity = .now
            return false
        }
        if cancelledAlready {
            continuation.resume(returning: .cancelled)
        } else {
            task.resume()
        }
    }

    func cancel(_ task: URLSessionDataTask) {
        progress.withLock { $0.cancelled = true }
        task.cancel()
    }

    /// How long until the silence limit is reached; zero or less when it has been.
    func remainingSilence(_ limit: Duration) -> Duration {
        progress.withLock { $0.finished ? .seconds(3600) : $0.lastActivity + limit - .now }
    }

    /// Stops a transfer that has been silent for too long.
    func timeOut(_ task: URLSessionDataTask) {
        let running = progress.withLock { progress -> Bool in
            guard !progress.finished else { return false }
            progress.timedOut = true
            return true
        }
        if running { task.cancel() }
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
        let refuse = progress.withLock { progress -> Bool in
            progress.status = http?.statusCode ?? 0
            progress.headers = headers
            progress.answered = true
            progress.lastActivity = .now
            if expected > Int64(limit) {
                progress.tooLarge = .some(Int(expected))
                return true
            }
            return false
        }
        completionHandler(refuse ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overLimit = progress.withLock { progress -> Bool in
            guard progress.tooLarge == nil else { return false }
            progress.lastActivity = .now
            if progress.body.count + data.count > limit {
                progress.tooLarge = .some(nil)
                progress.body = []
                return true
            }
            progress.body.append(contentsOf: data)
            return false
        }
        if overLimit { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let (continuation, outcome) = progress.withLock { progress -> (CheckedContinuation<Outcome, Never>?, Outcome) in
            let outcome: Outcome
            if let tooLarge = progress.tooLarge {
                outcome = .tooLarge(declared: tooLarge)
            } else if progress.cancelled {
                outcome = .cancelled
            } else if progress.timedOut {
                outcome = .timedOut(bytes: progress.answered ? progress.body.count : nil)
            } else if let error {
                outcome = .failed(error)
            } else {
                outcome = .answered(status: progress.status, headers: progress.headers, body: progress.body)
            }
            let continuation = progress.finished ? nil : progress.continuation
            progress.finished = true
            progress.continuation = nil
            progress.body = []
            return (continuation, outcome)
        }
        continuation?.resume(returning: outcome)
    }
}
