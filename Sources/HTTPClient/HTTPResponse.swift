/// A response's header fields, looked up by name without regard to case.
public struct HTTPHeaders: Hashable, Sendable {
    /// The fields in the order received, names as the server wrote them.
    public private(set) var fields: [(name: String, value: String)] = []

    /// No fields.
    public init() {}

    /// Fields from name and value pairs.
    public init(_ fields: [(String, String)]) {
        self.fields = fields.map { (name: $0.0, value: $0.1) }
    }

    /// The first value of a field, e.g. `headers["etag"]`.
    public subscript(name: String) -> String? {
        fields.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// Every value of a field, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
    }

    package mutating func append(_ name: String, _ value: String) {
        fields.append((name: name, value: value))
    }

    public static func == (lhs: HTTPHeaders, rhs: HTTPHeaders) -> Bool {
        lhs.fields.elementsEqual(rhs.fields) { $0.name == $1.name && $0.value == $1.value }
    }

    public func hash(into hasher: inout Hasher) {
        for field in fields {
            hasher.combine(field.name)
            hasher.combine(field.value)
        }
    }
}

/// What a server answered: any status, 2xx or not. Redirects have been followed.
public struct HTTPResponse: Hashable, Sendable {
    /// The status code, e.g. 200, 304, 404.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The body, decoded when it was compressed, at most the configured limit.
    public var body: [UInt8]
    /// The URL that answered, after any redirects.
    public var url: HTTPURL
    /// How many times the request was tried (more than 1 after retries).
    public var attempts: Int
    /// Whether redirects led to another host or port than the one asked (another scheme
    /// is refused), which was sent no credentials: a 401 from it is no verdict on them.
    public var redirectedToOtherOrigin = false

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = HTTPHeaders(), body: [UInt8] = [], url: HTTPURL, attempts: Int = 1) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
        self.attempts = attempts
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200...299).contains(status) }

    /// The status and its reason phrase: `404 Not Found`.
    public var statusText: String { HTTPStatus.text(status) }
}

/// Reason phrases for the status codes messages name.
public enum HTTPStatus {
    /// `404 Not Found`; the code alone for codes without a common phrase.
    public static func text(_ status: Int) -> String {
        let phrases = [
            200: "OK", 204: "No Content", 301: "Moved Permanently", 302: "Found", 303: "See Other",
            304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request",
            401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
            408: "Request Timeout", 410: "Gone", 429: "Too Many Requests", 500: "Internal Server Error",
            502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return phrases[status].map { "\(status) \($0)" } ?? "\(status)"
    }

    /// Whether a request that got this status may succeed if tried again: server
    /// errors, 408 Request Timeout and 429 Too Many Requests. Every other status is
    /// permanent.
    public static func isTransient(_ status: Int) -> Bool {
        (500...599).contains(status) || status == 408 || status == 429
    }
}
