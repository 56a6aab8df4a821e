import Diagnostics
import DynamicHome
import FeatureToggles
import Foundation
import HomeTemplates
import UnleashClient

/// Builds a home screen from the command line: toggles, template, content and day.
@MainActor
struct ScreenSetup {
    let options: ScreenOptions
    let environment: [String: String]
    let factory: HomeFactory

    init(options: ScreenOptions, environment: [String: String], factory: HomeFactory = .standard) {
        self.options = options
        self.environment = environment
        self.factory = factory
    }

    /// The session `home` evaluates toggles for when no user, session or context is given.
    static let defaultSession = "local"

    /// Why a style given on the command line (`--template`, `replace --to`) is on screen.
    static let commandLineReason = "chosen on the command line"

    /// The toggles file to read: `--toggles`, else ./FeatureToggles.json when present;
    /// `nil` for built-in defaults and for an Unleash server (``serverURL``).
    var togglesPath: String? {
        if serverURL != nil { return nil }
        if let path = options.togglesPath { return path }
        return FileManager.default.fileExists(atPath: "FeatureToggles.json") ? "FeatureToggles.json" : nil
    }

    /// Where the toggles come from, for the settings screen and messages.
    var togglesSource: String {
        serverURL.map { UnleashSettings.shown($0) } ?? togglesPath ?? "built-in defaults"
    }

    /// The evaluation context: `--context` JSON in Unleash's shape, with `--user` and
    /// `--session` over it.
    func evaluationContext() throws(CommandFailure) -> EvaluationContext {
        var context = EvaluationContext()
        if let json = options.context {
            do {
                context = try EvaluationContext.decode(from: Array(json.utf8), file: "--context")
            } catch {
                throw CommandFailure(error.description, exitCode: 2)
            }
        }
        if let user = options.user { context.userId = user }
        if let session = options.session { context.sessionId = session }
        if isNobodyInParticular {
            // Nobody in particular: one stable session, so that a split picks the same
            // side on every run instead of a random one.
            context.sessionId = Self.defaultSession
        }
        return context
    }

    /// Whether no user, session or context was given.
    var isNobodyInParticular: Bool { options.user == nil && options.session == nil && options.context == nil }

    /// Where random stickiness and `gradualRolloutRandom` draw from: for nobody in
    /// particular always the same number, so that every run gives the same answer (a
    /// `userId` stickiness without a user is random stickiness in Unleash); for a
    /// context given, the system's random numbers, as in Unleash.
    var randomSource: RandomSource {
        isNobodyInParticular ? Self.fixedRandom : .system
    }

    /// The one number drawn for nobody in particular.
    static let fixedRandom = RandomSource { 0x9E37_79B9_7F4A_7C15 }

    /// The decisions of the toggles, and the warnings of the toggles file (or server).
    ///
    /// A server that refuses the token is an error here: this is for printed commands.
    func decisions() async throws(CommandFailure) -> (decisions: FeatureDecisions, warnings: [String]) {
        let loaded = try await loadToggles()
        if let rejection = loaded.rejection { throw CommandFailure(rejection) }
        return (loaded.decisions, loaded.warnings)
    }

    /// The toggles: from the file (or built-in defaults), or from an Unleash server.
    func loadToggles() async throws(CommandFailure) -> LoadedToggles {
        if let url = serverURL { return try await serverToggles(url) }
        let (decisions, warnings) = try fileDecisions()
        return LoadedToggles(decisions: decisions, warnings: warnings)
    }

