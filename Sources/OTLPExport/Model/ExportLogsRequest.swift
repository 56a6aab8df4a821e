import Essentials

/// What produced the records: OTLP's `Resource`, its attributes (`service.name`,
/// `service.version`, `session.id`, …).
public struct TelemetryResource: Hashable, Sendable {
    /// The attributes, in order.
    public var attributes: [KeyValue]

    /// Creates a resource.
    public init(attributes: [KeyValue]) {
        self.attributes = attributes
    }
}

/// The library that made the records: OTLP's `InstrumentationScope`.
public struct InstrumentationScope: Hashable, Sendable {
    /// Its name, e.g. `DynamicHome`.
    public var name: String
    /// Its version; left out when empty.
    public var version: String

    /// Creates a scope.
    public init(name: String, version: String = "") {
        self.name = name
        self.version = version
    }
}

/// One request of OTLP/HTTP's logs service (`POST /v1/logs`): OTLP's
/// `ExportLogsServiceRequest` with one resource and one scope.
public struct ExportLogsRequest: Hashable, Sendable {
    /// What produced the records.
    public var resource: TelemetryResource
    /// The library that made them.
    public var scope: InstrumentationScope
    /// The records, oldest first.
    public var records: [LogRecord]

    /// Creates a request.
    public init(resource: TelemetryResource, scope: InstrumentationScope, records: [LogRecord]) {
        self.resource = resource
        self.scope = scope
        self.records = records
    }

    /// The request as OTLP/JSON: the protobuf JSON mapping with OTLP's rules
    /// (lowerCamelCase keys, 64-bit integers as decimal strings, enums as numbers),
    /// fields with their default values and empty lists left out, as protobuf writes
    /// them, on one line.
    ///
    /// - Complexity: O(*n*) in the size of the records.
    public var json: [UInt8] { Array(jsonText.text().utf8) }

    package var jsonText: JSONText {
        var scopeLogs: [(key: String, value: JSONText)] = [("scope", Self.json(scope))]
        if !records.isEmpty { scopeLogs.append(("logRecords", .array(records.map(Self.json)))) }
        var resourceMembers: [(key: String, value: JSONText)] = []
        if !resource.attributes.isEmpty { resourceMembers.append(("attributes", Self.json(resource.attributes))) }
        let resourceLogs: JSONText = .object([("resource", .object(resourceMembers)), ("scopeLogs", .array([.object(scopeLogs)]))])
        return .object([("resourceLogs", .array([resourceLogs]))])
    }

    static func json(_ scope: InstrumentationScope) -> JSONText {
        var members: [(key: String, value: JSONText)] = [("name", .string(scope.name))]
        if !scope.version.isEmpty { members.append(("version", .string(scope.version))) }
        return .object(members)
    }

    /// One `LogRecord`; `timeUnixNano` and `observedTimeUnixNano` (fixed64) as strings.
    static func json(_ record: LogRecord) -> JSONText {
        var members: [(key: String, value: JSONText)] = [
            ("timeUnixNano", .string(String(record.timeUnixNano))),
            ("observedTimeUnixNano", .string(String(record.observedTimeUnixNano))),
        ]
        if record.severityNumber != .unspecified { members.append(("severityNumber", .number(record.severityNumber.rawValue))) }
        if !record.severityText.isEmpty { members.append(("severityText", .string(record.severityText))) }
        if let body = record.body { members.append(("body", json(body))) }
        if !record.attributes.isEmpty { members.append(("attributes", json(record.attributes))) }
        if let name = record.eventName, !name.isEmpty { members.append(("eventName", .string(name))) }
        return .object(members)
    }

    static func json(_ attributes: [KeyValue]) -> JSONText {
        .array(attributes.map { .object([("key", .string($0.key)), ("value", json($0.value))]) })
    }

    /// One `AnyValue`: a double that is not finite is written as protobuf's JSON mapping
    /// spells it, `"NaN"`, `"Infinity"` or `"-Infinity"`.
    static func json(_ value: AnyValue) -> JSONText {
        switch value {
        case .string(let text): .object([("stringValue", .string(text))])
        case .bool(let flag): .object([("boolValue", .bool(flag))])
        case .int(let number): .object([("intValue", .string(String(number)))])
        case .double(let number):
            .object([("doubleValue", number.isFinite ? .number(number) : .string(number.isNaN ? "NaN" : number > 0 ? "Infinity" : "-Infinity"))])
        case .array(let values): .object([("arrayValue", .object(values.isEmpty ? [] : [("values", .array(values.map(json)))]))])
        case .keyValueList(let pairs): .object([("kvlistValue", .object(pairs.isEmpty ? [] : [("values", json(pairs))]))])
        }
    }
}
