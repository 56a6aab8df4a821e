import Diagnostics
import Essentials
import Foundation

/// What validation checks beyond the file itself.
public struct ValidationOptions: Sendable, Hashable {
    /// The day expiry dates are compared with; `nil` skips the check.
    public var today: CalendarDay?
    /// What the variants of some toggles must name (an application's template styles,
    /// say): each variant of a toggle a rule matches must be one of its names.
    public var variantNames: [VariantNameRule]

    /// Creates options.
    public init(today: CalendarDay? = nil, variantNames: [VariantNameRule] = []) {
        self.today = today
        self.variantNames = variantNames
    }
}

/// Toggle names an application reads: one name, or every name between a prefix and a
/// suffix (`home.section.` something `.template`).
public struct ToggleNamePattern: Sendable, Hashable {
    /// The start of the names (the whole name when ``exact``).
    public var prefix: String
    /// The end of the names.
    public var suffix: String
    /// Whether the pattern is the one name ``prefix``.
    public var exact: Bool

    /// The toggle `name` alone.
    public static func name(_ name: String) -> ToggleNamePattern {
        ToggleNamePattern(prefix: name, suffix: "", exact: true)
    }

    /// Every toggle named `prefix`, something, `suffix`.
    public static func names(prefix: String, suffix: String) -> ToggleNamePattern {
        ToggleNamePattern(prefix: prefix, suffix: suffix, exact: false)
    }

    /// Whether the toggle `name` is one of the names.
    public func matches(_ name: String) -> Bool {
        exact ? name == prefix : name.count > prefix.count + suffix.count && name.hasPrefix(prefix) && name.hasSuffix(suffix)
    }
}

/// What the variants of the toggles whose names match a pattern must name: every
/// variant of such a toggle is one of ``names``, or an error at its place.
public struct VariantNameRule: Sendable, Hashable {
    /// The toggles the rule applies to.
    public var toggles: ToggleNamePattern
    /// The names a variant may have.
    public var names: Set<String>
    /// What the names are, for messages: "registered template style".
    public var noun: String
    /// What a list of the names is called in a hint: "registered styles".
    public var listLabel: String
    /// The type of payload (`json`, say) that makes a variant name what it carries: its
    /// name is then not checked.
    public var exemptPayloadType: String?

    /// A rule: the variants of `toggles` name one of `names`, which are `noun`s (listed
    /// in a hint as `listLabel`, the noun's plural by default), but variants whose payload
    /// is of type `exemptPayloadType`.
    public init(toggles: ToggleNamePattern, names: Set<String>, noun: String, listLabel: String? = nil, exemptPayloadType: String? = nil) {
        self.toggles = toggles
        self.names = names
        self.noun = noun
        self.listLabel = listLabel ?? "\(noun)s"
        self.exemptPayloadType = exemptPayloadType
    }
}

/// The result of reading a toggles file: the configuration when the file is usable, and
/// every problem found, errors and warnings, each at its place.
public struct ToggleFileResult: Sendable, Hashable {
    /// The configuration, or `nil` when there is any error: a file is used whole or not at all.
    public var configuration: ToggleConfiguration?
    /// Every problem, in the order of their places in the file.
    public var diagnostics: DiagnosticList
    /// The format the file was read as, when that could be told.
    public var format: ToggleFileFormat?
    /// The toggles that read well, errors elsewhere in the file or not: for checks of
    /// their values beside the errors (`home toggles validate`). Never evaluate it in
    /// place of ``configuration``.
    public var readable: ToggleConfiguration? = nil
    /// Where the name of each toggle of ``readable`` is written in the file.
    public var locations = ToggleLocations()

    /// Whether the file is usable.
    public var isValid: Bool { configuration != nil }
}

