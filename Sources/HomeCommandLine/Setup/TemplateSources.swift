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
        // A screenful of problems, and the rest counted.
        let printed = loading.diagnostics.printed()
        for diagnostic in printed.shown {
            context.console.writeError("home: \(diagnostic)\n")
        }
        if let rest = DiagnosticList.notShown(printed.rest) { context.console.writeError("home: \(Excerpt.of(folder)): \(rest)\n") }
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

    /// The factory with the templates the variants of `home.template` and of each
    /// `home.section.ID.template` carry, when they carry one, and what to say about them
    /// (a payload that cannot be used is a warning: the toggles then fall back as for a
    /// style no template has).
    ///
    /// The payloads are read and checked off the main actor: a document of 256 KiB with
    /// thousands of problems takes its time without holding up the screen.
    static func payloadFactory(_ decisions: FeatureDecisions, base: HomeFactory) async -> (factory: HomeFactory, warnings: [String]) {
        let evaluations = TemplatePayloads.evaluations(decisions)
        guard !TemplatePayloads.texts(evaluations).isEmpty else { return (base, []) }
        let readings = await Task.detached(priority: .userInitiated) { TemplatePayloads.read(evaluations) }.value
        let (factory, problems, unusable) = TemplatePayloads.register(evaluations, readings: readings, in: base)
        let printed = problems.printed()
        var warnings = printed.shown.map(\.description) + (DiagnosticList.notShown(printed.rest).map { ["the payload: \($0)"] } ?? [])
        for details in unusable {
            warnings.append("warning: the template in the payload of \(details.name)'s variant '\(Excerpt.of(details.variant.name))' cannot be used (above)")
        }
        return (factory, warnings)
    }
}

extension TemplateFolder.Problem {
    /// The problem as `home` says it, naming the option that gave the folder:
    /// "--templates tpl: no such folder; …".
    var commandLineDescription: String { "--\(OptionSpec.templates.name) \(self)" }
}
