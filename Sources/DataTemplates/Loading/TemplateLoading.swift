import DynamicHome

/// Templates that are data, registered in a factory beside the compiled ones: what
/// `--templates DIR` and a toggle's payload make.
///
/// A file with errors is not registered; its diagnostics say why. A file whose style is
/// registered already (compiled, or by another file) is an error naming both: a template
/// that is data never takes the place of another. A file of a newer version is
/// registered under its style, drawn by its fallback style's template.
///
/// ```swift
/// let loading = TemplateLoading(TemplateFolder.read("Templates/Data").readings, in: .standard)
/// for diagnostic in loading.diagnostics.all { print(diagnostic) }
/// let container = try Container(factory: loading.factory, style: "ticker")
/// ```
@MainActor
public struct TemplateLoading {
    /// The factory with every usable template registered.
    public private(set) var factory: HomeFactory
    /// Every problem of every template, errors and warnings, file by file.
    public private(set) var diagnostics = DiagnosticList()
    /// The styles registered, in order.
    public private(set) var registered: [TemplateStyle] = []

    /// Registers the usable templates of `readings` in `factory`, in order.
    public init(_ readings: [TemplateReading], in factory: HomeFactory) {
        self.factory = factory
        for reading in readings {
            if let newer = reading.newer { newerTemplates[newer.style] = newer }
        }
        for reading in readings { add(reading) }
    }

    /// The templates of a newer version among those being registered, by style.
    var newerTemplates: [TemplateStyle: NewerTemplate] = [:]

    /// Registers one reading, or says why it cannot be.
    mutating func add(_ reading: TemplateReading, replacing: (TemplateRegistration.Source) -> Bool = { _ in false }) {
        guard reading.isUsable, let style = reading.style else {
            diagnostics.all += reading.diagnostics.all
            return
        }
        if let existing = factory.registration(for: style), !replacing(existing.source) {
            diagnostics.all += reading.diagnostics.all
            diagnostics.all.append(Diagnostic(
                .error, at: reading.styleLocation,
                "the template style '\(style)' is already registered by \(existing.source); \(reading.source) cannot take its place",
                hint: "give this template a style of its own"))
            return
        }
        diagnostics.all += problems(of: reading).all
        guard let registration = Self.registration(of: reading, in: factory) else {
            diagnostics.all.append(Diagnostic(
                .error, at: reading.styleLocation,
                "the template '\(style)' is of a newer version, and no template is registered to draw it instead",
                hint: "register its \"fallback\" style"))
            return
        }
        if let alternative = reading.definition?.alternative, alternative != style, factory.registration(for: alternative) == nil,
           !registered.contains(alternative) {
            diagnostics.all.append(Diagnostic(
                .warning, at: reading.styleLocation,
                "the template '\(style)' asks for the style '\(alternative)' with v, and no template has it",
                hint: Spelling.suggestion(for: alternative.rawValue, in: factory.styles.map(\.rawValue)) ?? "set \"alternative\" to a registered style"))
        }
        factory = factory.replacing(registration)
        registered.append(style)
    }

    /// The registration of a usable reading: its definition's, or for a newer version,
    /// the template that draws it (``drawing(_:in:)``) under its style.
    static func registration(of reading: TemplateReading, in factory: HomeFactory) -> TemplateRegistration? {
        if let definition = reading.definition { return definition.registration(source: reading.source) }
        guard let newer = reading.newer, let fallback = drawing(newer, in: factory) else { return nil }
        var registration = fallback
        registration.style = newer.style
        registration.summary = "drawn as '\(fallback.make().style)': version \(Excerpt.of(newer.versionText)) is newer than this build understands"
        registration.source = reading.source
        return registration
    }
}

extension TemplateDefinition {
    /// The registration of this template, for a `HomeFactory`.
    ///
    /// - Parameter source: Where it came from: a file's path, or a toggle's payload.
    @MainActor
    public func registration(source: TemplateRegistration.Source) -> TemplateRegistration {
        let definition = self
        let expression = switch source {
        case .file(let path): "try DataTemplate(contentsOf: \"\(path.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())\")"
        default: "DataTemplate(definition)  // the definition of \(source)"
        }
        return TemplateRegistration(
            style: style, summary: summary, alternative: alternative, spaceOpensQuickLook: quickLook, source: source,
            templateType: DataTemplate.self, makeExpression: expression
        ) { DataTemplate(definition) }
    }
}
