import FeatureToggles

/// Where a connection's stream stands: its resume point, its waits, and whether it gave
/// way to polling.
struct StreamState: Sendable {
    /// The id of the last event applied, sent as `Last-Event-ID` when the stream is
    /// opened again; `nil` asks for the whole state.
    var lastEventId: String?
    /// The waits before opening it again.
    var backoff: StreamBackoff
    /// Why the stream gave way to polling (no endpoint, `fetch-mode: polling`), once it did.
    var fellBack: String?
}

/// How one connection to the stream ended.
enum StreamEnd: Sendable {
    /// The server ended it (or the client did, once it had the state), after it was open
    /// this long.
    case ended(after: Duration)
    /// The server has no stream (404, 501), or the transport cannot read one: why.
    case noStream(String)
    /// The server sent `fetch-mode: polling`: what to say.
    case pollingAsked(String)
    /// The server refused the token (401, 403).
    case rejected(String)
    /// Another status.
    case failed(status: Int, message: String)
    /// No answer, or the stream broke or fell silent.
    case unreachable(String)
    /// The stream sent what cannot be applied (an event too large, one that does not
    /// read): the state may be behind, so the next stream asks for all of it.
    case broken(String)
}

/// What one connection to the stream came to: how it ended, and the first state it
/// applied when it was asked to stop there.
struct StreamOutcome: Sendable {
    var end: StreamEnd
    var first: (configuration: ToggleConfiguration, application: DeltaApplication)?
}
