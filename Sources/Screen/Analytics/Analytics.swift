import Foundation
import Essentials

/// Takes analytics events from the screen and hands them to sinks without ever
/// holding up drawing.
///
/// With background delivery, ``record(_:)`` only appends to a bounded buffer; a thread
/// of its own delivers to the sinks. When a slow sink lets the buffer fill, new events
/// are dropped and counted rather than waited for; a sink that throws is counted (with
/// the events it did not take) and keeps receiving later events. Immediate delivery (for tests) hands each event to the
/// sinks at once.
public final class Analytics: Sendable {

    /// How events reach the sinks.
    public enum Delivery: Hashable, Sendable {
        /// On the caller's thread, at once: deterministic, for tests.
        case immediate
        /// On a thread of its own, through a buffer of at most `capacity` events.
        case background(capacity: Int)
    }

    /// What happened to the events so far.
    public struct Statistics: Hashable, Sendable {
        /// Events every sink took (counted once per event, whatever the number of
        /// sinks).
        public var delivered = 0
        /// Events offered to the sinks that a sink failed to take.
        public var undelivered = 0
        /// Events dropped because the buffer was full.
        public var dropped = 0
        /// Times a sink threw.
        public var failures = 0
        /// Why the last failure happened, in words.
        public var lastFailure: String?
    }

    private let pipeline: Pipeline
    private let clock: @Sendable () -> Date

    /// Creates a pipeline to sinks.
    ///
    /// - Parameters:
    ///   - sinks: Where events go; each receives every event.
    ///   - delivery: Immediate, or in the background through a bounded buffer.
    ///   - clock: The time events are stamped with.
    public init(sinks: [any AnalyticsSink], delivery: Delivery = .background(capacity: 1024), clock: @escaping @Sendable () -> Date = { Date() }) {
        self.pipeline = Pipeline(sinks: sinks, delivery: delivery)
        self.clock = clock
        if case .background = delivery {
            let pipeline = self.pipeline
            let thread = Thread {
                BrokenPipe.blockOnThisThread()
                pipeline.deliverLoop()
            }
            thread.name = "home analytics"
            thread.start()
        }
    }

    deinit {
        pipeline.stop()
    }

    /// Records an event, stamped now. Returns at once.
    public func record(_ kind: AnalyticsEvent.Kind) {
        pipeline.record(AnalyticsEvent(kind, at: clock()))
    }

    /// What happened to the events so far.
    public var statistics: Statistics { pipeline.statistics }

    /// Waits until every buffered event has been offered to the sinks, for at most
    /// `timeout`; what is still waiting then is counted as dropped.
    ///
    /// - Returns: The statistics after the wait.
    @discardableResult
    public func flush(timeout: Duration = .seconds(1)) -> Statistics { pipeline.flush(timeout: timeout) }
}

/// The buffer and the delivery thread's state, shared by ``Analytics`` and its thread.
private final class Pipeline: @unchecked Sendable {
    // @unchecked: every mutable field is only touched while holding `condition`'s lock.
    private let sinks: [any AnalyticsSink]
    private let delivery: Analytics.Delivery
    private let condition = NSCondition()
    private var buffer: [AnalyticsEvent] = []
    private var delivering = false
    private var stopped = false
    private var counts = Analytics.Statistics()

    init(sinks: [any AnalyticsSink], delivery: Analytics.Delivery) {
        self.sinks = sinks
        self.delivery = delivery
    }

    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    func record(_ event: AnalyticsEvent) {
        switch delivery {
        case .immediate:
            deliver([event])
        case .background(let capacity):
            condition.lock()
            if buffer.count >= max(1, capacity) {
                counts.dropped += 1
            } else {
                buffer.append(event)
                condition.signal()
            }
            condition.unlock()
        }
    }

    var statistics: Analytics.Statistics {
        condition.lock()
        defer { condition.unlock() }
        return counts
    }

    func flush(timeout: Duration) -> Analytics.Statistics {
        let deadline = Date().addingTimeInterval(Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        condition.lock()
        defer { condition.unlock() }
        while !buffer.isEmpty || delivering {
            if !condition.wait(until: deadline) { break }
        }
        counts.dropped += buffer.count
        buffer.removeAll()
        return counts
    }

    func deliverLoop() {
        while true {
            condition.lock()
            while buffer.isEmpty && !stopped { condition.wait() }
            if stopped && buffer.isEmpty {
                condition.unlock()
                return
            }
            let batch = buffer
            buffer.removeAll()
            delivering = true
            condition.unlock()
            deliver(batch)
            condition.lock()
            delivering = false
            condition.broadcast()
            condition.unlock()
        }
    }

    private func deliver(_ events: [AnalyticsEvent]) {
        var failures: [String] = []
        // The events every sink took: all of them, or those a sink wrote before it failed.
        var taken = events.count
        for sink in sinks {
            do {
                try sink.receive(events)
            } catch let error as AnalyticsWriteError {
                taken = min(taken, error.written)
                failures.append(error.description)
            } catch {
                taken = 0
                failures.append("\(type(of: sink)): \(error)")
            }
        }
        condition.lock()
        counts.delivered += taken
        counts.undelivered += events.count - taken
        counts.failures += failures.count
        if let last = failures.last { counts.lastFailure = last }
        condition.broadcast()
        condition.unlock()
    }
}
