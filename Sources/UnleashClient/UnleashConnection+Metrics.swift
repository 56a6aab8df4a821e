import Foundation

extension UnleashConnection {
    /// Registers the client: `POST API/client/register` with who it is, the strategies
    /// it knows, when it started and its metrics interval.
    ///
    /// - Returns: `nil` when the server accepted it, else what went wrong.
    @discardableResult
    public func register() async -> String? {
        let request = UnleashRequest(
            method: "POST", url: settings.registerURL,
            headers: settings.headers(interval: settings.metricsInterval) + [.init("Content-Type", "application/json")],
            body: ClientPayloads.registration(settings, started: started), timeout: settings.requestTimeout,
            deadline: settings.requestDeadline)
        do {
            let response = try await transport.send(request)
            guard (200...299).contains(response.status) else {
                return "registration: \(UnleashSettings.shown(request.url)) answered \(FeatureFetch.statusLine(response.status))"
            }
            return nil
        } catch {
            return "registration: cannot reach \(UnleashSettings.shown(request.url)): \(error.message)"
        }
    }

    /// Sends the evaluations counted since the last send: `POST API/client/metrics`.
    ///
    /// Nothing is sent when nothing was counted. Counts that could not be sent are kept
    /// for the next send; a 429 or 5xx lengthens the wait before it, as for polling, and
    /// a 401, 403 or 404 stops sending.
    ///
    /// - Parameters:
    ///   - now: When the bucket ends.
    ///   - deadline: The longest the send may take in all; the settings' request deadline
    ///     when `nil`.
    /// - Returns: `nil` when the server accepted them (or there were none), else what went wrong.
    @discardableResult
    public func sendMetrics(now: Date = Date(), deadline: Duration? = nil) async -> String? {
        guard !state.withLock({ $0.metricsStopped }), let bucket = metrics.takeBucket(now: now) else { return nil }
        let request = UnleashRequest(
            method: "POST", url: settings.metricsURL,
            headers: settings.headers(interval: settings.metricsInterval) + [.init("Content-Type", "application/json")],
            body: ClientPayloads.metrics(settings, bucket: bucket), timeout: settings.requestTimeout,
            deadline: deadline ?? settings.requestDeadline)
        do {
            let response = try await transport.send(request)
            let verdict = state.withLock { $0.metricsBackoff.record(status: response.status) }
            if verdict == .stop { state.withLock { $0.metricsStopped = true } }
            guard (200...299).contains(response.status) else {
                if verdict == .proceed { metrics.restore(bucket) }
                return "metrics: \(UnleashSettings.shown(request.url)) answered \(FeatureFetch.statusLine(response.status))"
            }
            return nil
        } catch {
            state.withLock { $0.metricsBackoff.recordFailure() }
            metrics.restore(bucket)
            return "metrics: cannot reach \(UnleashSettings.shown(request.url)): \(error.message)"
        }
    }
}