/// Reading and checking toggles files in either format.
///
/// The format is told by the top-level key: `toggles` for the native format, `features`
/// for Unleash's, `events` for Unleash's delta format (``ToggleDelta``: the events are
/// applied in order to an empty state). The native format is written by hand, so
/// anything doubtful in it is an error: unknown keys (with a suggestion), unknown
/// operators and strategies, regular expressions that do not compile. Unleash's format is accepted as a server exports it:
/// keys it does not use are ignored, and what Unleash itself evaluates to "off" (an unknown
/// operator, a bad regular expression, a missing segment) is a warning, so that the file
/// loads and evaluates exactly as Unleash would.
public enum ToggleFile {
    /// Reads and checks a toggles file.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 text.
    ///   - file: The path to report.
    ///   - options: Extra checks: expiry and template styles.
    /// - Returns: The configuration (when there is no error) and all diagnostics.
    /// - Complexity: O(n) in the file's length, plus compiling its regular expressions.
    public static func parse(_ bytes: [UInt8], file: String? = nil, options: ValidationOptions = ValidationOptions()) -> ToggleFileResult {
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: file)
        } catch {
            return ToggleFileResult(configuration: nil, diagnostics: DiagnosticList([error]), format: nil)
        }
        return parse(root, options: options)
    }

    /// Reads and checks a toggles document that is already parsed.
    ///
    /// - Parameters:
    ///   - root: The document's root.
    ///   - options: Extra checks: expiry and template styles.
    /// - Returns: The configuration (when there is no error) and all diagnostics.
    public static func parse(_ root: JSONNode, options: ValidationOptions = ValidationOptions()) -> ToggleFileResult {
        guard let members = root.members else {
            let problem = Diagnostic(
                .error, at: root.location, "a toggles file must be a JSON object, not \(root.typeWithArticle)",
                hint: "write {\"version\": 1, \"toggles\": {…}}"
            )
            return ToggleFileResult(configuration: nil, diagnostics: DiagnosticList([problem]), format: nil)
        }
        let keys = Set(members.map(\.key))
        let format: ToggleFileFormat
        if keys.contains("toggles") {
            format = .native
        } else if keys.contains("features") {
            format = .unleash
        } else if keys.contains("events") {
            return parseDelta(root, options: options)
        } else {
            let problem = Diagnostic(
                .error, at: root.location,
                "missing key \"toggles\" (native format), \"features\" (Unleash format) or \"events\" (Unleash's delta format) in the top-level object",
                hint: members.lazy.compactMap { Spelling.suggestion(for: $0.key, in: ["toggles", "features", "events"]) }.first
            )
            return ToggleFileResult(configuration: nil, diagnostics: DiagnosticList([problem]), format: nil)
        }
        var reader = ToggleFileReader(format: format, options: options)
        let configuration = format == .native ? reader.readNative(root) : reader.readUnleash(root)
        reader.checkReferences(configuration)
        // In the order of the file.
        let diagnostics = DiagnosticList(sortedByPlace(reader.diagnostics))
        return ToggleFileResult(
            configuration: diagnostics.hasErrors ? nil : configuration, diagnostics: diagnostics, format: format,
            readable: configuration, locations: ToggleLocations(configuration: configuration, places: reader.togglePlaces, file: root.location.file))
    }

    /// The largest toggles file read: 16 MiB, as for an Unleash server's answer. A
    /// larger file is an error before a byte of it is parsed.
    public static let maximumBytes = 16 << 20

    /// The bytes of the toggles file at `path`, read within ``maximumBytes`` (a FIFO or
    /// a pipe as a stream, within `LocalFile.streamDeadline`).
    package static func read(_ path: String) -> Result<[UInt8], LocalFileError> {
        LocalFile.contents(of: path, limit: maximumBytes)
    }

    /// Reads and checks the file at `path`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - options: Extra checks: expiry and template styles.
    /// - Returns: The result; a file that cannot be read (missing, a folder, larger than
    ///   ``maximumBytes``) is one error at its first line naming why.
    public static func load(contentsOf path: String, options: ValidationOptions = ValidationOptions()) -> ToggleFileResult {
        switch read(path) {
        case .success(let bytes):
            return parse(bytes, file: path, options: options)
        case .failure(let failure):
            let message = failure.problem == .missing ? "the toggles file does not exist" : "the toggles file cannot be read: \(failure.reason)"
            let problem = Diagnostic(.error, at: SourceLocation(file: path, line: 1, column: 1), message)
            return ToggleFileResult(configuration: nil, diagnostics: DiagnosticList([problem]), format: nil)
        }
    }

    /// Every problem in a toggles file, for `home toggles validate`.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 text.
    ///   - file: The path to report.
    ///   - today: The day expiry dates are compared with; `nil` skips the check.
    ///   - variantNames: What the variants of some toggles must name.
    /// - Returns: Errors and warnings, each with file:line:column.
    public static func validate(_ bytes: [UInt8], file: String? = nil, today: CalendarDay? = nil, variantNames: [VariantNameRule] = []) -> DiagnosticList {
        parse(bytes, file: file, options: ValidationOptions(today: today, variantNames: variantNames)).diagnostics
    }
}
