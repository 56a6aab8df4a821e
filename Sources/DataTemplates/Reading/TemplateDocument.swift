import DynamicHome
import Essentials

/// Reads template files: JSON that says how a template that is data arranges its entries
/// and draws one (see docs/TEMPLATES.md, "Templates as data", or the DocC article).
///
/// Every problem is a diagnostic at its `file:line:column`, with what would be right: an
/// unknown binding `${titel}` suggests `title`. An unknown node is a warning and is left
/// out, so that the rest draws; a `version` newer than this build understands is a
/// warning, and the file's `fallback` style is drawn instead. What a file may hold is
/// bounded: ``maximumBytes``, ``maximumDepth`` levels of nodes, ``maximumNodes`` nodes,
/// each an error at its place.
///
/// ```swift
/// let reading = TemplateDocument.read(contentsOf: "Templates/Data/ticker.json")
/// for diagnostic in reading.diagnostics.all { print(diagnostic) }
/// if let definition = reading.definition { factory.register(definition.registration(source: .file(reading.file))) }
/// ```
public enum TemplateDocument {
    /// The largest template file, in bytes: 256 KiB.
    public static let maximumBytes = 256 * 1024
    /// The deepest nesting of nodes: the drawing's first node is at level 1.
    public static let maximumDepth = 32
    /// The most nodes a drawing may have.
    public static let maximumNodes = 1_000

    /// Whether `name` can be a template file's style: a lower-case letter, then letters,
    /// digits, `-` and `_`, at most 64 characters.
    public static func isStyleName(_ name: String) -> Bool {
        TemplateReader.isStyleName(name)
    }

    /// Reads a template file from its text.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - file: The file's name, as places name it.
    /// - Returns: The definition (when the file has no error and its version is
    ///   understood), and every problem found.
    public static func read(_ bytes: [UInt8], file: String) -> TemplateReading {
        var reading = TemplateReading(file: file)
        if bytes.count > maximumBytes {
            let place = TemplateReader.location(ofByte: maximumBytes, in: bytes, file: file)
            reading.diagnostics.all.append(Diagnostic(
                .error, at: place,
                "the template file is \(bytes.count.formatted) bytes, more than \(maximumBytes.formatted) (256 KiB); it goes past the limit here",
                hint: "a template says how one entry is drawn: split what is drawn, or move data into the items' fields"))
            return reading
        }
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: file)
            try root.checkNoRepeatedKeys()
        } catch {
            reading.diagnostics.all.append(error.inFile(file))
            return reading
        }
        var reader = TemplateReader(bytes: bytes, file: file)
        let result = reader.readDocument(root)
        reading.definition = result.definition
        reading.newer = result.newer
        reading.styleLocation = result.styleLocation
        reading.diagnostics.all = reader.diagnostics.sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
        if reading.diagnostics.hasErrors { reading.definition = nil }
        return reading
    }

    /// Reads the template file at `path`.
    ///
    /// - Returns: The reading; a file that cannot be read (missing, a folder, far too
    ///   large) is one error naming it.
    public static func read(contentsOf path: String) -> TemplateReading {
        switch LocalFile.contents(of: path, limit: 4 * maximumBytes) {
        case .success(let bytes):
            return read(bytes, file: path)
        case .failure(let failure):
            var reading = TemplateReading(file: path)
            let words: String
            if case .tooLarge(let size, _) = failure.problem {
                words = "the template file is \(size.formatted) bytes, more than \(maximumBytes.formatted) (256 KiB)"
            } else {
                words = "cannot read the template file: \(failure.reason)"
            }
            reading.diagnostics.all.append(Diagnostic(.error, at: SourceLocation(file: path, line: 1, column: 1), words))
            return reading
        }
    }
}

/// What reading a template file found: the definition, or why there is none.
public struct TemplateReading: Sendable {
    /// The file's name, as places name it.
    public var file: String
    /// Where the template comes from: the file (by default), or a toggle's payload.
    public var source: TemplateRegistration.Source
    /// The template, when the file has no error and a version this build understands.
    public var definition: TemplateDefinition?
    /// What a file of a newer version asks, when it is one: drawn with its fallback.
    public var newer: NewerTemplate?
    /// Every problem, in the order of their places: errors and warnings.
    public var diagnostics = DiagnosticList()
    /// Where the file names its style, for a message about it.
    public var styleLocation: SourceLocation?

    init(file: String) {
        self.file = file
        source = .file(file)
    }

    /// The style the file names, when it could be read.
    public var style: TemplateStyle? { definition?.style ?? newer?.style }

    /// Whether the file can be registered: no error, and either a definition or a newer
    /// version to draw with its fallback.
    public var isUsable: Bool { !diagnostics.hasErrors && (definition != nil || newer != nil) }
}

/// A template file of a version newer than this build understands: its style is drawn
/// with its fallback style, and the rest of the file is not read.
public struct NewerTemplate: Hashable, Sendable {
    /// The style the file names.
    public var style: TemplateStyle
    /// Its version.
    public var version: Int
    /// The style to draw instead, when it names one.
    public var fallback: TemplateStyle?
    /// Its summary, when it has one.
    public var summary: String?
}

extension Int {
    /// 262144 as "262,144".
    var formatted: String {
        let digits = String(self.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (self < 0 ? "-" : "") + text
    }
}
