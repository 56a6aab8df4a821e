import Diagnostics
import FeatureToggles

extension FuzzTarget {
    /// The JSON reader every input file goes through (`Diagnostics/JSON`).
    ///
    /// - A syntax error has a place inside the input.
    /// - A document that parses has every value's place at the byte that starts it (`{`,
    ///   `[`, `"`, a digit or `-`, `t`, `f`, `n`) and every key's at its `"`.
    /// - It round-trips: written by the package's JSON writer and parsed again it is the
    ///   same value, member order, repeated keys and number spellings included, and
    ///   writing that again gives the same text.
    /// - A repeated key is reported at the first key, in the order of the text, that an
    ///   earlier member of its object already has (keys compared as Swift strings: by
    ///   canonical equivalence); and at no key when none repeats.
    /// - Read as an evaluation context (`--context`), any problem has a place.
    static let json = FuzzTarget(
        name: "json", summary: "the JSON reader: places, round trip, repeated keys, contexts",
        check: checkJSON)

    private static func checkJSON(_ bytes: [UInt8]) throws(OracleFailure) {
        let file = "input.json"
        let places = TextPlaces(bytes, file: file)
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: file)
        } catch {
            try places.check(error.location, of: "the syntax error \"\(error.message)\"")
            try checkLength(ofMessage: error.description)
            return
        }
        try checkPlaces(of: root, in: places)
        try checkRoundTrip(of: root)
        try checkRepeatedKeys(of: root)
        do {
            _ = try EvaluationContext.decode(from: bytes, file: file)
        } catch {
            try places.check(error.location, of: "the context error \"\(error.message)\"")
            try checkLength(ofMessage: error.description)
        }
    }

    /// Checks that every value and key starts where its place says.
    private static func checkPlaces(of node: JSONNode, in places: TextPlaces) throws(OracleFailure) {
        try places.check(node.location, of: "a \(node.typeName)")
        let offset = places.offset(line: node.location.line, column: node.location.column)!
        let first: UInt8? = offset < places.bytes.count ? places.bytes[offset] : nil
        let expected: [UInt8]
        switch node.value {
        case .null: expected = Array("n".utf8)
        case .bool(let flag): expected = Array((flag ? "t" : "f").utf8)
        case .number: expected = Array("-0123456789".utf8)
        case .string: expected = Array("\"".utf8)
        case .array: expected = Array("[".utf8)
        case .object: expected = Array("{".utf8)
        }
        try expect(
            first.map(expected.contains) ?? false,
            "a \(node.typeName)'s place \(node.location.line):\(node.location.column) points at \(first.map { "byte 0x\(String($0, radix: 16))" } ?? "the end"), not at its start")
        for element in node.elements ?? [] { try checkPlaces(of: element, in: places) }
        for member in node.members ?? [] {
            try places.check(member.keyLocation, of: "the key \"\(Excerpt.of(member.key))\"")
            let keyOffset = places.offset(line: member.keyLocation.line, column: member.keyLocation.column)!
            try expect(
                keyOffset < places.bytes.count && places.bytes[keyOffset] == UInt8(ascii: "\""),
                "the key \"\(Excerpt.of(member.key))\" has its place \(member.keyLocation.line):\(member.keyLocation.column) away from its opening quote")
            try expect(
                member.keyLocation < member.value.location,
                "the key \"\(Excerpt.of(member.key))\" is placed after its value")
            try checkPlaces(of: member.value, in: places)
        }
    }

    /// Checks that writing and parsing again gives the same value and the same text.
    private static func checkRoundTrip(of root: JSONNode) throws(OracleFailure) {
        let written = root.compactText
        let again: JSONNode
        do {
            again = try JSONNode.parse(written)
        } catch {
            throw OracleFailure("the writer's text does not parse: \(error) in \(Excerpt.of(written, width: 200))")
        }
        try expect(isSame(root, again), "parse, write, parse gives another value: \(Excerpt.of(written, width: 200))")
        try expect(root.isEquivalent(to: again), "parse, write, parse gives a value that is not equivalent")
        try expect(again.compactText == written, "writing the value read back gives other text than the first writing")
    }

    /// Whether two values are the same, places aside: members in order, numbers as written.
    private static func isSame(_ left: JSONNode, _ right: JSONNode) -> Bool {
        switch (left.value, right.value) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.array(let a), .array(let b)): a.count == b.count && zip(a, b).allSatisfy { isSame($0, $1) }
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && isSame($0.value, $1.value) }
        default: false
        }
    }

    /// Checks the repeated-key check against the first repeated key found here.
    private static func checkRepeatedKeys(of root: JSONNode) throws(OracleFailure) {
        let expected = firstRepeatedKey(in: root)
        let reported: Diagnostic?
        do {
            try root.checkNoRepeatedKeys()
            reported = nil
        } catch {
            reported = error
        }
        func shown(_ location: SourceLocation?) -> String { location.map { "\($0.line):\($0.column)" } ?? "no key" }
        try expect(
            reported?.location == expected,
            "the repeated key is reported at \(shown(reported?.location)), but the first key that repeats one of its object is at \(shown(expected))")
        if let reported { try checkLength(ofMessage: reported.description) }
    }

    /// The place of the first key, in the order of the text, that an earlier member of its
    /// object has too.
    private static func firstRepeatedKey(in node: JSONNode) -> SourceLocation? {
        var found: SourceLocation?
        func keep(_ location: SourceLocation?) {
            guard let location else { return }
            if found.map({ location < $0 }) ?? true { found = location }
        }
        if let members = node.members {
            // Keys compare as Swift strings, as every lookup of a key does: "é" written
            // as one scalar and as e and U+0301 are one key, written twice.
            var seen = Set<String>()
            for member in members {
                if !seen.insert(member.key).inserted { keep(member.keyLocation) }
                keep(firstRepeatedKey(in: member.value))
            }
        }
        for element in node.elements ?? [] { keep(firstRepeatedKey(in: element)) }
        return found
    }
}
