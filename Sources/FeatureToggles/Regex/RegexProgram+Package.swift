/// The regular expression engine as the package's fuzz oracles reach it (`Fuzzing`):
/// compiling a pattern as a `REGEX` constraint does, the size of what it compiled to,
/// and matching. Nothing else in the package uses it.
package struct PackageRegex: Sendable {
    /// Why a pattern was refused, and where: `offset` counts Unicode scalars from 0.
    package struct Failure: Error, Sendable, Hashable {
        /// What was wrong.
        package var message: String
        /// Where, in Unicode scalars from 0.
        package var offset: Int
        /// The sentence a toggles file's diagnostic shows.
        package var description: String
    }

    private let program: RegexProgram

    /// The most instructions a pattern may compile to.
    package static var maximumSize: Int { RegexProgram.maximumSize }

    /// Compiles `pattern` as a `REGEX` constraint does.
    ///
    /// - Throws: ``Failure`` for a pattern the engine refuses.
    package init(pattern: String, caseInsensitive: Bool) throws(Failure) {
        do {
            program = try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive)
        } catch {
            throw Failure(message: error.message, offset: error.offset, description: error.description)
        }
    }

    /// How many instructions the pattern compiled to.
    package var size: Int { program.instructions.count }

    /// Whether the pattern matches somewhere in `text`.
    package func matches(_ text: String) -> Bool { program.matches(text) }
}
