import Foundation
import HTTPClient

/// How to talk to one OpenFeature Remote Evaluation Protocol (OFREP) service: where, with
/// which headers, and how often.
///
/// Its description names the headers but shows none of their values (a token, an API
/// key), so that printing the settings prints no secret.
public struct OFREPSettings: Sendable, Hashable, CustomStringConvertible {
    /// The service's base URL, before `/ofrep`: `http://host:8016`.
    public var baseURL: URL
    /// Header fields sent with every request (`Authorization`, `X-API-Key`, …).
    public var headers: [OFREPHeader]
    /// How often the answer is asked for again; `nil` takes the service's own
    /// (`/ofrep/v1/configuration`), else ``defaultRefreshInterval``.
    public var refreshInterval: Duration?
    /// How long one request may go without a byte of answer.
    public var requestTimeout: Duration
    /// How long one request may take in all.
    public var requestDeadline: Duration

    /// How often the answer is asked for again when neither the command line nor the
    /// service says: 30 seconds.
    public static let defaultRefreshInterval = Duration.seconds(30)
    /// The longest `Retry-After` honoured: a service that asks for more is asked again then.
    public static let maximumRetryAfter = Duration.seconds(3600)
    /// The largest answer read: 16 MiB, as for an Unleash server's.
    public static let maximumAnswerBytes = 16 << 20
    /// The environment variable that holds the headers (``OFREPHeader/parse(_:)``).
    public static let headersVariable = "OFREP_HEADERS"

    /// Creates settings.
    ///
    /// - Parameters:
    ///   - baseURL: The base URL, before `/ofrep`; a trailing `/` is ignored.
    ///   - headers: Header fields for every request.
    ///   - refreshInterval: How often to ask again; `nil` for the service's own.
    ///   - requestTimeout: The longest silence of a request; 5 s by default.
    ///   - requestDeadline: The longest a request takes in all; 10 s by default (the
    ///     guideline's timeout).
    public init(
        baseURL: URL, headers: [OFREPHeader] = [], refreshInterval: Duration? = nil, requestTimeout: Duration = .seconds(5),
        requestDeadline: Duration = .seconds(10)
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.refreshInterval = refreshInterval
        self.requestTimeout = requestTimeout
        self.requestDeadline = requestDeadline
    }

    public var description: String {
        "OFREPSettings(\(HTTPURL.shown(baseURL.absoluteString)), headers: \(headers.map(\.name).joined(separator: ", ")))"
    }

    /// `BASE/ofrep/v1/evaluate/flags`: the bulk evaluation.
    public var flagsURL: URL { endpoint("ofrep/v1/evaluate/flags") }
    /// `BASE/ofrep/v1/configuration`: what the service asks of its clients (optional).
    public var configurationURL: URL { endpoint("ofrep/v1/configuration") }

    private func endpoint(_ path: String) -> URL {
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        return URL(string: base + "/" + path)!
    }

    /// Reads a base URL given on the command line: an absolute http or https URL with a
    /// host, no query and no fragment.
    ///
    /// - Returns: The URL, or `nil` when the text is not one.
    public static func baseURL(from text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
              let host = url.host, !host.isEmpty, url.query == nil, url.fragment == nil
        else { return nil }
        return url
    }
}

/// One header field sent to an OFREP service. Its description shows the name only.
public struct OFREPHeader: Sendable, Hashable, CustomStringConvertible {
    /// The field's name.
    public var name: String
    /// Its value: a secret, never printed.
    public var value: String

    /// Creates a header field.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }

    public var description: String { "\(name): ***" }

    /// Reads `OFREP_HEADERS`: `Name=value` pairs separated by commas, as
    /// `OTEL_EXPORTER_OTLP_HEADERS` writes them (a value may be percent-encoded:
    /// `Authorization=Bearer%20abc,X-API-Key=123`).
    ///
    /// - Returns: The fields, or why the text is not such a list; the message names the
    ///   pair by its position and name, and quotes no value.
    public static func parse(_ text: String) -> Result<[OFREPHeader], OFREPHeaderError> {
        var headers: [OFREPHeader] = []
        for (index, pair) in text.split(separator: ",", omittingEmptySubsequences: true).enumerated() {
            let position = "pair \(index + 1) of \(OFREPSettings.headersVariable)"
            guard let equals = pair.firstIndex(of: "=") else {
                return .failure(OFREPHeaderError("\(position) has no '=': write Name=value, e.g. Authorization=Bearer%20TOKEN"))
            }
            let name = pair[..<equals].trimmingCharacters(in: .whitespaces)
            let raw = pair[pair.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "!#$%&'*+-.^_`|~".contains($0)) }) else {
                return .failure(OFREPHeaderError("\(position) does not start with a header name (letters, digits, '-')"))
            }
            let value = raw.removingPercentEncoding ?? raw
            guard !value.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                return .failure(OFREPHeaderError(
                    "the value of \(name) (\(position)) holds a line break or another control character, which a header cannot carry"))
            }
            headers.append(OFREPHeader(name, value))
        }
        return .success(headers)
    }
}

/// Why `OFREP_HEADERS` cannot be read; the message quotes no value.
public struct OFREPHeaderError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, and what would be right.
    public var message: String

    init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
