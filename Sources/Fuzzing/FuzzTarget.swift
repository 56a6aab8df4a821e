/// One parser of outside input with the oracle that checks it: what libFuzzer drives in
/// `home-fuzz` and what the fail-case tests replay.
///
/// An oracle asks more than "no crash": every error has a place inside the input, what
/// parses writes back to the same value, what validates also evaluates, and so on (each
/// target's documentation says what it checks).
package struct FuzzTarget: Sendable {
    /// The name `home-fuzz` and `Scripts/fuzz` take, and the folder of its seeds and fail
    /// cases under `Fuzz/`.
    package let name: String
    /// What is fuzzed, in one line.
    package let summary: String
    /// Checks one input.
    ///
    /// - Throws: ``OracleFailure`` when the parser breaks one of the target's properties.
    package let check: @MainActor @Sendable ([UInt8]) throws(OracleFailure) -> Void

    /// Creates a target.
    package init(name: String, summary: String, check: @escaping @MainActor @Sendable ([UInt8]) throws(OracleFailure) -> Void) {
        self.name = name
        self.summary = summary
        self.check = check
    }

    /// Every target, in the order `Scripts/fuzz` runs them.
    package static let all: [FuzzTarget] = [json, toggles, regex, day, script, http, diff, terminal, template, events, delta, ofrep, otlp, card, expression]

    /// The target called `name`.
    package static func named(_ name: String) -> FuzzTarget? {
        all.first { $0.name == name }
    }
}

/// A property an oracle checks that did not hold: what was expected and what happened.
package struct OracleFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in a sentence or two.
    package var description: String

    /// Creates a failure.
    package init(_ description: String) {
        self.description = description
    }
}

/// Fails with `message` unless `condition` holds.
///
/// - Throws: ``OracleFailure`` with `message`.
func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(OracleFailure) {
    if !condition { throw OracleFailure(message()) }
}
