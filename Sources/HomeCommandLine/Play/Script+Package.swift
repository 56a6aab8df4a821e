/// `home play`'s script reading as the package's fuzz oracles reach it (`Fuzzing`):
/// lines read from a descriptor as `home play` reads them, and each line parsed into its
/// step. Nothing else in the package uses it.
package struct PackageScriptReader {
    private var reader: ScriptReader

    /// The longest line a script may have, in bytes.
    package static var maximumLineBytes: Int { ScriptReader.maximumLineBytes }

    /// A reader of the script on `descriptor`, named `source` in messages.
    package init(descriptor: Int32, source: String) {
        reader = ScriptReader(descriptor: descriptor, source: source)
    }

    /// The next line and its number from 1; `nil` at the end.
    ///
    /// - Throws: The failure `home play` reports.
    package mutating func nextLine() throws(CommandFailure) -> (number: Int, text: String)? {
        try reader.nextLine()
    }

    /// One line's step, described (`nil` for a blank line or a comment).
    ///
    /// - Parameter location: `FILE:LINE`, as `home play` names the line.
    /// - Throws: The failure `home play` reports for a line that makes no sense.
    package static func step(_ line: String, location: String) throws(CommandFailure) -> String? {
        try Script.step(line, location: location).map { "\($0)" }
    }

    /// The verbs a script knows.
    package static var verbs: [String] { Script.verbs }
}

