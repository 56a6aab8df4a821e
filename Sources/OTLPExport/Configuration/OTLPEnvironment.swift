import Diagnostics
import HTTPClient

/// OpenTelemetry's standard environment variables for an OTLP/HTTP logs exporter, read
/// and checked: where logs go, the header fields, compression, timeouts, the batch
/// processor's limits (`OTEL_BLRP_*`) and the resource (`OTEL_SERVICE_NAME`,
/// `OTEL_RESOURCE_ATTRIBUTES`).
///
/// A variable that is set and wrong is an error that names it and says what would be
/// right; a header's value never appears in one.
public enum OTLPEnvironment {
    /// The longest value read from one variable, in bytes.
    public static let maximumValueBytes = 16 << 10
    /// The most entries of one list (`OTEL_EXPORTER_OTLP_HEADERS`, `OTEL_RESOURCE_ATTRIBUTES`).
    public static let maximumEntries = 64

    /// Where the environment sends logs: `OTEL_EXPORTER_OTLP_LOGS_ENDPOINT` as it is, else
    /// `OTEL_EXPORTER_OTLP_ENDPOINT` with `v1/logs` after its path; `nil` when neither is
    /// set, or `OTEL_LOGS_EXPORTER` is `none`, or `OTEL_SDK_DISABLED` is `true`.
    ///
    /// - Throws: ``OTLPConfigurationError`` for a value that is not an http(s) URL.
    public static func endpoint(_ environment: [String: String]) throws(OTLPConfigurationError) -> HTTPURL? {
        if environment["OTEL_SDK_DISABLED"]?.lowercased() == "true" { return nil }
        if let exporter = environment["OTEL_LOGS_EXPORTER"], exporter.split(separator: ",").contains(where: { $0.trimmingSpaces == "none" }) {
            return nil
        }
        if let text = nonEmpty(environment, "OTEL_EXPORTER_OTLP_LOGS_ENDPOINT") {
            return try url(text, variable: "OTEL_EXPORTER_OTLP_LOGS_ENDPOINT")
        }
        if let text = nonEmpty(environment, "OTEL_EXPORTER_OTLP_ENDPOINT") {
            return try logsURL(appendingTo: url(text, variable: "OTEL_EXPORTER_OTLP_ENDPOINT"), always: true)
        }
        return nil
    }

    /// The logs URL of a URL given on the command line: `/v1/logs` on a URL without a
    /// path (`http://localhost:4318`); a URL with a path is the logs URL itself.
    ///
    /// - Throws: ``OTLPConfigurationError`` for text that is not an http(s) URL.
    public static func logsURL(_ text: String, option: String) throws(OTLPConfigurationError) -> HTTPURL {
        try logsURL(appendingTo: url(text, variable: option), always: false)
    }

    private static func logsURL(appendingTo base: HTTPURL, always: Bool) throws(OTLPConfigurationError) -> HTTPURL {
        let target = base.target
        let pathEnd = target.firstIndex { $0 == "?" || $0 == "#" } ?? target.endIndex
        let path = target[..<pathEnd]
        guard always || path == "/" || path.isEmpty else { return base }
        let joined = (path.hasSuffix("/") ? String(path) : path + "/") + "v1/logs" + target[pathEnd...]
        do {
            return try base.replacingTarget(joined)
        } catch {
            throw OTLPConfigurationError("\(base) with v1/logs is not a URL: \(error.reason)")
        }
    }

    private static func url(_ text: String, variable: String) throws(OTLPConfigurationError) -> HTTPURL {
        do {
            return try HTTPURL(text)
        } catch {
            throw OTLPConfigurationError(
                "\(variable) '\(Excerpt.of(text))' is not an http(s) URL: \(error.reason); give the collector's, e.g. http://localhost:4318")
        }
    }

