import DataTemplates
import Diagnostics
import DynamicHome
import FeatureToggles

/// The templates that variants carry as their payload: the variant of `home.template`
/// and of each `home.section.ID.template` the toggles define, as the screen registers
/// them before it asks which style to draw.
///
/// Reading is linear in a document and happens off the main actor (``read(_:)``, from
/// the toggles watcher or a detached task); registering, on it, is cheap.
enum TemplatePayloads {
    /// The evaluations of the toggles whose variants name template styles, made without
    /// being reported (no exposure, no metrics): the screen's own questions report them.
    static func evaluations(_ decisions: FeatureDecisions) -> [EvaluationDetails] {
        decisions.templateVariants
    }

    /// The documents the variants of `evaluations` carry, read and checked on the
    /// caller's thread.
    static func read(_ evaluations: [EvaluationDetails]) -> [TemplateReading] {
        evaluations.compactMap { TemplatePayload.reading(for: $0) }
    }

    /// The text each toggle's variant carries, by toggle, to see a payload change.
    static func texts(_ evaluations: [EvaluationDetails]) -> [String: String] {
        var texts: [String: String] = [:]
        for details in evaluations where details.enabled && details.variant.enabled {
            if let payload = details.variant.payload, payload.type == TemplatePayload.payloadType { texts[details.name] = payload.value }
        }
        return texts
    }

    /// The factory with the template of each evaluation's variant registered, from the
    /// readings made ahead when they are of the payload in force (read here otherwise).
    ///
    /// - Returns: The factory, every problem, and the variants whose template cannot be used.
    @MainActor
    static func register(
        _ evaluations: [EvaluationDetails], readings: [TemplateReading], in base: HomeFactory
    ) -> (factory: HomeFactory, problems: DiagnosticList, unusable: [EvaluationDetails]) {
        var factory = base
        var problems = DiagnosticList()
        var unusable: [EvaluationDetails] = []
        for details in evaluations {
            let ahead = readings.first { $0.source == .toggle(details.name, variant: details.variant.name) && $0.payload == details.variant.payload?.value }
            guard let loading = TemplatePayload.loading(for: details, in: factory, read: ahead) else { continue }
            factory = loading.factory
            problems.all += loading.diagnostics.all
            problems.omitted.errors += loading.diagnostics.omitted.errors
            problems.omitted.warnings += loading.diagnostics.omitted.warnings
            if loading.diagnostics.hasErrors { unusable.append(details) }
        }
        return (factory, problems, unusable)
    }
}
