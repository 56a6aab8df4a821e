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
    ///   - read: The payload read already (``reading(for:)``, off the main actor), when
    ///     it was; read here otherwise.
    /// - Returns: `nil` when the variant carries no `json` payload (the toggle is off, or
    ///   names a style registered otherwise); else the factory with the template
    ///   registered, or the diagnostics that say why it is not.
    @MainActor
    public static func loading(for details: EvaluationDetails, in factory: HomeFactory, read: TemplateReading? = nil) -> TemplateLoading? {
        guard let reading = read ?? reading(for: details) else { return nil }
        return loading(reading, toggle: details.name, in: factory)
    }

    /// The template of a payload read, registered in `factory` under the variant's style;
    /// one the same toggle's payload registered before is replaced.
    ///
    /// - Parameters:
    ///   - reading: The payload read (``reading(toggle:variant:text:)``).
    ///   - toggle: The toggle whose variant carries it.
    ///   - factory: The templates registered so far.
    /// - Returns: The factory with the template registered, or the diagnostics that say
    ///   why it is not.
    @MainActor
    public static func loading(_ reading: TemplateReading, toggle: String, in factory: HomeFactory) -> TemplateLoading {
        var loading = TemplateLoading([], in: factory)
        loading.add(reading) { existing in
            if case .toggle(let other, _) = existing, other == toggle { return true }
            return false
        }
        return loading
    }

    /// The template document the variant of an evaluation carries, read and checked, on
    /// the caller's thread: a document of 256 KiB with thousands of problems takes its
    /// time (linear in its size) where it cannot hold up a frame.
    ///
    /// - Parameter details: An evaluation of a toggle whose variants name template styles.
    /// - Returns: `nil` when the variant carries no `json` payload; else its reading,
    ///   with an error when the document names a style other than the variant's.
    public static func reading(for details: EvaluationDetails) -> TemplateReading? {
        guard details.enabled, details.variant.enabled, let payload = details.variant.payload, payload.type == payloadType
        else { return nil }
        return reading(toggle: details.name, variant: details.variant.name, text: payload.value)
    }

    /// The template document a variant carries, read and checked: its places are in the
    /// payload's text, the file named "TOGGLE variant 'VARIANT' payload".
    ///
    /// - Parameters:
    ///   - toggle: The toggle.
    ///   - variant: The variant that carries the document, whose name it must take.
    ///   - text: The document.
    /// - Returns: Its reading, with an error when it names a style other than the variant's.
    public static func reading(toggle: String, variant: String, text: String) -> TemplateReading {
        var reading = TemplateDocument.read(Array(text.utf8), file: "\(toggle) variant '\(Excerpt.of(variant))' payload")
        reading.source = .toggle(toggle, variant: variant)
        reading.payload = text
        if let style = reading.style, style.rawValue != variant {
            reading.diagnostics.all.append(Diagnostic(
                .error, at: reading.styleLocation,
                "the template names the style '\(style)', and the variant that carries it is '\(Excerpt.of(variant))'",
                hint: "name the template as its variant: \"template\": \"\(Excerpt.of(variant))\""))
        }
        return reading
    }
}
