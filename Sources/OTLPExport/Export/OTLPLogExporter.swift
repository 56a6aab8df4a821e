import Essentials
import Foundation

/// Sends log records to an OpenTelemetry collector over OTLP/HTTP, beside whatever
/// emits them: OpenTelemetry's batch processor and OTLP exporter in one.
///
/// ``emit(_:)`` only appends to a bounded queue and returns; when the queue is full the
/// oldest record is dropped and counted. A task of its own sends the queue in batches
/// (when one is full, or the schedule delay after its first record), one request at a
/// time, and tries again what may pass (429, 502, 503, 504, no answer) after
/// `Retry-After` or an exponential backoff with jitter, within the export timeout; any
/// other refusal is counted and said once. ``shutdown()`` sends what is left within the
/// shutdown timeout and says what it could not; the task keeps the exporter until then,
/// so call it when done.
///
/// ```swift
/// let exporter = OTLPLogExporter(
///     configuration: OTLPConfiguration(endpoint: try HTTPURL("http://localhost:4318/v1/logs")),
///     resource: TelemetryResource(attributes: [KeyValue("service.name", "my-app")]),
///     scope: InstrumentationScope(name: "my-app"))
/// exporter.emit([LogRecord(eventName: "started", timeUnixNano: now)])
/// let statistics = await exporter.shutdown()
/// ```
public final class OTLPLogExporter: Sendable {
    /// What happened to the records so far.
    public struct Statistics: Hashable, Sendable {
        /// Records the collector accepted.
        public var sent = 0
        /// Records the collector refused: in a partial success, or in a request answered
        /// with a status that is not tried again (400, 401, 413, …).
        public var rejected = 0
        /// Records dropped, oldest first, because the queue was full.
        public var dropped = 0
        /// Records given up when their batch's retries ran past the export timeout.
        public var failed = 0
        /// Records still waiting or on their way when shutdown's time ran out.
        public var unsent = 0
        /// Requests made, retries included.
        public var requests = 0
        /// Requests that were retries.
        public var retries = 0

        /// Every record that did not reach the collector.
        public var notSent: Int { rejected + dropped + failed + unsent }
    }

    /// Where and how records go.
    public let configuration: OTLPConfiguration
    let state: Locked<ExporterState>
    let wakeup = Wakeup()
    let transport: any OTLPTransport
    let clock: any Clock<Duration>
    let random: @Sendable () -> Double
    let dates: @Sendable () -> Date
    let onMessage: @Sendable (String) -> Void
    /// The resource and scope every request carries, with no records.
    let envelope: ExportLogsRequest
    /// Fires whenever statistics change or the worker finishes: for tests that wait.
    package let changed = ChangeSignal()

    /// Creates an exporter and starts its task.
    ///
    /// - Parameters:
    ///   - configuration: The collector and the limits.
    ///   - resource: What produced the records (`service.name`, …).
    ///   - scope: The library that made them.
    ///   - transport: HTTP by default; ``InMemoryOTLPTransport`` in tests.
    ///   - clock: What batches, backoff and shutdown wait on; a `ManualClock` in tests.
    ///   - random: A number in 0..<1 for each jitter.
    ///   - dates: The time a `Retry-After` date is measured from.
    ///   - onMessage: Told what went wrong (a refusal, a collector out of reach, a
    ///     partial success), each kind once, in words with no header value.
    public init(
        configuration: OTLPConfiguration, resource: TelemetryResource, scope: InstrumentationScope,
        transport: any OTLPTransport = HTTPClientOTLPTransport(), clock: any Clock<Duration> = ContinuousClock(),
        random: @escaping @Sendable () -> Double = { Double.random(in: 0..<1) }, dates: @escaping @Sendable () -> Date = { Date() },
        onMessage: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.envelope = ExportLogsRequest(resource: resource, scope: scope, records: [])
        self.transport = transport
        self.clock = clock
        self.random = random
        self.dates = dates
        self.onMessage = onMessage
        self.state = Locked(ExporterState())
        let task = Task.detached { [self] in await run() }
        state.withLock { $0.worker = task }
    }

