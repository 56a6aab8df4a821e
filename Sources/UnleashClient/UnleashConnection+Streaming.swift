import Diagnostics
import Essentials
import FeatureToggles
import Foundation
import HTTPClient

extension UnleashConnection {
    /// What one connection's reader holds: the event parser, and what the events came to.
    struct StreamSession: Sendable {
        var parser = EventStreamParser(maximumEventBytes: StreamLimits.maximumEventBytes)
        var opened: ContinuousClock.Instant?
        var end: StreamEnd?
        var first: (configuration: ToggleConfiguration, application: DeltaApplication)?
    }

    /// `GET API/client/streaming` with the SDK's headers, `Accept: text/event-stream`, and
    /// `Last-Event-ID` when the stream resumes.
    func streamRequest(silence: Duration) -> UnleashRequest {
        var headers = settings.headers(interval: settings.refreshInterval).filter { $0.name != "Accept" }
        headers.append(.init("Accept", "text/event-stream"))
        if let id = state.withLock({ $0.stream.lastEventId }), !id.isEmpty { headers.append(.init("Last-Event-ID", id)) }
        return UnleashRequest(
            method: "GET", url: settings.streamingURL, headers: headers, timeout: silence, deadline: settings.requestDeadline)
    }

    /// Keeps the stream open until the task is cancelled: opens it again after a drop
    /// (with `Last-Event-ID`, after ``StreamBackoff``'s wait), polls instead when the
    /// server has no stream or asks for polling (saying so once), and stops when it
    /// refuses the token.
    func followStream() async {
        while !Task.isCancelled {
            let outcome = await streamOnce(untilFirstState: false, silence: StreamLimits.silence)
            if Task.isCancelled { return }
            let delay: Duration
            switch outcome.end {
            case .noStream(let message), .pollingAsked(let message):
                state.withLock { state in
                    state.endpoint = .features
                    state.stream.fellBack = message
                }
                // Said once, and not cleared by the first good poll: it is no trouble.
                keep(.failed("warning: " + Self.fallBackWarning(message, settings: settings)))
                if let update = await poll() { keep(update) }
                await pollUntilStopped()
                return
            case .rejected(let message):
                state.withLock { $0.pollingStopped = message }
                if let update = report("error: \(message); the stream is closed, the last good toggles stay in force") { keep(update) }
                return
            case .ended(let open):
                // A server may end a stream now and then: opened again without a word.
                delay = state.withLock { state in
                    state.stream.backoff.streamEnded(after: open)
                    return state.stream.backoff.nextDelay()
                }
            case .failed(_, let message), .unreachable(let message):
                delay = state.withLock { $0.stream.backoff.nextDelay() }
                let text = "warning: \(message); opening the stream again in \(Self.seconds(delay)), the last good toggles stay in force"
                if let update = report(text) { keep(update) }
            case .broken(let message):
                delay = state.withLock { state in
                    state.stream.lastEventId = nil
                    return state.stream.backoff.nextDelay()
                }
                let text = "\(message) — the last good toggles stay in force; asking for the whole state again in \(Self.seconds(delay))"
                if let update = report(text) { keep(update) }
            }
            _ = saveDeltaBackupIfChanged()
            do { try await clock.sleep(for: delay) } catch { return }
        }
    }

