/// One log record, as OTLP's `LogRecord` holds it: an event when it has an
/// ``eventName``, with its time, severity, body and typed attributes.
///
/// ```swift
/// let record = LogRecord(
///     eventName: "feature_flag.evaluation", timeUnixNano: 1_795_000_000_000_000_000,
///     attributes: [KeyValue("feature_flag.key", "home.template")])
/// ```
public struct LogRecord: Hashable, Sendable {
    /// What kind of event it is, e.g. `itemSelected`; `nil` for a plain log line.
    public var eventName: String?
    /// When the event happened, in nanoseconds since 1970-01-01T00:00:00Z.
    public var timeUnixNano: UInt64
    /// When the record was made; the event's time when it was made at once.
    public var observedTimeUnixNano: UInt64
    /// How severe it is; ``SeverityNumber/info`` for analytics events.
    public var severityNumber: SeverityNumber
    /// The severity in words, e.g. `INFO`; left out when empty.
    public var severityText: String
    /// The body; none for an event whose attributes say it all.
    public var body: AnyValue?
    /// The attributes, in order.
    public var attributes: [KeyValue]

    /// Creates a record.
    ///
    /// - Parameters:
    ///   - eventName: The event's name, or `nil`.
    ///   - timeUnixNano: When it happened, in nanoseconds since 1970.
    ///   - observedTimeUnixNano: When it was seen; `timeUnixNano` when `nil`.
    ///   - severityNumber: How severe; `info` by default.
    ///   - severityText: The severity in words; `INFO` by default.
    ///   - body: The body, if any.
    ///   - attributes: The attributes, in order.
    public init(
        eventName: String? = nil, timeUnixNano: UInt64, observedTimeUnixNano: UInt64? = nil, severityNumber: SeverityNumber = .info,
        severityText: String = "INFO", body: AnyValue? = nil, attributes: [KeyValue] = []
    ) {
        self.eventName = eventName
        self.timeUnixNano = timeUnixNano
        self.observedTimeUnixNano = observedTimeUnixNano ?? timeUnixNano
        self.severityNumber = severityNumber
        self.severityText = severityText
        self.body = body
        self.attributes = attributes
    }
}

/// OTLP's `SeverityNumber`, written in JSON as its number (OTLP allows no names).
public struct SeverityNumber: RawRepresentable, Hashable, Sendable {
    /// 0 to 24.
    public var rawValue: Int

    /// A severity number; values outside 0...24 are clamped.
    public init(rawValue: Int) {
        self.rawValue = min(max(rawValue, 0), 24)
    }

    /// `SEVERITY_NUMBER_UNSPECIFIED`.
    public static let unspecified = SeverityNumber(rawValue: 0)
    /// `SEVERITY_NUMBER_DEBUG`.
    public static let debug = SeverityNumber(rawValue: 5)
    /// `SEVERITY_NUMBER_INFO`.
    public static let info = SeverityNumber(rawValue: 9)
    /// `SEVERITY_NUMBER_WARN`.
    public static let warn = SeverityNumber(rawValue: 13)
    /// `SEVERITY_NUMBER_ERROR`.
    public static let error = SeverityNumber(rawValue: 17)
}
