import Diagnostics
import Foundation
import Testing

@testable import Fuzzing

/// The pieces the oracles are built of, checked on inputs worked out by hand: an oracle
/// that is wrong reports bugs that are not there, or misses those that are.
@Suite struct OracleSupportTests {
    @Test func placesCountLinesAndScalarsAsTheReadersDo() {
        // A byte order mark, a two-byte and a four-byte character, CRLF and a last line
        // without a line feed.
        let bytes = Array("\u{FEFF}é😀x\r\n\n  ab".utf8)
        let places = TextPlaces(bytes, file: "f.json")
        #expect(places.lineCount == 3)
        #expect(places.columns(inLine: 1) == 4)  // é 😀 x CR
        #expect(places.columns(inLine: 2) == 0)
        #expect(places.columns(inLine: 3) == 4)
        #expect(places.contains(line: 1, column: 5))  // the line feed
        #expect(!places.contains(line: 1, column: 6))
        #expect(places.contains(line: 2, column: 1))
        #expect(!places.contains(line: 4, column: 1))
        #expect(!places.contains(line: 0, column: 1))
        #expect(places.offset(line: 1, column: 1) == 3)  // after the mark
        #expect(places.offset(line: 1, column: 2) == 5)  // 😀, after é's two bytes
        #expect(places.offset(line: 1, column: 3) == 9)  // x, after 😀's four
        #expect(places.offset(line: 3, column: 3) == bytes.count - 2)
        #expect(places.offset(line: 3, column: 5) == bytes.count)
    }

    @Test func aPlaceInAMessageMustBeInsideTheInput() throws {
        let places = TextPlaces(Array("[1,\n2]".utf8), file: "day.json")
        let place = try places.checkPlace(inMessage: "day.json:2:3: error: x")
        #expect(place.line == 2 && place.column == 3)
        #expect(throws: OracleFailure.self) { try places.checkPlace(inMessage: "day.json:2:4: error: x") }
        #expect(throws: OracleFailure.self) { try places.checkPlace(inMessage: "day.json:3:1: error: x") }
        #expect(throws: OracleFailure.self) { try places.checkPlace(inMessage: "other.json:1:1: error: x") }
        #expect(throws: OracleFailure.self) { try places.checkPlace(inMessage: "day.json: error: no place") }
        #expect(throws: OracleFailure.self) {
            try places.check(SourceLocation(file: "day.json", line: 1, column: 5), of: "a value")
        }
        #expect(throws: OracleFailure.self) { try places.check(nil, of: "a value") }
    }

    @Test func messagesThatQuoteTheirInputWholeFail() {
        #expect(throws: Never.self) { try checkLength(ofMessage: String(repeating: "x", count: maximumMessageLength)) }
        #expect(throws: OracleFailure.self) { try checkLength(ofMessage: String(repeating: "x", count: maximumMessageLength + 1)) }
    }

    @Test func choicesReadZerosOnceTheInputRunsOut() {
        var choices = FuzzChoices([7, 255])
        let first = choices.number(in: 0...3), second = choices.number(in: 10...19)
        #expect(first == 3 && second == 15)
        #expect(choices.isExhausted)
        let past = choices.number(in: 5...9), flag = choices.flag()
        #expect(past == 5 && !flag)
    }

    @Test func choicesAsAGeneratorTakeOneByteForEachChoice() {
        var choices = FuzzChoices([1, 128, 255])
        let low = Int.random(in: 0..<10, using: &choices)
        let middle = Int.random(in: 0..<10, using: &choices)
        let high = Int.random(in: 0..<10, using: &choices)
        #expect(low == 0 && middle == 5 && high == 9)
        #expect(choices.isExhausted)
        // Past the end, and from a byte 0 (whose draw the standard library rejects and
        // makes again): a fixed sequence that ends every draw, the same every time.
        var again = FuzzChoices([0])
        var other = FuzzChoices([0])
        let draws = (0..<100).map { _ in Int.random(in: 0..<14, using: &again) }
        #expect(draws == (0..<100).map { _ in Int.random(in: 0..<14, using: &other) })
        #expect(Set(draws).count > 1)
    }

    @Test func everyTargetHasSeedsAndADictionary() throws {
        for target in FuzzTarget.all {
            let seeds = FuzzBinary.files(in: FuzzBinary.fuzzFolder.appendingPathComponent("Seeds/\(target.name)"))
            #expect(!seeds.isEmpty, "Fuzz/Seeds/\(target.name) is empty")
            let dictionary = FuzzBinary.fuzzFolder.appendingPathComponent("Dictionaries/\(target.name).dict")
            #expect(FileManager.default.fileExists(atPath: dictionary.path), "no \(dictionary.lastPathComponent)")
        }
        #expect(FuzzTarget.all.count == Set(FuzzTarget.all.map(\.name)).count)
    }

    /// Scripts/fuzz (and so `.ci/run`) runs every target, in the package's order.
    @Test func theScriptRunsEveryTarget() throws {
        let script = try String(contentsOf: FuzzBinary.fuzzFolder.deletingLastPathComponent().appendingPathComponent("Scripts/fuzz"), encoding: .utf8)
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("all_targets=(") }, "Scripts/fuzz has no all_targets line")
        let names = line.dropFirst("all_targets=(".count).prefix { $0 != ")" }.split(separator: " ").map(String.init)
        #expect(names == FuzzTarget.all.map(\.name))
    }
}