    /// One connection to the stream: opens it and applies its events until it ends.
    ///
    /// - Parameters:
    ///   - untilFirstState: Whether to close it once the `unleash-connected` state is
    ///     applied (``start()``): that state is then the outcome's `first`, not an update.
    ///   - silence: The longest the stream may go without a byte.
    func streamOnce(untilFirstState: Bool, silence: Duration) async -> StreamOutcome {
        let address = UnleashSettings.shown(settings.streamingURL)
        let session = Locked(StreamSession())
        let response: UnleashResponse
        do {
            response = try await transport.stream(streamRequest(silence: silence)) { [self] part in
                receive(part, session: session, untilFirstState: untilFirstState)
            }
        } catch {
            let progress = session.withLock { $0 }
            if let end = progress.end { return StreamOutcome(end: end, first: progress.first) }
            if error.isStreamUnsupported { return StreamOutcome(end: .noStream("\(address) cannot be streamed: \(error.message)")) }
            let what = progress.opened == nil ? "cannot reach \(address)" : "the stream from \(address) broke"
            return StreamOutcome(end: .unreachable("\(what): \(error.message)"), first: progress.first)
        }
        let progress = session.withLock { $0 }
        if let end = progress.end { return StreamOutcome(end: end, first: progress.first) }
        let status = FeatureFetch.statusLine(response.status)
        let end: StreamEnd = switch response.status {
        case 200...299: .ended(after: progress.opened.map { ContinuousClock.now - $0 } ?? .zero)
        case 404, 501: .noStream("\(address) answered \(status): the server has no stream")
        case 401, 403: .rejected(fetch.rejection(response, address: address))
        default: .failed(status: response.status, message: "\(address) answered \(status)")
        }
        return StreamOutcome(end: end, first: progress.first)
    }

    /// Takes a part of the stream, on the connection's thread.
    ///
    /// - Returns: Whether to read on.
    private func receive(_ part: UnleashStreamPart, session: Locked<StreamSession>, untilFirstState: Bool) -> Bool {
        switch part {
        case .head:
            session.withLock { $0.opened = ContinuousClock.now }
            // The stream is back: a problem reported is over.
            if !untilFirstState, let configuration { deliver(configuration, changes: ToggleChanges(), warnings: []) }
            return true
        case .body(let bytes):
            let read = session.withLock { session in
                Result<[EventStreamParser.Event], EventStreamParser.Failure> { () throws(EventStreamParser.Failure) in
                    try session.parser.feed(bytes)
                }
            }
            switch read {
            case .failure(let failure):
                let address = UnleashSettings.shown(settings.streamingURL)
                session.withLock { $0.end = .broken("the stream from \(address) cannot be read on: \(failure.reason)") }
                return false
            case .success(let events):
                return events.allSatisfy { handle($0, session: session, untilFirstState: untilFirstState) }
            }
        }
    }

    /// Applies one event of the stream; returns whether to read on.
    private func handle(_ event: EventStreamParser.Event, session: Locked<StreamSession>, untilFirstState: Bool) -> Bool {
        let address = UnleashSettings.shown(settings.streamingURL)
        switch event.type {
        case "unleash-connected", "unleash-updated":
            let place = "the \(event.type) event\(event.id.map { " \(Excerpt.of($0))" } ?? "") of \(address)"
            let result = ToggleDelta.parse(event.data, file: place, options: fetch.options, keepingSources: backup != nil)
            guard let events = result.events else {
                let first = result.diagnostics.errors.first?.description ?? "\(place) is not valid"
                session.withLock { $0.end = .broken(first) }
                return false
            }
            var (configuration, application) = apply(events)
            application.warnings = result.diagnostics.warnings + application.warnings
            if let id = event.id { state.withLock { $0.stream.lastEventId = id } }
            if untilFirstState, event.type == "unleash-connected" {
                session.withLock { $0.first = (configuration, application) }
                return false
            }
            let saved = saveDeltaBackup(force: false)
            deliver(configuration, changes: application.changes, warnings: application.warnings + saved)
            return true
        case "fetch-mode":
            let mode = String(decoding: event.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            guard mode == "polling" else { return true }
            session.withLock { $0.end = .pollingAsked("\(address) asked the client to poll (fetch-mode: polling)") }
            return false
        default:
            return true
        }
    }

    /// What is said, once, when the stream gives way to polling.
    static func fallBackWarning(_ reason: String, settings: UnleashSettings) -> String {
        "\(reason); polling \(UnleashSettings.shown(settings.featuresURL)) every \(seconds(settings.refreshInterval)) instead"
    }
}