    /// The exporter's configuration for `endpoint`, from the environment, and what the
    /// environment asks for that is not done (a protocol other than `http/json`).
    ///
    /// - Throws: ``OTLPConfigurationError`` for a variable set to a value it cannot take.
    public static func configuration(
        _ environment: [String: String], endpoint: HTTPURL
    ) throws(OTLPConfigurationError) -> (configuration: OTLPConfiguration, warnings: [String]) {
        var configuration = OTLPConfiguration(endpoint: endpoint)
        var warnings: [String] = []
        var fields: [OTLPHeaders.Field] = []
        for variable in ["OTEL_EXPORTER_OTLP_HEADERS", "OTEL_EXPORTER_OTLP_LOGS_HEADERS"] {
            guard let text = environment[variable] else { continue }
            for field in try headers(text, variable: variable).fields {
                // The logs variable's field wins over the general one of the same name.
                fields.removeAll { $0.name.lowercased() == field.name.lowercased() }
                fields.append(field)
            }
        }
        configuration.headers = OTLPHeaders(fields.map { ($0.name, $0.value) })
        if let (variable, text) = specific(environment, "COMPRESSION") {
            guard let compression = OTLPConfiguration.Compression(rawValue: text.trimmingSpaces.lowercased()) else {
                let choices = OTLPConfiguration.Compression.allCases.map(\.rawValue)
                let suggestion = Spelling.suggestion(for: text.lowercased(), in: choices).map { $0 + " " } ?? ""
                throw OTLPConfigurationError("\(variable) '\(Excerpt.of(text))' is not a compression: \(suggestion)give gzip or none")
            }
            configuration.compression = compression
        }
        if let (variable, text) = specific(environment, "TIMEOUT") {
            configuration.requestTimeout = try milliseconds(text, variable: variable)
        }
        if let (variable, text) = specific(environment, "PROTOCOL"), text.trimmingSpaces != "http/json" {
            warnings.append("\(variable) is '\(Excerpt.of(text))', and home sends http/json only: it sends http/json")
        }
        if let text = nonEmpty(environment, "OTEL_BLRP_SCHEDULE_DELAY") {
            configuration.scheduleDelay = try milliseconds(text, variable: "OTEL_BLRP_SCHEDULE_DELAY", allowsZero: true)
        }
        if let text = nonEmpty(environment, "OTEL_BLRP_EXPORT_TIMEOUT") {
            configuration.exportTimeout = try milliseconds(text, variable: "OTEL_BLRP_EXPORT_TIMEOUT")
        }
        let queue = try nonEmpty(environment, "OTEL_BLRP_MAX_QUEUE_SIZE").map { (text) throws(OTLPConfigurationError) in
            try count(text, variable: "OTEL_BLRP_MAX_QUEUE_SIZE")
        }
        let batch = try nonEmpty(environment, "OTEL_BLRP_MAX_EXPORT_BATCH_SIZE").map { (text) throws(OTLPConfigurationError) in
            try count(text, variable: "OTEL_BLRP_MAX_EXPORT_BATCH_SIZE")
        }
        if let queue { configuration.maximumQueueSize = queue }
        if let batch {
            if batch > configuration.maximumQueueSize {
                warnings.append(
                    "OTEL_BLRP_MAX_EXPORT_BATCH_SIZE \(batch) is more than the queue's \(configuration.maximumQueueSize): batches of \(configuration.maximumQueueSize)")
            }
            configuration.maximumBatchSize = min(batch, configuration.maximumQueueSize)
        } else {
            configuration.maximumBatchSize = min(configuration.maximumBatchSize, configuration.maximumQueueSize)
        }
        return (configuration, warnings)
    }

    /// The resource: `default` (e.g. `service.name` `dynamic-home`, `service.version`,
    /// `session.id`), overridden by `OTEL_RESOURCE_ATTRIBUTES`, and `service.name` by
    /// `OTEL_SERVICE_NAME`, all as strings.
    ///
    /// - Throws: ``OTLPConfigurationError`` for a list that cannot be read.
    public static func resource(_ environment: [String: String], defaults: [KeyValue]) throws(OTLPConfigurationError) -> TelemetryResource {
        var attributes = defaults
        func set(_ key: String, _ value: String) {
            if let index = attributes.firstIndex(where: { $0.key == key }) {
                attributes[index].value = .string(value)
            } else {
                attributes.append(KeyValue(key, .string(value)))
            }
        }
        if let text = environment["OTEL_RESOURCE_ATTRIBUTES"] {
            for (key, value) in try list(text, variable: "OTEL_RESOURCE_ATTRIBUTES", secret: false) { set(key, value) }
        }
        if let name = nonEmpty(environment, "OTEL_SERVICE_NAME") { set("service.name", name) }
        return TelemetryResource(attributes: attributes)
    }

    /// A list of header fields as `OTEL_EXPORTER_OTLP_HEADERS` gives them:
    /// `name=value,name=value`, values percent-encoded, spaces around each part ignored.
    ///
    /// - Throws: ``OTLPConfigurationError`` naming the entry that cannot be read and why,
    ///   never its value.
    public static func headers(_ text: String, variable: String = "OTEL_EXPORTER_OTLP_HEADERS") throws(OTLPConfigurationError) -> OTLPHeaders {
        let pairs = try list(text, variable: variable, secret: true)
        for (index, pair) in pairs.enumerated() {
            guard !pair.0.isEmpty, pair.0.utf8.allSatisfy(isTokenByte) else {
                throw OTLPConfigurationError(
                    "\(variable): entry \(index + 1)'s name '\(Excerpt.of(pair.0))' is not a header field name; give letters, digits and -, e.g. authorization=…")
            }
            guard !pair.1.unicodeScalars.contains(where: { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F }) else {
                throw OTLPConfigurationError(
                    "\(variable): the value of '\(Excerpt.of(pair.0))' (entry \(index + 1)) holds a control character (a line break?), which a header field cannot carry")
            }
        }
        return OTLPHeaders(pairs)
    }