    deinit {
        state.withLock { $0.worker }?.cancel()
    }

    /// Queues records to send; returns at once. When the queue is full, the oldest
    /// records are dropped (and counted) to make room.
    ///
    /// - Parameter records: The records, oldest first.
    public func emit(_ records: [LogRecord]) {
        guard !records.isEmpty else { return }
        let (wake, saidFull) = state.withLock { state -> (Bool, Bool) in
            guard !state.stopped else {
                state.statistics.unsent += records.count
                return (false, false)
            }
            let wasEmpty = state.queue.isEmpty
            state.queue += records
            let excess = state.queue.count - configuration.maximumQueueSize
            var saidFull = false
            if excess > 0 {
                state.queue.removeFirst(excess)
                state.statistics.dropped += excess
                saidFull = state.said.insert("full").inserted
            }
            return (wasEmpty || state.queue.count >= configuration.maximumBatchSize, saidFull)
        }
        if saidFull {
            say("more records came than the queue holds (\(configuration.maximumQueueSize)) while \(configuration.shownEndpoint) was slow or away: the oldest are dropped")
        }
        if wake { wakeup.fire() }
    }

    /// What happened to the records so far.
    public var statistics: Statistics { state.withLock(\.statistics) }

    /// What went wrong so far, each kind said once, oldest first.
    public var messages: [String] { state.withLock(\.messages) }

    /// Sends what is queued now without waiting for the schedule delay, and returns
    /// once it was sent, refused or given up.
    public func forceFlush() async {
        let target = state.withLock { state -> Int in
            state.flushTarget = state.taken + state.queue.count
            return state.flushTarget
        }
        wakeup.fire()
        while true {
            let seen = changed.count
            if state.withLock({ $0.settled >= target || $0.finished }) { return }
            _ = await changed.wait(after: seen, until: .now + .seconds(3600))
            if Task.isCancelled { return }
        }
    }

    /// Sends what is left, within ``OTLPConfiguration/shutdownTimeout`` on the clock;
    /// records still waiting or on their way then are counted as unsent. Records emitted
    /// afterwards are counted as unsent at once.
    ///
    /// - Returns: The statistics at the end.
    @discardableResult
    public func shutdown() async -> Statistics {
        guard let worker = state.withLock({ state -> Task<Void, Never>? in
            state.shuttingDown = true
            return state.worker
        }) else { return statistics }
        wakeup.fire()
        let bound = configuration.shutdownTimeout
        let clock = clock
        await withTaskGroup(of: Bool.self) { group in
            group.addTask { await worker.value; return true }
            group.addTask {
                try? await clock.sleep(for: bound)
                return false
            }
            if await group.next() == false {
                abandon()
                worker.cancel()
            }
            group.cancelAll()
        }
        changed.fire()
        return statistics
    }

    /// Counts what is still queued or on its way as unsent, once the time is up.
    private func abandon() {
        state.withLock { state in
            guard !state.stopped else { return }
            state.statistics.unsent += state.queue.count + state.inFlight
            state.settled += state.queue.count + state.inFlight
            state.queue.removeAll()
            state.inFlight = 0
            state.stopped = true
        }
    }

    /// Says a message the first time its `kind` comes.
    func say(_ message: String, kind: String? = nil) {
        let first = state.withLock { state -> Bool in
            if let kind, !state.said.insert(kind).inserted { return false }
            state.messages.append(message)
            return true
        }
        if first { onMessage(message) }
    }
}

/// The queue and the counts, shared by the exporter's callers and its task.
struct ExporterState: Sendable {
    var queue: [LogRecord] = []
    var statistics = OTLPLogExporter.Statistics()
    /// Records taken from the queue so far, and those whose fate is known.
    var taken = 0
    var settled = 0
    /// Records in the batch on its way.
    var inFlight = 0
    /// Send what was queued up to this many taken records without waiting for the delay.
    var flushTarget = 0
    var shuttingDown = false
    /// The time is up: nothing more is counted but as unsent.
    var stopped = false
    var finished = false
    var worker: Task<Void, Never>?
    var messages: [String] = []
    var said: Set<String> = []
}
