import Essentials
import HomeState
import TestSupport

/// A provider whose loads wait until the test answers them, one by one, so that the
/// order of events is the test's to choose. It lists its days at once.
final class GatedContentProvider: ContentProvider, Sendable {
    typealias Item = TestItem

    private struct Gate {
        var requests: [Day] = []
        var cancelled: [Day] = []
        var waiting: [Day: [CheckedContinuation<Result<[TestItem], ContentError>, Never>]] = [:]
        var prepared: [Day: Result<[TestItem], ContentError>] = [:]
    }

    private let listedDays: [Day]
    private let gate = Locked(Gate())
    /// Fires when a request arrives or is cancelled.
    private let changed = ChangeSignal()

    init(days: [Day]) {
        self.listedDays = days
    }

    /// Every day asked for, in the order the requests arrived.
    var requests: [Day] { gate.withLock { $0.requests } }
    /// The days whose requests were cancelled while waiting, in order.
    var cancelled: [Day] { gate.withLock { $0.cancelled } }

    func days() async throws(ContentError) -> [Day] { listedDays }

    func items(on day: Day) async throws(ContentError) -> [TestItem] {
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<[TestItem], ContentError>, Never>) in
                let ready = gate.withLock { gate -> Result<[TestItem], ContentError>? in
                    gate.requests.append(day)
                    if Task.isCancelled {
                        gate.cancelled.append(day)
                        return .failure(ContentError(.cancelled, "cancelled"))
                    }
                    if let prepared = gate.prepared.removeValue(forKey: day) { return prepared }
                    gate.waiting[day, default: []].append(continuation)
                    return nil
                }
                changed.fire()
                if let ready { continuation.resume(returning: ready) }
            }
        } onCancel: {
            let waiting = gate.withLock { gate in
                let waiting = gate.waiting.removeValue(forKey: day) ?? []
                if !waiting.isEmpty { gate.cancelled.append(day) }
                return waiting
            }
            for continuation in waiting { continuation.resume(returning: .failure(ContentError(.cancelled, "cancelled"))) }
            changed.fire()
        }
        return try result.get()
    }

    /// Answers the waiting request for `day`, or the next one to come.
    func respond(to day: Day, with result: Result<[TestItem], ContentError>) {
        let continuation = gate.withLock { gate in
            if var waiting = gate.waiting[day], !waiting.isEmpty {
                let first = waiting.removeFirst()
                gate.waiting[day] = waiting.isEmpty ? nil : waiting
                return Optional(first)
            }
            gate.prepared[day] = result
            return nil
        }
        continuation?.resume(returning: result)
    }

    /// Answers `day` with ``items(for:)``.
    func respond(to day: Day) {
        respond(to: day, with: .success(HomeStateTests.items(for: day)))
    }

    /// Waits (boundedly) until a request for `day` has arrived: an effect cancelled
    /// before its load began never reaches the provider, so a test of cancellation
    /// waits for the request first.
    func waitForRequest(_ day: Day) async {
        await eventually(changed) { requests.contains(day) }
    }

    /// Waits (boundedly) until `count` requests were cancelled.
    func waitForCancellations(_ count: Int) async {
        await eventually(changed) { cancelled.count >= count }
    }
}