    /// `key=value` entries separated by commas, keys and values percent-decoded.
    private static func list(_ text: String, variable: String, secret: Bool) throws(OTLPConfigurationError) -> [(String, String)] {
        guard text.utf8.count <= maximumValueBytes else {
            throw OTLPConfigurationError("\(variable) is \(text.utf8.count) bytes long, more than the \(maximumValueBytes) it may be")
        }
        var pairs: [(String, String)] = []
        for (index, entry) in text.split(separator: ",", omittingEmptySubsequences: false).enumerated() {
            let trimmed = entry.trimmingSpaces
            if trimmed.isEmpty { continue }
            guard pairs.count < maximumEntries else {
                throw OTLPConfigurationError("\(variable) has more than \(maximumEntries) entries")
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                let shown = secret ? "" : " '\(Excerpt.of(trimmed))'"
                throw OTLPConfigurationError(
                    "\(variable): entry \(index + 1)\(shown) has no '='; give name=value pairs separated by commas, e.g. \(secret ? "authorization=Bearer%20TOKEN" : "deployment.environment=test")")
            }
            let key = percentDecoded(trimmed[..<equals].trimmingSpaces)
            let value = percentDecoded(trimmed[trimmed.index(after: equals)...].trimmingSpaces)
            guard let key, let value else {
                throw OTLPConfigurationError(
                    "\(variable): entry \(index + 1) has a '%' that is not followed by two hexadecimal digits, or bytes that are not UTF-8; write a '%' as %25")
            }
            guard !key.isEmpty else { throw OTLPConfigurationError("\(variable): entry \(index + 1) has no name before its '='") }
            pairs.append((key, value))
        }
        return pairs
    }

    /// Percent-decoding (`%20` is a space); `nil` for a `%` without two hex digits, or
    /// bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8)[...]
        while let byte = iterator.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard iterator.count >= 2, let high = hexValue(iterator[iterator.startIndex]), let low = hexValue(iterator[iterator.startIndex + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
            iterator = iterator.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// RFC 9110's `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: "!#$%&'*+-.^_`|~".utf8.contains(byte)
        }
    }

    private static func nonEmpty(_ environment: [String: String], _ name: String) -> String? {
        guard let value = environment[name], !value.trimmingSpaces.isEmpty else { return nil }
        return value
    }

    /// `OTEL_EXPORTER_OTLP_LOGS_<SUFFIX>`, else `OTEL_EXPORTER_OTLP_<SUFFIX>`: which was set, and its value.
    private static func specific(_ environment: [String: String], _ suffix: String) -> (String, String)? {
        for variable in ["OTEL_EXPORTER_OTLP_LOGS_\(suffix)", "OTEL_EXPORTER_OTLP_\(suffix)"] {
            if let value = nonEmpty(environment, variable) { return (variable, value) }
        }
        return nil
    }

    /// The longest a duration variable may say: a day.
    static let maximumMilliseconds = 86_400_000

    private static func milliseconds(_ text: String, variable: String, allowsZero: Bool = false) throws(OTLPConfigurationError) -> Duration {
        guard let value = Int(text.trimmingSpaces), value >= (allowsZero ? 0 : 1), value <= maximumMilliseconds else {
            throw OTLPConfigurationError(
                "\(variable) '\(Excerpt.of(text))' is not a number of milliseconds from \(allowsZero ? 0 : 1) to \(maximumMilliseconds); e.g. \(variable)=1000")
        }
        return .milliseconds(value)
    }

    private static func count(_ text: String, variable: String) throws(OTLPConfigurationError) -> Int {
        guard let value = Int(text.trimmingSpaces), (1...1_000_000).contains(value) else {
            throw OTLPConfigurationError("\(variable) '\(Excerpt.of(text))' is not a whole number from 1 to 1000000; e.g. \(variable)=512")
        }
        return value
    }
}

/// Why the exporter cannot be set up as asked, in words: the variable or option, what is
/// wrong, and what would be right. It never holds a header's value.
public struct OTLPConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: Substring {
        let text = Substring(self)
        let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
        let end = text.lastIndex { $0 != " " && $0 != "\t" }.map(text.index(after:)) ?? start
        return text[start..<Swift.max(start, end)]
    }
}
