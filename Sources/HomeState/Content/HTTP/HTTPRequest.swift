import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One GET request: a session of its own, a timeout, a body size limit enforced while
/// the body arrives, and cancellation that stops the transfer.
struct HTTPRequest: Sendable {
    let url: URL
    let configuration: HTTPContentConfiguration

    /// The body of a 2xx answer.
    ///
    /// - Throws: ``ContentError`` with reason `.status`, `.timedOut`, `.tooLarge`,
    ///   `.transport` or `.cancelled`.
    func body() async throws(ContentError) -> [UInt8] {
        if Task.isCancelled { throw cancelled }
        // URLSession on Linux rounds timeouts down to whole seconds (0.3 s becomes
        // "at once"), so the timeout is kept by a watchdog task below, and URLSession's
        // own, a second later, is only a backstop.
        let seconds = Self.seconds(configuration.timeout).rounded(.up) + 1
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = seconds
        sessionConfiguration.timeoutIntervalForResource = seconds
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        let collector = ResponseCollector(limit: configuration.maximumResponseBytes)
        let session = URLSession(configuration: sessionConfiguration, delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: seconds)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)

        let watchdog = Task { [configuration] in
            do {
                try await Task.sleep(for: configuration.timeout)
                collector.timeOut(task)
            } catch {}
        }
        defer { watchdog.cancel() }
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                collector.start(task, continuation: continuation)
            }
        } onCancel: {
            collector.cancel(task)
        }
        return try interpret(outcome)
    }

    private var cancelled: ContentError {
        ContentError(.cancelled, "the load of \(url.absoluteString) was cancelled")
    }

    private var timedOut: ContentError {
        ContentError(
            .timedOut, "GET \(url.absoluteString): no answer within \(configuration.timeout); the server may be down or too slow")
    }

    private func interpret(_ outcome: ResponseCollector.Outcome) throws(ContentError) -> [UInt8] {
        let address = url.absoluteString
        switch outcome {
        case .cancelled:
            throw cancelled
        case .timedOut:
            throw timedOut
        case .tooLarge(let bytes):
            throw ContentError(
                .tooLarge,
                "GET \(address): the answer has \(bytes.map { "\($0) bytes" } ?? "more bytes"), more than the limit of \(configuration.maximumResponseBytes) bytes")
        case .failed(let error):
            let nsError = error as NSError
            if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
                throw timedOut
            }
            if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorCancelled {
                throw cancelled
            }
            throw ContentError(.transport, "GET \(address) failed: \(nsError.localizedDescription)")
        case .answered(let status, let body):
            guard (200...299).contains(status) else {
                let phrase = HTTPURLResponse.localizedString(forStatusCode: status)
                throw ContentError(.status(status), "GET \(address) answered \(status) \(phrase)")
            }
            return body
        }
    }

    static func seconds(_ duration: Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return TimeInterval(seconds) + TimeInterval(attoseconds) / 1e18
    }
}

/// Receives one task's response as it arrives and hands the outcome to one waiting
/// continuation, exactly once.
///
/// It is a `URLSessionDataDelegate`, so an `NSObject`; its state is behind a lock,
/// because URLSession calls it on its own queue while the waiting task may cancel.
final class ResponseCollector: NSObject, URLSessionDataDelegate, Sendable {
    enum Outcome: Sendable {
        case answered(status: Int, body: [UInt8])
        case failed(any Error)
        case tooLarge(bytes: Int?)
        case timedOut
        case cancelled
    }

    private struct Progress {
        var continuation: CheckedContinuation<Outcome, Never>?
        var status = 0
        var body: [UInt8] = []
        var tooLarge: Int??
        var cancelled = false
        var timedOut = false
        var finished = false
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

    /// Stops a transfer that took longer than its timeout.
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
        dataTask: URLSessionDataTask,
        didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        let expected = response.expectedContentLength
        let refuse = progress.withLock { progress -> Bool in
            progress.status = status
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
                outcome = .tooLarge(bytes: tooLarge)
            } else if progress.cancelled {
                outcome = .cancelled
            } else if progress.timedOut {
                outcome = .timedOut
            } else if let error {
                outcome = .failed(error)
            } else {
                outcome = .answered(status: progress.status, body: progress.body)
            }
            let continuation = progress.finished ? nil : progress.continuation
            progress.finished = true
            progress.continuation = nil
            return (continuation, outcome)
        }
        continuation?.resume(returning: outcome)
    }
}
