import DataTemplates
import Diagnostics
import DynamicHome
import FeatureToggles

extension TogglesCommand {
    /// The problems of the templates that variants of `home.template` and
    /// `home.section.ID.template` carry (a `json` payload), each at its place in the
    /// toggles file: everything the screen would refuse of them (JSON cut short, an
    /// unknown binding, a document too large, a style taken), checked as the screen
    /// reads and registers them, so that what validates draws.
    ///
    /// - Parameters:
    ///   - payloads: The payloads the file's variants carry, where they are written.
    ///   - path: The toggles file, as places name it.
    ///   - factory: The templates registered without the toggles.
    /// - Returns: The diagnostics, each saying which variant's template it is about.
    static func templateProblems(_ payloads: [ExemptPayload], path: String, factory: HomeFactory) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for payload in payloads where payload.payload.type == TemplatePayload.payloadType {
            let inline = payload.node.string == nil
            let text = inline ? payload.node.writtenText : payload.payload.value
            let reading = TemplatePayload.reading(toggle: payload.toggle, variant: payload.variant, text: text)
            let loading = TemplatePayload.loading(reading, toggle: payload.toggle, in: factory)
            var places = PayloadPlaces(payload.node, text: text, inline: inline, file: path)
            let what = "the template of variant '\(Excerpt.of(payload.variant))' of \(Excerpt.of(payload.toggle))"
            for diagnostic in loading.diagnostics.all {
                problems.append(Diagnostic(
                    diagnostic.severity, at: places.location(of: diagnostic.location), "\(what): \(diagnostic.message)", hint: diagnostic.hint))
            }
        }
        return problems
    }
}

/// Where a place inside a payload's document is in the toggles file: in a string, the
/// scalar it stands for (escapes take more columns than their scalar); a document
/// written in place, the same text's line and column shifted to where it starts.
struct PayloadPlaces {
    let file: String
    let start: SourceLocation
    let inline: Bool
    /// In a string: where each line of the document starts, in scalars of its text.
    let lineStarts: [Int]
    var places: JSONNode.StringPlaces?

    init(_ node: JSONNode, text: String, inline: Bool, file: String) {
        self.file = file
        self.inline = inline
        start = node.location
        places = inline ? nil : node.stringPlaces
        var starts = [0]
        if !inline {
            for (offset, scalar) in text.unicodeScalars.enumerated() where scalar == "\n" { starts.append(offset + 1) }
        }
        lineStarts = starts
    }

    /// The place in the toggles file of a place in the document; the payload's own place
    /// for a problem that has none.
    mutating func location(of place: SourceLocation?) -> SourceLocation {
        guard let place else { return SourceLocation(file: file, line: start.line, column: start.column) }
        if inline {
            return SourceLocation(
                file: file, line: start.line + place.line - 1, column: place.line == 1 ? start.column + place.column - 1 : place.column)
        }
        guard let places, place.line >= 1, place.line <= lineStarts.count else {
            return SourceLocation(file: file, line: start.line, column: start.column)
        }
        let location = self.places?.location(ofScalar: lineStarts[place.line - 1] + place.column - 1) ?? places.start
        return SourceLocation(file: file, line: location.line, column: location.column)
    }
}
