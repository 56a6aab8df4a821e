import Essentials
import HTTPClient

extension OTLPLogExporter {
    /// The exporter's task: waits for records, lets a batch fill for the schedule delay,
    /// sends the records queued then in batches (only the full ones when a full batch is
    /// what woke it), one request at a time, until shutdown.
    func run() async {
        while !Task.isCancelled {
            while state.withLock({ $0.queue.isEmpty && !$0.shuttingDown }) {
                await wakeup.wait()
                if Task.isCancelled { return finish() }
            }
            if state.withLock({ $0.queue.isEmpty }) { break }  // shutting down, with nothing left
            let fired = Locked(false)
            if !isDue() {
                let (clock, wakeup, delay) = (clock, wakeup, configuration.scheduleDelay)
                let timer = Task {
                    try? await clock.sleep(for: delay)
                    guard !Task.isCancelled else { return }
                    fired.withLock { $0 = true }
                    wakeup.fire()
                }
                while !isDue(), !fired.withLock({ $0 }), !Task.isCancelled { await wakeup.wait() }
                timer.cancel()
            }
            // The timer, a flush or shutdown send everything queued now; a full batch,
            // the full batches only (the rest waits for its delay).
            let all = fired.withLock { $0 } || state.withLock { $0.shuttingDown || $0.flushTarget > $0.taken }
            let batchSize = configuration.maximumBatchSize
            var left = state.withLock { all ? $0.queue.count : $0.queue.count / batchSize * batchSize }
            while left > 0, !Task.isCancelled, let batch = take(upTo: min(left, configuration.maximumBatchSize)) {
                left -= batch.count
                await deliver(batch)
            }
        }
        finish()
    }

    /// Whether the queue should go now: a batch is full, a flush asks, or shutdown.
    private func isDue() -> Bool {
        state.withLock { state in
            state.queue.count >= configuration.maximumBatchSize || state.shuttingDown || state.flushTarget > state.taken
        }
    }

    /// Takes the oldest records for a batch, now on their way.
    private func take(upTo count: Int) -> [LogRecord]? {
        state.withLock { state in
            guard !state.stopped, !state.queue.isEmpty else { return nil }
            let batch = Array(state.queue.prefix(count))
            state.queue.removeFirst(batch.count)
            state.taken += batch.count
            state.inFlight += batch.count
            return batch
        }
    }

    private func finish() {
        state.withLock { $0.finished = true }
        changed.fire()
    }

    /// Counts the fate of records on their way, unless shutdown's time ran out (then
    /// they were counted as unsent).
    private func settle(sent: Int = 0, rejected: Int = 0, failed: Int = 0) {
        state.withLock { state in
            guard !state.stopped else { return }
            state.statistics.sent += sent
            state.statistics.rejected += rejected
            state.statistics.failed += failed
            state.inFlight -= sent + rejected + failed
            state.settled += sent + rejected + failed
        }
        changed.fire()
    }

    private func count(retry: Bool) {
        state.withLock { state in
            state.statistics.requests += 1
            if retry { state.statistics.retries += 1 }
        }
    }

    /// Sends one batch until the collector takes it, refuses it, or the export timeout
    /// passes; a body over the limit is split in two.
    private func deliver(_ records: [LogRecord]) async {
        var request = envelope
        request.records = records
        let json = request.json
        if json.count > configuration.maximumRequestBytes {
            guard records.count > 1 else {
                settle(rejected: 1)
                return say(
                    "a record of \(json.count) bytes is more than the \(configuration.maximumRequestBytes) a request may carry: not sent",
                    kind: "too large")
            }
            await deliver(Array(records[..<(records.count / 2)]))
            await deliver(Array(records[(records.count / 2)...]))
            return
        }
        var headers: [(name: String, value: String)] = [("Content-Type", "application/json")]
        var body = json
        if configuration.compression == .gzip {
            body = Gzip.compress(json)
            headers.append(("Content-Encoding", "gzip"))
        }
        headers += configuration.headers.fields.map { ($0.name, $0.value) }
        let elapsed = Self.stopwatch(clock)
        let url = configuration.shownEndpoint
        var backoff = configuration.initialBackoff
        var attempt = 0
        while true {
            let remaining = configuration.exportTimeout - elapsed()
            attempt += 1
            count(retry: attempt > 1)
            let outcome: Result<OTLPResponse, OTLPTransportError>
            do {
                outcome = .success(try await transport.send(OTLPRequest(
                    url: configuration.endpoint, headers: headers, body: body, timeout: min(configuration.requestTimeout, max(remaining, .milliseconds(1))))))
            } catch {
                outcome = .failure(error)
            }
            if Task.isCancelled { return }  // shutdown's time ran out: counted as unsent
            let wait: Duration
            switch outcome {
            case .success(let response) where (200...299).contains(response.status):
                let answer = ExportLogsResponse(body: response.body)
                let rejected = min(answer.rejectedLogRecords, records.count)
                settle(sent: records.count - rejected, rejected: rejected)
                let said = answer.message.map { ": \($0)" } ?? ""
                if rejected > 0 {
                    say("\(url) took \(records.count - rejected) of \(records.count) records and refused \(rejected)\(said)", kind: "partial")
                } else if answer.message != nil {
                    say("\(url) took every record and said\(said)", kind: "partial warning")
                }
                return
            case .success(let response) where Self.isRetried(response.status):
                let said = ExportLogsResponse(body: response.body).message.map { " (\($0))" } ?? ""
                say("\(url) answered \(HTTPStatus.text(response.status))\(said): trying again", kind: "status \(response.status)")
                wait = response.retryAfter.flatMap { RetryAfter.wait($0, now: dates()) } ?? jittered(backoff)
            case .success(let response):
                settle(rejected: records.count)
                let said = ExportLogsResponse(body: response.body).message.map { " (\($0))" } ?? ""
                say(
                    "\(url) answered \(HTTPStatus.text(response.status))\(said): the records it refuses so are not sent again (OTLP retries 429, 502, 503 and 504 only)",
                    kind: "status \(response.status)")
                return
            case .failure(let error):
                say("cannot reach the collector: \(error.message); trying again", kind: "unreachable")
                wait = jittered(backoff)
            }
            guard elapsed() + wait < configuration.exportTimeout else {
                settle(failed: records.count)
                return say(
                    "gave up \(records.count) records after \(attempt) attempts: \(url) did not take them within \(Self.seconds(configuration.exportTimeout)) (OTEL_BLRP_EXPORT_TIMEOUT)",
                    kind: "gave up")
            }
            do {
                try await clock.sleep(for: wait)
            } catch {
                return  // cancelled: shutdown's time ran out
            }
            backoff = min(backoff * 2, configuration.maximumBackoff)
        }
    }

    /// The statuses OTLP/HTTP says to try again: 429, 502, 503, 504.
    static func isRetried(_ status: Int) -> Bool {
        [429, 502, 503, 504].contains(status)
    }

    /// A backoff with jitter: between half of it and all of it.
    private func jittered(_ backoff: Duration) -> Duration {
        backoff * (0.5 + 0.5 * min(max(random(), 0), 1))
    }

    /// Time since now, on `clock`.
    private static func stopwatch<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }

    /// "30 s", "1.5 s".
    static func seconds(_ duration: Duration) -> String {
        let milliseconds = duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        return "\(Double(milliseconds) / 1000) s"
    }
}
