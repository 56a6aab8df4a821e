import DynamicHome

/// Templates of a newer version: what draws them, in words that say the style drawn.
extension TemplateLoading {
    /// The registration that draws a template of a newer version: its fallback's, when
    /// its fallback is registered and is not the template itself; else the first style
    /// registered. `nil` when there is none.
    static func drawing(_ newer: NewerTemplate, in factory: HomeFactory) -> TemplateRegistration? {
        let candidates = [newer.fallback].compactMap { $0 } + factory.styles
        return candidates.lazy.compactMap { factory.registration(for: $0) }.first { $0.style != newer.style }
    }

    /// The style that draws a template of a newer version, as `home templates` says it
    /// ("drawn as 'list'"): the style of the template its registration makes, so that a
    /// fallback that is itself drawn with another style names that one.
    ///
    /// - Returns: The style, or `nil` when no template is registered to draw it.
    public static func drawnStyle(of newer: NewerTemplate, in factory: HomeFactory) -> TemplateStyle? {
        drawing(newer, in: factory)?.make().style
    }

    /// The reading's problems, with the warning of a newer version said again when what
    /// draws it (among the templates registered here) is not its fallback as the file
    /// names it: a fallback that is the template itself, is not registered, or is drawn
    /// with another style in turn.
    ///
    /// - Parameter reading: A template file read.
    /// - Returns: Its diagnostics, the warning of its version in the words of what draws it.
    public func problems(of reading: TemplateReading) -> DiagnosticList {
        guard let newer = reading.newer, let drawn = Self.drawnStyle(of: newer, in: factory),
              let warning = Self.drawnWarning(newer, drawnWith: drawn, in: factory, newerTemplates: newerTemplates)
        else { return reading.diagnostics }
        var said = reading.diagnostics
        if let index = said.all.firstIndex(where: { $0.severity == .warning && $0.location == newer.location }) {
            said.all[index] = warning
        }
        return said
    }

    /// What to say of a newer template drawn with `drawn`, when its file names another
    /// fallback (or itself); `nil` when its fallback draws it, or it names none.
    static func drawnWarning(
        _ newer: NewerTemplate, drawnWith drawn: TemplateStyle, in factory: HomeFactory, newerTemplates: [TemplateStyle: NewerTemplate] = [:]
    ) -> Diagnostic? {
        guard let fallback = newer.fallback, fallback == newer.style || fallback != drawn else { return nil }
        let reason: String
        var hint = "update home to draw it as written"
        if fallback == newer.style {
            reason = "its fallback '\(fallback)' is the template itself"
            hint = "give \"fallback\" a registered style, e.g. \"\(drawn)\""
        } else if factory.registration(for: fallback) == nil {
            if newerTemplates[fallback]?.fallback == newer.style {
                reason = "its fallback '\(fallback)' is of a newer version too, and falls back to it"
            } else {
                reason = "its fallback '\(fallback)' is not registered"
                hint = Spelling.suggestion(for: fallback.rawValue, in: factory.styles.map(\.rawValue)) ?? "give \"fallback\" a registered style"
            }
        } else {
            reason = "its fallback '\(fallback)' is drawn with '\(drawn)'"
        }
        return Diagnostic(
            .warning, at: newer.location,
            "the template is version \(Excerpt.of(newer.versionText)), newer than this build understands (\(TemplateDefinition.understoodVersion)); "
                + "'\(newer.style)' is drawn with '\(drawn)': \(reason)",
            hint: hint)
    }
}
