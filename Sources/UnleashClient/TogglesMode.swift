import Foundation

/// How a client follows an Unleash server's toggles.
public enum TogglesMode: String, Sendable, Hashable, CaseIterable {
    /// `GET /client/features` every refresh interval, with the ETag: the whole state each
    /// time it changed. What every Unleash SDK does by default.
    case polling
    /// `GET /client/delta` every refresh interval, with the ETag: a hydration first, then
    /// only the events since.
    case delta
    /// `GET /client/streaming`, server-sent events: `unleash-connected` with the state,
    /// `unleash-updated` with the events as they happen, resumed with `Last-Event-ID`.
    /// A server without the endpoint (404, 501), or one that sends `fetch-mode: polling`,
    /// is polled instead.
    case streaming
}

/// The limits and waits of a stream (``TogglesMode/streaming``), as Unleash's Node SDK
/// sets its event source.
public enum StreamLimits {
    /// The longest a stream may go without a byte (Unleash sends a heartbeat more often):
    /// then it is opened again.
    public static let silence = Duration.seconds(60)
    /// The first wait before opening a stream again after it broke.
    public static let initialReconnectDelay = Duration.seconds(2)
    /// The longest wait between two attempts: the wait doubles up to it.
    public static let maximumReconnectDelay = Duration.seconds(30)
    /// How long a stream must have stayed open for the wait to start again from the first.
    public static let resetAfter = Duration.seconds(60)
    /// The share of each wait that is random, so that many clients do not come back at once.
    public static let jitter = 0.5
    /// The largest event read: as large as the largest answer of the client API. A larger
    /// one ends the stream, which is opened again for the whole state.
    public static let maximumEventBytes = 16 << 20
}
