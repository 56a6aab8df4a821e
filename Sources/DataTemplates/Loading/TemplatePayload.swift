import DynamicHome

/// A template a toggle's variant carries as its payload, so that an experiment ships a
/// new layout with no release: the variant `ticker` of `home.template` with the payload
/// `{"type": "json", "value": "<a template document>"}`, from a toggles file or an Unleash
/// server.
///
/// The document names the variant's style (`"template": "ticker"`); it is read as a
/// template file is, its places in the payload's text, and registered under that style
/// beside the compiled templates and the template files, never in place of one of them.
///
/// ```swift
/// let details = decisions.templateVariant
/// if let loading = TemplatePayload.loading(for: details, in: factory) {
///     factory = loading.factory   // the variant's style is now registered
/// }
/// ```
public enum TemplatePayload {
    /// The payload type that carries a template document.
    public static let payloadType = "json"

    /// The template the variant of an evaluation carries, registered in `factory`.
    ///
    /// A template the same toggle's payload registered before (an earlier evaluation)
    /// is replaced; one of any other source is not, and the payload's is an error
    /// naming both.
    ///
    /// - Parameters:
    ///   - details: An evaluation of a toggle whose variants name template styles
    ///     (`home.template`, or a section's).
    ///   - factory: The templates registered so far.
    /// - Returns: `nil` when the variant carries no `json` payload (the toggle is off, or
    ///   names a style registered otherwise); else the factory with the template
    ///   registered, or the diagnostics that say why it is not.
    @MainActor
    public static func loading(for details: EvaluationDetails, in factory: HomeFactory) -> TemplateLoading? {
        guard details.enabled, details.variant.enabled, let payload = details.variant.payload, payload.type == payloadType
        else { return nil }
        let variant = details.variant.name
        let source = TemplateRegistration.Source.toggle(details.name, variant: variant)
        var reading = TemplateDocument.read(Array(payload.value.utf8), file: "\(details.name) variant '\(Excerpt.of(variant))' payload")
        reading.source = source
        if let style = reading.style, style.rawValue != variant {
            reading.diagnostics.all.append(Diagnostic(
                .error, at: reading.styleLocation,
                "the template names the style '\(style)', and the variant that carries it is '\(Excerpt.of(variant))'",
                hint: "name the template as its variant: \"template\": \"\(Excerpt.of(variant))\""))
        }
        var loading = TemplateLoading([], in: factory)
        loading.add(reading) { existing in
            if case .toggle(let toggle, _) = existing, toggle == details.name { return true }
            return false
        }
        return loading
    }
}
