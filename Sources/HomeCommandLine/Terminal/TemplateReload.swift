import DataTemplates
import Diagnostics
import DynamicHome
import FeatureToggles

/// The templates that are data of a running `home`: the template files of `--templates
/// DIR` (each file's last good version) and the template the variant of `home.template`
/// carries, over the compiled templates. A save of a file, or new toggles, makes the
/// factory again; the template on screen is drawn anew (cross-fading) when its own
/// template changed.
@MainActor
struct TemplateReload {
    /// The template files, when `--templates DIR` is given.
    var folder: TemplateFolderState?
    /// The compiled templates, when no folder is given.
    let compiled: HomeFactory
    /// The toggles in force, for the template a variant carries.
    var decisions: FeatureDecisions
    /// The payload of the variant that carried the template last, to see it change.
    private var payload: String?

    init(folder: TemplateFolderState?, compiled: HomeFactory, decisions: FeatureDecisions) {
        self.folder = folder
        self.compiled = compiled
        self.decisions = decisions
        payload = Self.payloadText(decisions)?.value
    }

    /// The files as read again: the factory made anew on the screen, and what to show in
    /// the banner (the first problem), if anything.
    mutating func apply(_ change: Result<[TemplateReading], TemplateFolder.Problem>, to screen: HomeScreen) -> String? {
        guard var state = folder else { return nil }
        let readings: [TemplateReading]
        switch change {
        case .failure(let problem): return "\(problem.commandLineDescription) — the last good templates stay in force"
        case .success(let read): readings = read
        }
        let update = state.files.update(readings)
        folder = state
        let (factory, problems) = makeFactory()
        screen.container.reloadTemplates(factory, changed: update.changed)
        if let error = update.problems.errors.first { return "\(error) — the last good template stays in force" }
        return (problems + update.problems.warnings).first.map(\.description)
    }

    /// New toggles: the factory made anew when the template the variant carries changed.
    mutating func apply(_ decisions: FeatureDecisions, to screen: HomeScreen) -> [String] {
        self.decisions = decisions
        let text = Self.payloadText(decisions)
        guard text?.value != payload else { return [] }
        payload = text?.value
        let (factory, problems) = makeFactory()
        screen.container.reloadTemplates(factory, changed: text.map { [$0.style] } ?? [])
        return problems.map(\.description)
    }

    /// The compiled templates, the files' last good ones, and the variant's.
    private func makeFactory() -> (HomeFactory, [Diagnostic]) {
        var factory = compiled
        var problems: [Diagnostic] = []
        if let folder {
            let loading = TemplateLoading(folder.files.readings, in: folder.base)
            factory = loading.factory
            problems += loading.diagnostics.errors
        }
        let details = decisions.templateVariant
        if let loading = TemplatePayload.loading(for: details, in: factory) {
            factory = loading.factory
            problems += loading.diagnostics.errors
        }
        return (factory, problems)
    }

    /// The text of the `json` payload of `home.template`'s variant, when it has one, and
    /// the style it is for (the variant's name).
    private static func payloadText(_ decisions: FeatureDecisions) -> (value: String, style: TemplateStyle)? {
        let details = decisions.templateVariant
        guard details.enabled, let payload = details.variant.payload, payload.type == TemplatePayload.payloadType else { return nil }
        return (payload.value, TemplateStyle(details.variant.name))
    }
}

/// The template files of `--templates DIR`: the folder, each file's last good version,
/// and the factory they are registered over.
struct TemplateFolderState {
    /// The folder, as given.
    var folder: String
    /// The last good version of each file.
    var files: TemplateFiles
    /// The templates before the files (the compiled ones).
    var base: HomeFactory
}