    /// The decisions of the toggles file (or the built-in defaults), and its warnings.
    func fileDecisions() throws(CommandFailure) -> (decisions: FeatureDecisions, warnings: [String]) {
        let path = togglesPath
        var isDirectory: ObjCBool = false
        if let path, !FileManager.default.isReadableFile(atPath: path)
            || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw CommandFailure("cannot read toggles file \(Excerpt.of(path)): \(Self.explainMissing(path))")
        }
        do {
            let (decisions, warnings) = try FeatureDecisions.load(
                path: path, environment: environment, overrides: options.toggleOverrides, context: try evaluationContext(),
                random: randomSource)
            return (decisions, warnings.map(\.description))
        } catch let failure as CommandFailure {
            throw failure
        } catch let diagnostics as DiagnosticList {
            throw CommandFailure(diagnostics.all.map(\.description).joined(separator: "\nhome: "))
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// The template style to show and why, with a warning when the toggles named a
    /// style no template has.
    func templateChoice(_ decisions: FeatureDecisions) throws(CommandFailure) -> FeatureDecisions.TemplateChoice {
        if let style = options.template {
            guard factory.styles.contains(style) else {
                throw CommandFailure(HomeFactoryError.unknownStyle(style, registered: factory.styles).description, exitCode: 2)
            }
            return FeatureDecisions.TemplateChoice(style: style, reason: Self.commandLineReason)
        }
        return decisions.templateStyle(registered: factory.styles)
    }

    /// The template choice of the toggles as they are now.
    func templateChoice() async throws(CommandFailure) -> FeatureDecisions.TemplateChoice {
        try templateChoice(await decisions().decisions)
    }

    /// The content provider the options name, and a description of it (a URL's password
    /// written `***`, here and in every message).
    func contentProvider() throws(CommandFailure) -> (provider: any HomeContentProvider, source: String) {
        let content = options.content
        let shown = ContentProviders.describe(content)
        if let path = content, let scheme = path.range(of: "://").map({ path[..<$0.lowerBound].lowercased() }),
           scheme != "http", scheme != "https" {
            throw CommandFailure(
                "--content \(Excerpt.of(shown)): \(Excerpt.of(scheme)) URLs are not supported; give an http or https URL, or a folder of YYYY-MM-DD.json day files",
                exitCode: 2)
        }
        if let path = content, !ContentProviders.isURL(path) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure("--content \(Excerpt.of(path)): no such folder; give a folder of YYYY-MM-DD.json day files")
            }
            guard isDirectory.boolValue else {
                throw CommandFailure("--content \(Excerpt.of(path)) is a file; give the folder of YYYY-MM-DD.json day files it belongs to")
            }
        }
        do {
            let provider = try ContentProviders.make(content: content, latency: options.latency, of: HomeItem.self)
            return (provider, shown)
        } catch {
            throw CommandFailure("--content: \(error.message)", exitCode: 2)
        }
    }

    /// What ``makeScreen()`` sets up.
    struct Made {
        var screen: HomeScreen
        var decisions: FeatureDecisions
        var warnings: [String]
        /// The Unleash server the toggles come from, when they do.
        var server: UnleashConnection?

        /// Delivers the analytics still buffered, and reports what could not be: how many
        /// events were written, how many were not and why, and how many were dropped.
        @MainActor
        func finish(console: Console) {
            guard let analytics = screen.recorder.analytics else { return }
            let statistics = analytics.flush()
            guard statistics.dropped > 0 || statistics.undelivered > 0 else { return }
            var text = "home: analytics: \(ScreenSetup.count(statistics.delivered, "event")) written"
            if statistics.undelivered > 0 {
                text += ", \(statistics.undelivered) not written"
                if let last = statistics.lastFailure { text += " (\(last))" }
            }
            if statistics.dropped > 0 { text += ", \(statistics.dropped) dropped (more came than the file took in time)" }
            console.writeError(text + "\n")
        }
    }

    /// A home screen with its day's content loaded, the decisions it was made from, and
    /// any warnings to show.
    ///
    /// - Parameters:
    ///   - dates: The clock analytics events are stamped with.
    ///   - interactive: Whether the screen runs in a terminal: a server that refuses the
    ///     token is then the first warning (a banner), not an error; and the day's content
    ///     is not waited for: the screen shows the load (and any failure) as it goes.
    func makeScreen(dates: @escaping @Sendable () -> Date = { Date() }, interactive: Bool = false) async throws(CommandFailure) -> Made {
        let loaded = try await loadToggles()
        if let rejection = loaded.rejection, !interactive { throw CommandFailure(rejection) }
        let (decisions, fileWarnings) = (loaded.decisions, loaded.warnings)
        let choice = try templateChoice(decisions)
        let (provider, source) = try contentProvider()
        let container: Container
        do {
            container = try Container(factory: factory, style: choice.style)
        } catch {
            throw CommandFailure(error.description, exitCode: 2)
        }
        container.navigation.settings.togglesSource = togglesSource
        container.navigation.settings.contentSource = source
        container.transitions.motion = decisions.motion
        let screen = HomeScreen(container: container, content: provider, shape: decisions.deckShape, styleReason: choice.reason)
        if let path = options.analyticsPath, decisions.analyticsEnabled {
            do {
                screen.recorder.analytics = Analytics(sinks: [try JSONLinesSink(path: path)], clock: dates)
            } catch {
                throw CommandFailure(error.description)
            }
        }
        if let details = choice.details { screen.recorder.noteEvaluation(details) }
        screen.recorder.noteEvaluation(decisions.transition.details)
        container.appear()
        do {
            if !interactive { try await screen.start(at: options.day) } else { screen.store.send(.start(at: options.day)) }
        } catch {
            throw CommandFailure(error.message)
        }
        let warnings = fileWarnings + (Self.warningLine(choice).map { [$0] } ?? [])
        return Made(screen: screen, decisions: decisions, warnings: warnings, server: loaded.server)
    }

    /// A template choice's warning as `home` shows it, at startup and on reload alike:
    /// `warning: toggle home.template names template style 'nope'…`.
    static func warningLine(_ choice: FeatureDecisions.TemplateChoice) -> String? {
        choice.warning.map { "warning: \($0)" }
    }

    /// "1 event", "2 events".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    static func explainMissing(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        return isDirectory.boolValue ? "it is a folder, not a file" : "permission denied"
    }
}
