/// How an ``HTTPClient`` talks to servers: the limits that bound every request.
public struct HTTPClientConfiguration: Hashable, Sendable {
    /// The longest a request may go without receiving a byte: while connecting, while
    /// waiting for the answer, and between any two pieces of it. A slow answer that
    /// keeps coming is never cut.
    public var silenceTimeout: Duration
    /// The longest a request may take in all: from opening the first connection to the
    /// last byte of the answer, its redirects and retries (and the waits between them)
    /// included. An answer that keeps coming, slowly or without end, stops there.
    public var deadline: Duration
    /// How many times a request is tried in all, at least 1.
    public var maximumAttempts: Int
    /// The wait before the second attempt; each later wait is twice the one before.
    public var initialBackoff: Duration
    /// The longest wait a server's `Retry-After` can ask for; longer requests are cut
    /// to it.
    public var maximumRetryAfter: Duration
    /// The largest body accepted, in bytes, counted after decompression. Reading stops
    /// at the limit and the connection is closed.
    public var maximumBodyBytes: Int
    /// How many redirects one request follows.
    public var maximumRedirects: Int
    /// A PEM file of the certificate authorities https servers are checked against,
    /// instead of the system's (for tests; `home` takes OpenSSL's `SSL_CERT_FILE`).
    package var certificateAuthorities: String?

    /// Creates a configuration.
    ///
    /// - Parameters:
    ///   - silenceTimeout: The longest silence; 10 s by default.
    ///   - deadline: The longest a request takes in all; 60 s by default.
    ///   - maximumAttempts: Tries in all, clamped to 1...10; 3 by default.
    ///   - initialBackoff: The first wait between tries; 200 ms by default.
    ///   - maximumRetryAfter: The cap on a server's `Retry-After`; 10 s by default.
    ///   - maximumBodyBytes: The largest body accepted; 4 MiB by default.
    ///   - maximumRedirects: Redirects followed, 0 to 20; 5 by default.
    public init(
        silenceTimeout: Duration = .seconds(10),
        deadline: Duration = .seconds(60),
        maximumAttempts: Int = 3,
        initialBackoff: Duration = .milliseconds(200),
        maximumRetryAfter: Duration = .seconds(10),
        maximumBodyBytes: Int = 4 << 20,
        maximumRedirects: Int = 5
    ) {
        self.silenceTimeout = max(silenceTimeout, .milliseconds(1))
        self.deadline = max(deadline, .milliseconds(1))
        self.maximumAttempts = min(max(maximumAttempts, 1), 10)
        self.initialBackoff = max(initialBackoff, .zero)
        self.maximumRetryAfter = max(maximumRetryAfter, .zero)
        self.maximumBodyBytes = max(maximumBodyBytes, 0)
        self.maximumRedirects = min(max(maximumRedirects, 0), 20)
    }

    /// "10 s", "0.3 s".
    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        var text = String(Double(milliseconds) / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        return text + " s"
    }

    /// The duration in milliseconds, rounded up, for `poll`.
    package static func milliseconds(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let whole = seconds * 1000 + attoseconds / 1_000_000_000_000_000
        return Int(whole) + (attoseconds % 1_000_000_000_000_000 > 0 ? 1 : 0)
    }
}
