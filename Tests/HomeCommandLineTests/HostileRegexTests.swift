import Foundation
import Testing

/// `home toggles validate` and evaluation with the REGEX patterns a hostile-input probe
/// found: each answers at once, valid or with the limit at file:line:column.
@MainActor
@Suite("hostile regular expressions")
struct HostileRegexTests {
    static func fixture(_ name: String) -> String { packageRoot + "/Tests/HomeCommandLineTests/Fixtures/Toggles/\(name).json" }

    @Test(arguments: ["regex-nested-case-insensitive-classes", "regex-nested-empty-repetitions"])
    func validateFindsTheFileValid(_ name: String) async {
        let result = await home(["toggles", "validate", Self.fixture(name)])
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.output == "\(Self.fixture(name)): valid\n")
    }

    @Test func validateNamesTheLimitOfARegexThatExpandsPastIt() async {
        let file = Self.fixture("regex-nested-repetitions-too-large")
        let result = await home(["toggles", "validate", file])
        #expect(result.status == 1)
        #expect(result.output.split(separator: "\n").first.map(String.init) == """
            \(file):7:101: error: the regular expression of constraint 1 of "constraints" of strategy 1 of "strategies" \
            of toggle "home.staff" does not compile: regex is too large: its repetitions expand to more than 50,000 \
            instructions at position 7 of the pattern
            """)
    }

    /// 40 nested case-insensitive classes used to cost 2^40 tries for each scalar.
    @Test func evaluationAnswersAtOnce() async {
        let email = String(repeating: "b", count: 999) + "A"
        for (context, expected) in [(email, true), (String(repeating: "b", count: 1_000), false)] {
            let result = await home([
                "toggles", "explain", "home.staff", "--toggles", Self.fixture("regex-nested-case-insensitive-classes"),
                "--context", #"{"properties": {"email": "\#(context)"}}"#, "--json",
            ])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains(#""enabled": \#(expected),"#), "\(result.output)")
        }
    }
}
