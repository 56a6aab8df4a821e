/// A place in a text file: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, so a position stays
/// right whatever the script of the text before it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user named it, or `nil` for text that has no file.
    public var file: String?
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, counted in Unicode scalars.
    public var column: Int

    /// Creates a location.
    public init(file: String? = nil, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`, or `line:column` when there is no file.
    public var description: String {
        if let file { return "\(Excerpt.maskingPassword(file)):\(line):\(column)" }
        return "\(line):\(column)"
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file ?? "", lhs.line, lhs.column) < (rhs.file ?? "", rhs.line, rhs.column)
    }
}

/// One problem found in some input: what was wrong, where, and what would be right.
///
/// Its description is the conventional `file:line:column: error: message` line, followed
/// by the hint when there is one, so editors and terminals can jump to the place.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How serious a problem is.
    public enum Severity: String, Hashable, Sendable, Codable {
        /// The input cannot be used.
        case error
        /// The input can be used, but probably not as its author meant.
        case warning
    }

    /// How serious the problem is.
    public var severity: Severity
    /// Where the problem is, when it has a place.
    public var location: SourceLocation?
    /// What is wrong, as a sentence fragment without a final period.
    public var message: String
    /// What would be right, when that can be said.
    public var hint: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity = .error, at location: SourceLocation?, _ message: String, hint: String? = nil) {
        self.severity = severity
        self.location = location
        self.message = message
        self.hint = hint
    }

    /// A copy that names `file` as the place's file.
    public func inFile(_ file: String?) -> Diagnostic {
        var copy = self
        if copy.location != nil { copy.location?.file = file }
        return copy
    }

    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severity.rawValue): \(message)"
        if let hint { text += " (\(hint))" }
        return text
    }
}

/// Several diagnostics about one input, in the order they were found: what loading a
/// file returns, or throws when it has errors.
///
/// A reader of a large input may keep only the first problems it finds (a 16 MB file can
/// hold 600,000 mistakes) and count the rest in ``omitted``: every problem is counted,
/// and memory stays bounded.
public struct DiagnosticList: Error, Hashable, Sendable, CustomStringConvertible {
    /// The problems kept, errors and warnings together.
    public var all: [Diagnostic]
    /// The problems found and counted but not kept.
    public var omitted = Omitted()

    /// Counts of problems found and not kept.
    public struct Omitted: Hashable, Sendable {
        /// Errors not kept.
        public var errors = 0
        /// Warnings not kept.
        public var warnings = 0

        /// No problem left out.
        public init() {}

        /// Every problem left out.
        public var count: Int { errors + warnings }
    }

    /// Creates a list of diagnostics.
    public init(_ all: [Diagnostic] = []) { self.all = all }

    /// The problems kept that make the input unusable.
    public var errors: [Diagnostic] { all.filter { $0.severity == .error } }
    /// The problems kept that leave the input usable.
    public var warnings: [Diagnostic] { all.filter { $0.severity == .warning } }
    /// Whether any problem is an error, kept or not.
    public var hasErrors: Bool { omitted.errors > 0 || all.contains { $0.severity == .error } }
    /// How many errors were found, kept or not.
    public var errorCount: Int { omitted.errors + all.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) } }
    /// How many warnings were found, kept or not.
    public var warningCount: Int { omitted.warnings + all.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) } }

    /// One line per diagnostic kept.
    public var description: String { all.map(\.description).joined(separator: "\n") }
}
