import HTTPClient

/// Where and how an ``OTLPLogExporter`` sends records: the collector's logs URL, its
/// header fields, compression, the batch processor's limits and the retry policy.
///
/// The defaults are OpenTelemetry's: a queue of 2,048 records, batches of 512, sent
/// every second, each export given 30 s in all, each request 10 s; retries after 1 s,
/// then twice as long each time up to 5 s, with jitter. ``init(environment:endpoint:)``
/// reads the `OTEL_*` variables.
public struct OTLPConfiguration: Hashable, Sendable {
    /// Whether request bodies are compressed.
    public enum Compression: String, Hashable, Sendable, CaseIterable {
        /// As they are.
        case none
        /// gzip, with `Content-Encoding: gzip`.
        case gzip
    }

    /// The logs URL requests are posted to, e.g. `http://localhost:4318/v1/logs`.
    public var endpoint: HTTPURL
    /// Header fields sent with every request (`OTEL_EXPORTER_OTLP_HEADERS`): secrets
    /// such as an `authorization` token, never shown.
    public var headers: OTLPHeaders
    /// Whether bodies are compressed.
    public var compression: Compression
    /// The longest one request may take.
    public var requestTimeout: Duration
    /// The most records waiting to be sent; when full, the oldest is dropped.
    public var maximumQueueSize: Int
    /// The most records in one request.
    public var maximumBatchSize: Int
    /// How long a record may wait for its batch to fill before the batch goes.
    public var scheduleDelay: Duration
    /// The longest one batch may take, its retries and their waits included; past it
    /// the batch is given up.
    public var exportTimeout: Duration
    /// How long the exporter may take to send what is left when it shuts down.
    public var shutdownTimeout: Duration
    /// The wait before the first retry.
    public var initialBackoff: Duration
    /// The longest wait between retries, unless a `Retry-After` asks for more.
    public var maximumBackoff: Duration
    /// The largest request body, before compression; a larger batch is split.
    public var maximumRequestBytes: Int

    /// Creates a configuration; out-of-range values are brought into range.
    ///
    /// - Parameters:
    ///   - endpoint: The logs URL.
    ///   - headers: Header fields for every request.
    ///   - compression: `none` or `gzip`.
    ///   - requestTimeout: One request's limit; 10 s.
    ///   - maximumQueueSize: 2,048 records.
    ///   - maximumBatchSize: 512 records, at most the queue's size.
    ///   - scheduleDelay: 1 s.
    ///   - exportTimeout: 30 s.
    ///   - shutdownTimeout: 2 s.
    ///   - initialBackoff: 1 s.
    ///   - maximumBackoff: 5 s.
    ///   - maximumRequestBytes: 4 MiB.
    public init(
        endpoint: HTTPURL, headers: OTLPHeaders = OTLPHeaders(), compression: Compression = .none, requestTimeout: Duration = .seconds(10),
        maximumQueueSize: Int = 2048, maximumBatchSize: Int = 512, scheduleDelay: Duration = .seconds(1), exportTimeout: Duration = .seconds(30),
        shutdownTimeout: Duration = .seconds(2), initialBackoff: Duration = .seconds(1), maximumBackoff: Duration = .seconds(5),
        maximumRequestBytes: Int = 4 << 20
    ) {
        self.endpoint = endpoint
        self.headers = headers
        self.compression = compression
        self.requestTimeout = max(requestTimeout, .milliseconds(1))
        self.maximumQueueSize = max(maximumQueueSize, 1)
        self.maximumBatchSize = min(max(maximumBatchSize, 1), self.maximumQueueSize)
        self.scheduleDelay = max(scheduleDelay, .zero)
        self.exportTimeout = max(exportTimeout, .milliseconds(1))
        self.shutdownTimeout = max(shutdownTimeout, .zero)
        self.initialBackoff = max(initialBackoff, .zero)
        self.maximumBackoff = max(maximumBackoff, self.initialBackoff)
        self.maximumRequestBytes = max(maximumRequestBytes, 1024)
    }

    /// The endpoint as messages show it: any password as `***`.
    public var shownEndpoint: String { endpoint.description }
}

/// Header fields sent with every request, whose values are secrets (tokens, API keys):
/// nothing prints them; ``description`` names the fields only, and so do
/// `debugDescription` and `dump`.
public struct OTLPHeaders: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The fields, in order.
    public private(set) var fields: [Field]

    /// One field: a name and a value never shown.
    public struct Field: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
        /// The name, e.g. `authorization`.
        public var name: String
        /// The value, sent and never shown.
        public var value: String

        /// `name=***`.
        public var description: String { "\(name)=***" }
        public var debugDescription: String { description }
        public var customMirror: Mirror { Mirror(self, children: ["name": name, "value": "***"]) }
    }

    /// No fields.
    public init() {
        fields = []
    }

    /// The fields of name and value pairs.
    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { Field(name: $0.0, value: $0.1) }
    }

    /// The names of the fields, values hidden: `authorization=***, x-tenant=***`.
    public var description: String {
        fields.isEmpty ? "none" : fields.map(\.description).joined(separator: ", ")
    }

    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: ["fields": description]) }
}
