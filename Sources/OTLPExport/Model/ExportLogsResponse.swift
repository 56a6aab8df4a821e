import Diagnostics

/// What a collector answered a request, read from its JSON body: OTLP's
/// `ExportLogsServiceResponse` (a success, perhaps partial) or a `google.rpc.Status` (a
/// failure).
///
/// The body is outside input: it is read within ``maximumBytes``, and whatever it holds
/// (no JSON, another shape, numbers out of range) gives a value, never an error. A body
/// that says nothing usable gives an empty answer.
public struct ExportLogsResponse: Hashable, Sendable {
    /// `partialSuccess.rejectedLogRecords`: how many records the collector refused; 0
    /// when it accepted them all or did not say.
    public var rejectedLogRecords: Int
    /// `partialSuccess.errorMessage` of a success, or `message` of a failure's status:
    /// what the collector said, as an excerpt (one line, at most 120 columns), or `nil`.
    public var message: String?

    /// The longest body read; the rest is ignored.
    public static let maximumBytes = 64 << 10

    /// Creates an answer.
    public init(rejectedLogRecords: Int = 0, message: String? = nil) {
        self.rejectedLogRecords = rejectedLogRecords
        self.message = message
    }

    /// Reads a collector's JSON body.
    ///
    /// - Parameter body: The body, as received; only JSON is read (an empty body, or
    ///   binary protobuf, gives an empty answer).
    /// - Returns: What it says.
    public init(body: [UInt8]) {
        self.init()
        guard !body.isEmpty, body.count <= Self.maximumBytes, let root = try? JSONNode.parse(body), root.members != nil else { return }
        if let partial = root["partialSuccess"], partial.members != nil {
            rejectedLogRecords = Self.count(partial["rejectedLogRecords"])
            message = Self.excerpt(partial["errorMessage"]?.string)
        } else {
            message = Self.excerpt(root["message"]?.string)
        }
    }

    /// An int64 as protobuf's JSON mapping allows: a number or a decimal string;
    /// anything else, a negative count or one past `Int.max` counts as 0.
    private static func count(_ node: JSONNode?) -> Int {
        guard let node else { return 0 }
        if let number = node.int { return max(number, 0) }
        if let text = node.string, let number = Int(text) { return max(number, 0) }
        if let number = node.double, number.isFinite, number >= 0, number < 9.2e18 { return Int(number) }
        return 0
    }

    private static func excerpt(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return Excerpt.of(text, width: 120)
    }
}
