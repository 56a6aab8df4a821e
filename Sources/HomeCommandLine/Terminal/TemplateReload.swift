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
    /// The payload each template toggle's variant carried last, to see one change.
    private var payloads: [String: String]
    /// Those payloads read (off the main actor, by the toggles watcher), so that neither
    /// new toggles nor a save of a template file read them again here.
    private var payloadReadings: [TemplateReading] = []

    init(folder: TemplateFolderState?, compiled: HomeFactory, decisions: FeatureDecisions) {
        self.folder = folder
        self.compiled = compiled
        self.decisions = decisions
        payloads = TemplatePayloads.texts(TemplatePayloads.evaluations(decisions))
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

    /// New toggles: the factory made anew when a template a variant carries changed.
    ///
    /// - Parameter read: The payloads of the variants, read off the main actor; each is
    ///   used when it is the text in force (read here otherwise).
    mutating func apply(_ decisions: FeatureDecisions, payloads read: [TemplateReading] = [], to screen: HomeScreen) -> [String] {
        self.decisions = decisions
        let evaluations = TemplatePayloads.evaluations(decisions)
        let texts = TemplatePayloads.texts(evaluations)
        payloadReadings = read.filter { reading in reading.payload.map { text in texts.values.contains(text) } ?? false }
        guard texts != payloads else { return [] }
        let changed = Set(evaluations.filter { texts[$0.name] != payloads[$0.name] }.map { TemplateStyle($0.variant.name) })
        payloads = texts
        let (factory, problems) = makeFactory()
        screen.container.reloadTemplates(factory, changed: changed)
        return problems.map(\.description)
    }

    /// The compiled templates, the files' last good ones, and the variants'.
    private func makeFactory() -> (HomeFactory, [Diagnostic]) {
        var factory = compiled
        var problems: [Diagnostic] = []
        if let folder {
            let loading = TemplateLoading(folder.files.readings, in: folder.base)
            factory = loading.factory
            problems += loading.diagnostics.errors
        }
        let registered = TemplatePayloads.register(TemplatePayloads.evaluations(decisions), readings: payloadReadings, in: factory)
        return (registered.factory, problems + registered.problems.errors)
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
