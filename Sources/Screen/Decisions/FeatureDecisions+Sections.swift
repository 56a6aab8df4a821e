import Diagnostics
import FeatureToggles

extension FeatureDecisions.Key {
    /// The prefix and suffix of a section's template toggle:
    /// `home.section.IDENTIFIER.template`.
    static let sectionPrefix = "home.section."
    static let sectionSuffix = ".template"
    /// Every section's template toggle: toggles the app reads without the file defining them.
    public static let sectionTemplates = ToggleNamePattern.names(prefix: sectionPrefix, suffix: sectionSuffix)

    /// The toggle that chooses the template of the section `identifier`:
    /// `home.section.IDENTIFIER.template`, whose variants name styles as
    /// `home.template`'s do.
    public static func sectionTemplate(_ identifier: String) -> String {
        sectionPrefix + identifier + sectionSuffix
    }

    /// The section a toggle name chooses the template of, when it is a section's
    /// template toggle: `live` for `home.section.live.template`.
    public static func section(ofTemplateToggle name: String) -> String? {
        guard name.hasPrefix(sectionPrefix), name.hasSuffix(sectionSuffix),
              name.count > sectionPrefix.count + sectionSuffix.count
        else { return nil }
        return String(name.dropFirst(sectionPrefix.count).dropLast(sectionSuffix.count))
    }
}

extension FeatureDecisions {
    /// The template style the toggle `home.section.IDENTIFIER.template` chooses for a
    /// section, among the registered styles, evaluated exactly as `home.template` is.
    ///
    /// - Returns: `nil` when no layer has the toggle, or it is off, or its variant names
    ///   no style (the section is then drawn as its content or the screen says); a
    ///   choice with a warning and no style when the variant names a style no template
    ///   has.
    public func sectionStyle(_ identifier: String, registered: [TemplateStyle]) -> SectionToggleChoice? {
        sectionStyle(identifier, registered: registered, observing: true)
    }

    func sectionStyle(_ identifier: String, registered: [TemplateStyle], observing: Bool) -> SectionToggleChoice? {
        let details = evaluator.evaluate(Key.sectionTemplate(identifier), context: context)
        guard details.errorCode != .flagNotFound else { return nil }
        if observing { observe(details, as: .getVariant) }
        guard details.enabled, details.variant.enabled, let name = details.variantName else {
            return SectionToggleChoice(style: nil, reason: reason(details), details: details)
        }
        let style = TemplateStyle(name)
        guard registered.contains(style) else {
            let suggestion = Spelling.suggestion(for: name, in: registered.map(\.rawValue))
            let warning = "toggle \(details.name) names template style '\(Excerpt.of(name))' (\(layerName(details))), which no template has"
                + (suggestion.map { "; \($0)" } ?? "")
            return SectionToggleChoice(style: nil, reason: reason(details), warning: warning, details: details)
        }
        return SectionToggleChoice(style: style, reason: reason(details), details: details)
    }

    /// The section template toggles any layer has, by section identifier: what
    /// `home toggles explain` lists and a script's `toggle` step may change.
    public var sectionToggles: [String] {
        evaluator.names.compactMap { Key.section(ofTemplateToggle: $0) }
    }
}

extension FeatureDecisions {
    /// What validating a toggles file checks of the toggles that name template styles:
    /// every variant of `home.template` and of each `home.section.ID.template` names one
    /// of the `registered` styles.
    public static func variantNameRules(registered: [TemplateStyle]) -> [VariantNameRule] {
        let names = Set(registered.map(\.rawValue))
        return [
            VariantNameRule(toggles: .name(Key.template), names: names, noun: "registered template style", listLabel: "registered styles",
                exemptPayloadType: "json"),
            VariantNameRule(toggles: Key.sectionTemplates, names: names, noun: "registered template style", listLabel: "registered styles",
                exemptPayloadType: "json"),
        ]
    }
}
