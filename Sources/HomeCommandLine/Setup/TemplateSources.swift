import DataTemplates
import Diagnostics
import DynamicHome
import FeatureToggles

/// Where the templates of a command come from beside the compiled ones: the template
/// files of `--templates DIR`, and the template a toggle's variant carries as its payload.
@MainActor
enum TemplateSources {
    /// The context with the template files of `--templates DIR` registered in its
    /// factory, and the folder kept for watching; the files' warnings are written to
    /// standard error.
    ///
    /// - Throws: A failure (status 1) when the folder cannot be read, or a file has an
    ///   error (each printed with its place first), or takes a registered style.
    static func loadFolder(_ folder: String, into context: CommandContext) throws(CommandFailure) -> CommandContext {
        let readings: [TemplateReading]
        do { readings = try TemplateFolder.read(folder) } catch { throw CommandFailure(error.commandLineDescription) }
        let loading = TemplateLoading(readings, in: context.factory)
        let errors = loading.diagnostics.errors
        for diagnostic in loading.diagnostics.all {
            context.console.writeError("home: \(diagnostic)\n")
        }
        guard errors.isEmpty else {
            let files = Set(errors.compactMap { $0.location?.file })
            throw CommandFailure(
                "\(files.count == 1 ? "a template file" : "\(files.count) template files") in \(Excerpt.of(folder)) cannot be used (above); "
                    + "check one with '\(context.invocation("templates validate FILE"))'")
        }
        var context = context
        context.templateFolder = TemplateFolderState(folder: folder, files: TemplateFiles(readings), base: context.factory)
        context.factory = loading.factory
        return context
    }

    /// The factory with the template the variant of `home.template` carries, when it
    /// carries one, and what to say about it (a payload that cannot be used is a
    /// warning: the toggles then fall back as for a style no template has).
    ///
    /// The evaluation is made without being reported (no exposure, no metrics): the
    /// screen's own question reports it.
    static func payloadFactory(_ decisions: FeatureDecisions, base: HomeFactory) -> (factory: HomeFactory, warnings: [String]) {
        let details = decisions.templateVariant
        guard let loading = TemplatePayload.loading(for: details, in: base) else { return (base, []) }
        var warnings = loading.diagnostics.all.map(\.description)
        if loading.diagnostics.hasErrors {
            warnings.append("warning: the template in the payload of \(details.name)'s variant '\(Excerpt.of(details.variant.name))' cannot be used (above)")
        }
        return (loading.factory, warnings)
    }
}

extension TemplateFolder.Problem {
    /// The problem as `home` says it, naming the option that gave the folder:
    /// "--templates tpl: no such folder; …".
    var commandLineDescription: String { "--\(OptionSpec.templates.name) \(self)" }
}
