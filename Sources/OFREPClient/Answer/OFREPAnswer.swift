import Diagnostics

/// One flag of an OFREP bulk answer: its value with the service's reason and variant, or
/// the service's error code and details.
public struct OFREPFlag: Sendable, Hashable {
    /// A flag's value, of one of the types OFREP sends.
    public enum Value: Sendable, Hashable {
        /// A boolean: whether the flag is on.
        case bool(Bool)
        /// A string.
        case string(String)
        /// A number, as written (an integer stays exact).
        case number(String)
        /// An object, as compact JSON text.
        case object(String)
    }

    /// The flag's key.
    public var key: String
    /// Its value; `nil` when the service defers to the application's default, or failed.
    public var value: Value?
    /// The service's reason (`STATIC`, `TARGETING_MATCH`, `SPLIT`, `DISABLED`, …).
    public var reason: String?
    /// The service's variant.
    public var variant: String?
    /// The service's error code (`FLAG_NOT_FOUND`, `PARSE_ERROR`, …), when it failed.
    public var errorCode: String?
    /// What the service said of the failure.
    public var errorDetails: String?

    /// Creates a flag.
    public init(
        key: String, value: Value? = nil, reason: String? = nil, variant: String? = nil, errorCode: String? = nil, errorDetails: String? = nil
    ) {
        self.key = key
        self.value = value
        self.reason = reason
        self.variant = variant
        self.errorCode = errorCode
        self.errorDetails = errorDetails
    }
}

/// What reading an answer came to: the answer, when it can be used, and every problem.
public struct OFREPAnswerResult: Sendable, Hashable {
    /// The answer; `nil` when it cannot be used (not JSON, no `flags`).
    public var answer: OFREPAnswer?
    /// Errors (the answer is not used) and warnings (a flag that does not read becomes
    /// a PARSE_ERROR).
    public var diagnostics: DiagnosticList
}

/// An OFREP service's answer to `POST /ofrep/v1/evaluate/flags`: every flag for one
/// context (`{"flags": [{"key", "value", "reason", "variant"} or {"key", "errorCode",
/// "errorDetails"}], "metadata": {…}}`).
public struct OFREPAnswer: Sendable, Hashable {
    /// The flags in the order the service sent them; a key sent twice is there once, the
    /// later.
    public var flags: [OFREPFlag]

    /// Creates an answer.
    public init(flags: [OFREPFlag]) {
        self.flags = flags
    }

    /// Reads an answer.
    ///
    /// A problem with the whole answer (not JSON, not an object, no `flags` array, a flag
    /// that is not an object with a `key`) is an error; a flag whose value or fields do
    /// not read is a warning, and the flag is a PARSE_ERROR; keys OFREP does not define
    /// (`metadata`, `eventStreams`) are left alone.
    ///
    /// - Parameters:
    ///   - bytes: The answer's UTF-8 text.
    ///   - source: What to name it in messages (the URL).
    /// - Complexity: O(n) in the answer's length.
    public static func parse(_ bytes: [UInt8], source: String) -> OFREPAnswerResult {
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: source)
        } catch {
            return OFREPAnswerResult(answer: nil, diagnostics: DiagnosticList([error]))
        }
        var problems: [Diagnostic] = []
        guard let flagsNode = root["flags"], let nodes = flagsNode.elements else {
            let what = root.members == nil ? "must be a JSON object, not \(root.typeWithArticle)" : "has no \"flags\" array"
            problems.append(Diagnostic(.error, at: root.location, "the answer \(what)", hint: "an OFREP bulk answer is {\"flags\": [...]}"))
            return OFREPAnswerResult(answer: nil, diagnostics: DiagnosticList(problems))
        }
        var flags: [OFREPFlag] = []
        var positions: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            guard node.members != nil, let key = node["key"]?.string else {
                problems.append(Diagnostic(.error, at: node.location, "flag \(index + 1) is not an object with a string \"key\""))
                continue
            }
            let flag = Self.flag(node, key: key, problems: &problems)
            if let position = positions[key] {
                problems.append(Diagnostic(.warning, at: node.location, "the flag \"\(Excerpt.of(key))\" comes twice; the later is used"))
                flags[position] = flag
            } else {
                positions[key] = flags.count
                flags.append(flag)
            }
        }
        let diagnostics = DiagnosticList(problems)
        return OFREPAnswerResult(answer: diagnostics.hasErrors ? nil : OFREPAnswer(flags: flags), diagnostics: diagnostics)
    }

    /// One flag; what does not read is a warning, and makes it a PARSE_ERROR.
    private static func flag(_ node: JSONNode, key: String, problems: inout [Diagnostic]) -> OFREPFlag {
        var flag = OFREPFlag(key: key)
        let subject = "the flag \"\(Excerpt.of(key))\""
        func text(_ field: String) -> String? {
            guard let value = node[field], value.typeName != "null" else { return nil }
            guard let text = value.string else {
                problems.append(Diagnostic(.warning, at: value.location, "\"\(field)\" of \(subject) must be a string, not \(value.typeWithArticle); the flag is a PARSE_ERROR"))
                flag.errorCode = "PARSE_ERROR"
                return nil
            }
            return text
        }
        flag.reason = text("reason")
        flag.variant = text("variant")
        flag.errorDetails = text("errorDetails")
        if let code = text("errorCode") { flag.errorCode = code }
        guard flag.errorCode == nil, let valueNode = node["value"] else { return flag }
        switch valueNode.value {
        case .bool(let value): flag.value = .bool(value)
        case .string(let value): flag.value = .string(value)
        case .number(let text): flag.value = .number(text)
        case .object: flag.value = .object(valueNode.compactText)
        case .null, .array:
            problems.append(Diagnostic(
                .warning, at: valueNode.location,
                "\"value\" of \(subject) is \(valueNode.typeWithArticle), which no OpenFeature flag type is; the flag is a PARSE_ERROR"))
            flag.errorCode = "PARSE_ERROR"
            flag.errorDetails = "the service sent a value of no flag type"
        }
        return flag
    }

    /// The error code and details of a bulk failure (`400 {"errorCode", "errorDetails"}`),
    /// when the body is one.
    public static func failure(_ bytes: [UInt8]) -> (code: String, details: String?)? {
        guard let root = try? JSONNode.parse(bytes), let code = root["errorCode"]?.string else { return nil }
        return (code, root["errorDetails"]?.string)
    }
}
