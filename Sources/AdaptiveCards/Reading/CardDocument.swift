import Diagnostics
import Essentials

/// Reads Adaptive Cards: JSON text, or a tree of values, into an ``AdaptiveCard`` with
/// every problem at its place.
///
/// A card is read within ``CardLimits/card`` (size, depth, count of values). A card
/// template (a card with `${…}` bindings, `$data` or `$when`) is expanded with its data
/// first (``CardTemplating``). Then, as the format says: an element or action of an
/// unknown type, or whose `requires` this renderer does not meet, takes its `fallback`
/// (an element or action, or `"drop"`), else the fallback of the nearest element around
/// it that has one, else it is left out with a warning; a card of a newer `version`
/// than ``CardVersion/supported`` is drawn as its `fallbackText`. Unknown keys are
/// warnings, with the key probably meant. Errors (not JSON, not a card, no `version`,
/// an element without `type`) leave no card to draw.
///
/// ```swift
/// let reading = CardDocument.read(contentsOf: "card.json")
/// for diagnostic in reading.diagnostics.all { print(diagnostic) }
/// if let card = reading.card { print(CardLayout(card: card).frame(width: 60).canvas) }
/// ```
public enum CardDocument {
    /// The features this renderer has, as a card's `requires` names them:
    /// `adaptiveCards` 1.6.
    public static let features: [String: CardVersion] = ["adaptiveCards": .supported]

    /// Reads a card, or a card template with its data, from JSON text.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text of a card or a card template.
    ///   - file: The file's name, as places name it.
    ///   - data: The data of a template (its `$root`), when it is one; a template's own
    ///     `$data` is used when there is none.
    ///   - host: What `$host` is in a template's expressions.
    ///   - features: The features `requires` is checked against, beside ``features``.
    /// - Returns: The card (when it has no error) and every problem found.
    public static func read(
        _ bytes: [UInt8], file: String? = nil, data: CardValue? = nil, host: CardValue? = nil, features: [String: CardVersion] = [:]
    ) -> CardReading {
        let value: CardValue
        var warnings: [Diagnostic] = []
        do {
            value = try CardValue.parse(bytes, file: file, warnings: &warnings)
        } catch {
            return CardReading(file: file, diagnostics: DiagnosticList([error]))
        }
        var reading = read(value, file: file, data: data, host: host, features: features)
        reading.diagnostics.all = (warnings + reading.diagnostics.all).sorted { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
        return reading
    }

    /// Reads a card, or a card template with its data, from a tree of values.
    ///
    /// - Parameters:
    ///   - value: The card or card template.
    ///   - file: The file's name, for a reading that names it.
    ///   - data: The data of a template, when it is one.
    ///   - host: What `$host` is in a template's expressions.
    ///   - features: The features `requires` is checked against, beside ``features``.
    /// - Returns: The card (when it has no error) and every problem found.
    public static func read(
        _ value: CardValue, file: String? = nil, data: CardValue? = nil, host: CardValue? = nil, features: [String: CardVersion] = [:]
    ) -> CardReading {
        var reading = CardReading(file: file)
        var card = value
        if CardTemplating.isTemplate(value) {
            reading.isTemplate = true
            let expansion = CardTemplating.expand(value, data: data, host: host)
            reading.diagnostics.all += expansion.diagnostics
            guard let expanded = expansion.value else { return reading }
            card = expanded
        }
        var reader = CardReader(features: self.features.merging(features) { mine, _ in mine })
        let read = reader.card(card, path: "")
        reading.diagnostics.all += reader.diagnostics
        reading.diagnostics.all.sort { ($0.location?.line ?? 0, $0.location?.column ?? 0) < ($1.location?.line ?? 0, $1.location?.column ?? 0) }
        reading.fallbacks = reader.fallbacks
        reading.card = reading.diagnostics.hasErrors ? nil : read
        return reading
    }

    /// Reads the card (or template) at `path`, with the data at `dataPath` when given.
    ///
    /// - Returns: The reading; a file that cannot be read (missing, a folder, far too
    ///   large) or data that is not JSON is one error naming it.
    public static func read(contentsOf path: String, dataPath: String? = nil, host: CardValue? = nil, features: [String: CardVersion] = [:]) -> CardReading {
        var data: CardValue?
        if let dataPath {
            switch load(dataPath, what: "data file") {
            case .success(let value): data = value
            case .failure(let diagnostic): return CardReading(file: path, diagnostics: DiagnosticList([diagnostic]))
            }
        }
        switch LocalFile.contents(of: path, limit: 4 * CardLimits.card.maximumBytes) {
        case .success(let bytes):
            return read(bytes, file: path, data: data, host: host, features: features)
        case .failure(let failure):
            return CardReading(file: path, diagnostics: DiagnosticList([unreadable(path, failure, what: "card")]))
        }
    }

    /// The JSON of a data file or a host config, within the limits of a card.
    ///
    /// - Returns: The value, or the error at its place.
    public static func load(_ path: String, what: String) -> Result<CardValue, Diagnostic> {
        switch LocalFile.contents(of: path, limit: 4 * CardLimits.card.maximumBytes) {
        case .success(let bytes):
            do { return .success(try CardValue.parse(bytes, file: path)) } catch { return .failure(error) }
        case .failure(let failure):
            return .failure(unreadable(path, failure, what: what))
        }
    }

    private static func unreadable(_ path: String, _ failure: LocalFileError, what: String) -> Diagnostic {
        let words: String
        if case .tooLarge(let size, _) = failure.problem {
            words = "the \(what) is \(size) bytes, more than \(CardLimits.card.maximumBytes) (256 KiB)"
        } else {
            words = "cannot read the \(what): \(failure.reason)"
        }
        return Diagnostic(.error, at: SourceLocation(file: path, line: 1, column: 1), words)
    }
}

/// What reading a card found: the card, or why there is none, and what fell back.
public struct CardReading: Sendable {
    /// The file's name, as places name it.
    public var file: String?
    /// The card, when it has no error.
    public var card: AdaptiveCard?
    /// Whether the text was a template, expanded with data.
    public var isTemplate = false
    /// Every problem, in the order of their places: errors and warnings.
    public var diagnostics = DiagnosticList()
    /// What fell back as the card says (not problems): `home card validate` lists them.
    public var fallbacks: [CardFallback] = []

    /// A reading of `file` with these problems and no card.
    public init(file: String?, diagnostics: DiagnosticList = DiagnosticList()) {
        self.file = file
        self.diagnostics = diagnostics
    }
}
