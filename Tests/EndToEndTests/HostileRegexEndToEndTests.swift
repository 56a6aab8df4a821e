import Foundation
import Testing
import TestThreads

/// The built `home` with the REGEX patterns a hostile-input probe found: `toggles
/// validate` and an evaluation end with an answer (the timeout is only a hang-guard).
@Suite("home, the binary, with hostile regular expressions", .serialized, .threadOfItsOwn)
struct HostileRegexEndToEndTests {
    static let fixtures = HomeBinary.packageRoot.appendingPathComponent("Tests/HomeCommandLineTests/Fixtures/Toggles")
    static let hangGuard: TimeInterval = 60

    @Test(arguments: [
        ("regex-nested-case-insensitive-classes", Int32(0), ": valid\n"),
        ("regex-nested-empty-repetitions", Int32(0), ": valid\n"),
        ("regex-nested-repetitions-too-large", Int32(1), ": invalid: 1 error, 0 warnings\n"),
    ])
    func validateAnswers(name: String, status: Int32, ending: String) throws {
        let file = Self.fixtures.appendingPathComponent("\(name).json").path
        let result = try Launch.run(["toggles", "validate", file], in: Self.fixtures, timeout: Self.hangGuard)
        #expect(!result.timedOut, "toggles validate \(name) did not end")
        #expect(result.status == status)
        let output = String(decoding: result.output, as: UTF8.self)
        #expect(output.hasSuffix(file + ending), "\(output)")
        if status == 1 {
            #expect(output.contains("\(file):7:101: error: ") && output.contains("regex is too large: its repetitions expand to more than 50,000 instructions"), "\(output)")
        }
    }

    @Test func renderEvaluatesTheNestedClassesAtOnce() throws {
        let file = Self.fixtures.appendingPathComponent("regex-nested-case-insensitive-classes.json").path
        let email = String(repeating: "b", count: 999) + "A"
        let result = try Launch.run(
            ["toggles", "explain", "home.staff", "--toggles", file, "--context", #"{"properties": {"email": "\#(email)"}}"#],
            in: Self.fixtures, timeout: Self.hangGuard
        )
        #expect(!result.timedOut, "the evaluation did not end")
        #expect(result.status == 0)
        #expect(String(decoding: result.output, as: UTF8.self).contains("home.staff  on "))
    }
}
