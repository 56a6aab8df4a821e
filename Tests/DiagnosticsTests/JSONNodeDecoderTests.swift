import Essentials
import Foundation
import Testing

@testable import Diagnostics

/// The decoder over a parsed tree reads as `JSONDecoder` does: the same value, or the
/// same kind of error at the same coding path, for every input and type here, and for
/// seeded random documents. (It replaced `JSONDecoder` in `JSONNode.decode`, which
/// parsed the text a second time and cost a release `home` a third of its start-up.)
@Suite("Decoding from the tree as JSONDecoder does")
struct JSONNodeDecoderTests {
    struct Numbers: Codable, Equatable {
        var int: Int
        var int8: Int8?
        var uint64: UInt64?
        var double: Double?
        var float: Float?
        var decimal: Decimal?
    }

    struct Record: Codable, Equatable {
        var name: String
        var flag: Bool?
        var tags: [String]?
        var counts: [String: Int]?
        var byNumber: [Int: String]?
        var nested: [Numbers]?
        var link: URL?
        var blob: Data?
        var when: Date?
    }

    /// Any JSON value, read by trying each type in turn, as an item's `data` is.
    indirect enum Value: Codable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([Value]), object([String: Value])
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() { self = .null }
            else if let flag = try? container.decode(Bool.self) { self = .bool(flag) }
            else if let number = try? container.decode(Double.self) { self = .number(number) }
            else if let text = try? container.decode(String.self) { self = .string(text) }
            else if let elements = try? container.decode([Value].self) { self = .array(elements) }
            else { self = .object(try container.decode([String: Value].self)) }
        }
    }

    /// What a decoder gave: a value, or an error's kind and coding path.
    enum Outcome<T: Equatable>: Equatable, CustomStringConvertible {
        case value(T)
        case failure(kind: String, path: [String])

        init(_ body: () throws -> T) {
            do {
                self = .value(try body())
            } catch let error as DecodingError {
                let (kind, context): (String, DecodingError.Context) = switch error {
                case .typeMismatch(let type, let context): ("typeMismatch \(type)", context)
                case .valueNotFound(let type, let context): ("valueNotFound \(type)", context)
                case .keyNotFound(let key, let context): ("keyNotFound \(key.stringValue)", context)
                case .dataCorrupted(let context): ("dataCorrupted", context)
                @unknown default: ("unknown", DecodingError.Context(codingPath: [], debugDescription: ""))
                }
                self = .failure(kind: kind, path: context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
            } catch {
                self = .failure(kind: "\(type(of: error))", path: [])
            }
        }

        var description: String {
            switch self {
            case .value(let value): "\(value)"
            case .failure(let kind, let path): "\(kind) at \(path)"
            }
        }
    }

    /// Decodes `json` as `T` with both. `keysInAnyOrder`: which of two wrong members of
    /// an object is met first may differ (`JSONDecoder` takes a dictionary's order), so
    /// only whether it failed is compared.
    func compare<T: Decodable & Equatable>(
        _ type: T.Type, _ json: String, keysInAnyOrder: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let root = try JSONNode.parse(json)
        let ours = Outcome { try JSONNodeDecoder.decode(T.self, from: root, at: []) }
        let foundation = Outcome { try JSONDecoder().decode(T.self, from: Data(json.utf8)) }
        switch (ours, foundation) {
        case (.failure, .failure) where keysInAnyOrder:
            break
        case (.failure("dataCorrupted", let path), .failure("dataCorrupted", [])):
            // JSONDecoder says a number its type cannot hold at the root; this decoder at
            // the number, which the diagnostic then points at.
            #expect(root.node(at: path.map(PathKey.init)) != nil, "\(path) in \(json)", sourceLocation: sourceLocation)
        default:
            #expect(ours == foundation, "\(T.self) from \(json)", sourceLocation: sourceLocation)
        }
    }

    /// A coding path's key as the outcome writes it: "[3]" an index, else a name.
    struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ text: String) {
            stringValue = text
            intValue = text.hasPrefix("[") ? Int(text.dropFirst().dropLast()) : nil
        }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init("[\(intValue)]") }
    }

    @Test(arguments: [
        #"{"int": 1}"#, #"{"int": 1.0}"#, #"{"int": 1e2}"#, #"{"int": -0}"#, #"{"int": 1.5}"#,
        #"{"int": 1e30}"#, #"{"int": 9223372036854775807}"#, #"{"int": 9223372036854775808}"#,
        #"{"int": "1"}"#, #"{"int": null}"#, #"{}"#, #"{"int": 1, "int8": 127}"#, #"{"int": 1, "int8": 128}"#,
        #"{"int": 1, "int8": -129}"#, #"{"int": 1, "uint64": 18446744073709551615}"#,
        #"{"int": 1, "uint64": -1}"#, #"{"int": 1, "double": 1e400}"#, #"{"int": 1, "double": -2.5e-3}"#,
        #"{"int": 1, "float": 3.4e39}"#, #"{"int": 1, "float": 0.1}"#, #"{"int": 1, "double": true}"#,
        #"{"int": 1, "decimal": 123456789012345678901234567890}"#, #"{"int": 1, "decimal": 1.25e3}"#,
        #"{"int": 2, "int": 3}"#, #"[1]"#, #"null"#, #""text""#,
    ])
    func numbers(_ json: String) throws {
        try compare(Numbers.self, json)
        try compare([Numbers].self, "[\(json)]")
    }

    @Test(arguments: [
        #"{"name": "a"}"#, #"{"name": 1}"#, #"{"name": null}"#, #"{"flag": true}"#,
        #"{"name": "a", "flag": null, "tags": ["x", "y"]}"#, #"{"name": "a", "tags": ["x", 2]}"#,
        #"{"name": "a", "tags": "x"}"#, #"{"name": "a", "counts": {"a": 1, "b": 2}}"#,
        #"{"name": "a", "counts": {"a": "1"}}"#, #"{"name": "a", "counts": [1]}"#,
        #"{"name": "a", "byNumber": {"1": "one", "2": "two"}}"#, #"{"name": "a", "byNumber": {"x": "one"}}"#,
        #"{"name": "a", "nested": [{"int": 1}, {"int": "2"}]}"#, #"{"name": "a", "nested": [{"int": 1}, {}]}"#,
        #"{"name": "a", "link": "https://example.com/a?b=c"}"#, #"{"name": "a", "link": 5}"#,
        #"{"name": "a", "blob": "aGVsbG8="}"#, #"{"name": "a", "blob": "not base64!"}"#,
        #"{"name": "a", "when": 1000.5}"#, #"{"name": "a", "when": "2026-01-01"}"#,
        #"{"name": "é\u00e9\ud83d\ude00", "extra": [1, {"x": null}]}"#,
    ])
    func records(_ json: String) throws {
        try compare(Record.self, json)
        try compare([String: Record].self, #"{"k": \#(json)}"#)
        try compare([Record].self, "[\(json), \(json)]")
    }

    /// Seeded random documents read as any value, as a list of strings and as numbers.
    @Test func randomDocumentsReadTheSame() throws {
        var random = SeededRandom(seed: 0x5EED)
        for _ in 0..<400 {
            let json = random.value(depth: 0)
            try compare(Value.self, json, keysInAnyOrder: true)
            try compare([String].self, json)
            try compare([String: Double].self, json, keysInAnyOrder: true)
            try compare(Numbers.self, json)
        }
    }

    /// The diagnostic said for a wrong type is the same through either decoder.
    @Test func aWrongTypeIsSaidAtItsPlace() throws {
        let json = "{\"name\": \"a\",\n \"nested\": [{\"int\": 1}, {\"int\": \"2\"}]}"
        let root = try JSONNode.parse(json, file: "day.json")
        var foundation: Diagnostic?
        do {
            _ = try JSONDecoder().decode(Record.self, from: Data(json.utf8))
        } catch let error as DecodingError {
            foundation = root.diagnostic(for: error)
        }
        do {
            _ = try root.decode(Record.self, from: Array(json.utf8))
            Issue.record("decoded a string as an integer")
        } catch {
            #expect(error.description == "day.json:2:33: error: \"nested[1].int\" must be an integer, not a string")
            #expect(error.description == foundation?.description)
        }
    }
}

/// Random JSON text from a seed: numbers of every shape, strings, nesting.
struct SeededRandom {
    var generator: SplitMix64
    init(seed: UInt64) { generator = SplitMix64(seed: seed) }

    mutating func next() -> UInt64 { generator.next() }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(next() % UInt64(choices.count))] }

    mutating func value(depth: Int) -> String {
        switch next() % (depth > 3 ? 4 : 6) {
        case 0: return pick(["null", "true", "false"])
        case 1: return pick(["0", "-0", "1", "-17", "1.5", "1e2", "1E-2", "9007199254740993", "1e400", "123456789012345678901234567890", "0.1"])
        case 2, 3: return pick(["\"\"", "\"int\"", "\"a b\"", "\"\\u00e9\"", "\"\\n\"", "\"double\""])
        case 4: return "[" + (0..<Int(next() % 4)).map { _ in value(depth: depth + 1) }.joined(separator: ", ") + "]"
        default:
            let keys = ["int", "double", "a", "b", "int8", "decimal"]
            return "{" + (0..<Int(next() % 4)).map { _ in "\"\(pick(keys))\": \(value(depth: depth + 1))" }.joined(separator: ", ") + "}"
        }
    }
}
