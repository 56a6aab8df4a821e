import Diagnostics
import DynamicHome
import Essentials
import FeatureToggles
import Foundation
import HomeTelemetry
import OTLPExport
import UnleashClient

/// Builds a home screen from the command line: toggles, template, content and day.
@MainActor
struct ScreenSetup {
    let options: ScreenOptions
    let environment: [String: String]
    let factory: HomeFactory
    /// The key table the screen routes keys by.
    var keys = KeyBindings.standard
    /// What the command line fixes, outranking the toggles.
    let fixed: ToggleApplication.Fixed
    /// The files the command reads besides the toggles and the content (`play`'s script
    /// and its `content` files), which no output may be.
    var inputs: [OutputFile.Input] = []
    /// The folder of template files (`--templates DIR`), which no output may be inside.
    var templatesFolder: String?
    /// How long a request to an Unleash server may be silent, and take in all: the
    /// defaults (``UnleashSettings/defaultRequestTimeout``) unless a test that is not
    /// about them sets limits no busy machine reaches.
    var serverRequestLimits: (silence: Duration, total: Duration)?
    /// Whether the command shows only the day it starts on (`render`, `replace`,
    /// `templates preview`): the deck then loads no days beside it, which it would never
    /// show (a listed day's neighbours are known from the list, not loaded).
    var showsOneDay = false
    /// The clock the interactive start's waits are measured on (``serverWait``,
    /// ``evaluationWait``); a test's manual clock.
    var startClock: any Clock<Duration> = ContinuousClock()
    /// Asks the toggles every question the screen asks of them: what the interactive
    /// start tries, off the main actor, before it lets the screen ask.
    var evaluationTrial: @Sendable (FeatureDecisions) -> Void = { _ = TogglesWatcher.trial($0) }

    init(options: ScreenOptions, environment: [String: String], factory: HomeFactory, transition: TransitionOptions? = nil) {
        self.options = options
        self.environment = environment
        self.factory = factory
        fixed = ToggleApplication.Fixed(
            template: options.template, duration: transition?.duration, easing: transition?.easing, transition: transition?.style,
            framesPerSecond: transition?.framesPerSecond, screenReader: options.screenReader, reduceMotion: transition?.reduceMotion ?? false)
    }

    /// The setup of a command: its environment and its factory, and what its transition
    /// options fix.
    init(options: ScreenOptions, context: CommandContext, transition: TransitionOptions? = nil) {
        self.init(options: options, environment: context.environment, factory: context.factory, transition: transition)
        keys = context.keys
        templatesFolder = context.templateFolder?.folder
    }

    /// The session `home` evaluates toggles for when no user, session or context is given.
    static let defaultSession = "local"

    /// The toggles file to read: `--toggles`, else ./FeatureToggles.json when present;
    /// `nil` for built-in defaults, for an Unleash server (``serverURL``) and for an
    /// OFREP service (`--ofrep`).
    var togglesPath: String? {
        if serverURL != nil || options.ofrep != nil { return nil }
        if let path = options.togglesPath { return path }
        return FileManager.default.fileExists(atPath: "FeatureToggles.json") ? "FeatureToggles.json" : nil
    }

    /// Where the toggles come from, for the settings screen and messages.
    var togglesSource: String {
        (serverURL ?? options.ofrep).map { UnleashSettings.shown($0) } ?? togglesPath.map { Excerpt.maskingPassword($0) }
            ?? "built-in defaults"
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

    /// The decisions of the toggles, and the warnings of the toggles file (or server)
    /// and of the layers over it.
    ///
    /// A server that refuses the token is an error here: this is for printed commands.
    func decisions() async throws(CommandFailure) -> (decisions: FeatureDecisions, warnings: [String]) {
        let loaded = try await loadToggles()
        if let rejection = loaded.rejection { throw CommandFailure(rejection) }
        return (loaded.decisions, loaded.warnings + loaded.decisions.layerWarnings.map(\.description))
    }

    /// The toggles: from the file (or built-in defaults), an Unleash server or an OFREP service.
    ///
    /// - Parameter interactive: Whether the screen runs in a terminal, where a server's
    ///   first answer is waited for only ``serverWait``.
    func loadToggles(interactive: Bool = false) async throws(CommandFailure) -> LoadedToggles {
        if let url = serverURL { return try await serverToggles(url, interactive: interactive) }
        if let url = options.ofrep { return try await ofrepToggles(url, interactive: interactive) }
        let (decisions, warnings) = try fileDecisions()
        return LoadedToggles(decisions: decisions, warnings: warnings)
    }

    /// The decisions of the toggles file (or the built-in defaults), and the file's own
    /// warnings (an expired toggle).
    func fileDecisions() throws(CommandFailure) -> (decisions: FeatureDecisions, warnings: [String]) {
        let path = togglesPath
        var file: ToggleFileResult?
        if let path {
            switch ToggleFile.read(path) {
            case .success(let bytes):
                file = ToggleFile.parse(bytes, file: path, options: ValidationOptions(today: CalendarDay(utc: Date())))
            case .failure(let failure):
                throw CommandFailure("cannot read toggles file \(Excerpt.of(path)): \(failure.reason)")
            }
        }
        do {
            var (decisions, _) = try FeatureDecisions.load(
                file, source: path, environment: environment, overrides: options.toggleOverrides, context: try evaluationContext(),
                random: randomSource, defaultStyle: factory.styles.first)
            decisions.transitions = factory.transitions
            return (decisions, (file?.diagnostics.warnings ?? []).map(\.description))
        } catch let failure as CommandFailure {
            throw failure
        } catch let diagnostics as DiagnosticList {
            throw CommandFailure(diagnostics.all.map(\.description).joined(separator: "\nhome: "))
        } catch {
            throw CommandFailure("\(error)")
        }
    }

    /// The template style given with `--template`, checked against a factory (by
    /// default the command's).
    func checkFixedTemplate(in factory: HomeFactory? = nil) throws(CommandFailure) {
        let styles = (factory ?? self.factory).styles
        if let style = fixed.template, !styles.contains(style) {
            throw CommandFailure(HomeFactoryError.unknownStyle(style, registered: styles).description, exitCode: 2)
        }
    }

    /// The template choice of the toggles as they are now, with `--template` over it,
    /// among the templates registered with the one the variant of `home.template` carries.
    ///
    /// - Returns: The choice, and the templates it was made among.
    func templateChoice() async throws(CommandFailure) -> (choice: FeatureDecisions.TemplateChoice, factory: HomeFactory) {
        let decisions = try await decisions().decisions
        let (factory, _) = await TemplateSources.payloadFactory(decisions, base: factory)
        try checkFixedTemplate(in: factory)
        return (ToggleApplication(fixed: fixed).resolve(decisions, registered: factory.styles, transitions: factory.transitions).choice, factory)
    }

    /// The content provider the options name, and a description of it (a URL's password
    /// written `***`, here and in every message).
    ///
    /// - Parameter prefetching: Whether a folder's listing of days and its first day are
    ///   to be read from now on, in the background (``PrefetchingContentProvider``): not
    ///   for a server, whose requests wait for the checks, nor with `--latency`, whose
    ///   delays start when the screen asks.
    func contentProvider(prefetching: Bool = false) throws(CommandFailure) -> (provider: any HomeContentProvider, source: String) {
        let content = options.content
        let shown = ContentProviders.describe(content)
        if let path = content, let scheme = path.range(of: "://").map({ path[..<$0.lowerBound].lowercased() }),
           scheme != "http", scheme != "https" {
            throw CommandFailure(
                "--content \(Excerpt.of(shown)): \(Excerpt.of(scheme)) URLs are not supported; give an http or https URL, or a folder of YYYY-MM-DD.json day files",
                exitCode: 2)
        }
        if let path = content, !ContentProviders.isURL(path) {
            switch LocalFile.folderProblem(path)?.problem {
            case nil:
                break
            case .missing?:
                throw CommandFailure("--content \(Excerpt.of(path)): no such folder; give a folder of YYYY-MM-DD.json day files")
            case .notAFile("a file")?:
                throw CommandFailure("--content \(Excerpt.of(path)) is a file; give the folder of YYYY-MM-DD.json day files it belongs to")
            case .notAFile(let what)?:
                throw CommandFailure("--content \(Excerpt.of(path)) is \(what), not a folder; give a folder of YYYY-MM-DD.json day files")
            case let problem?:
                let reason = LocalFileError(path: path, problem: problem).reason
                throw CommandFailure("--content \(Excerpt.of(path)): \(reason); give a folder of YYYY-MM-DD.json day files")
            }
        }
        do {
            let provider = try ContentProviders.make(content: content, latency: options.latency, of: HomeItem.self)
            if prefetching, options.latency == nil, !(content.map(ContentProviders.isURL) ?? false) {
                return (PrefetchingContentProvider(provider, start: options.day), shown)
            }
            return (provider, shown)
        } catch {
            throw CommandFailure("--content: \(error.message)", exitCode: 2)
        }
    }

    /// What ``makeScreen()`` sets up.
    struct Made {
        var screen: HomeScreen
        var decisions: FeatureDecisions
        /// How toggles reach the screen from now on, as they did at start.
        var toggles: ToggleApplication
        /// What the toggles came to at start.
        var resolution: ToggleApplication.Resolution
        /// The toggles file's (or server's) warnings and the start's, as `home` prints them.
        var warnings: [String]
        /// The service the toggles come from (an Unleash server, an OFREP service), when
        /// they do.
        var server: (any TogglesService)?
        /// The OpenTelemetry collectors analytics go to (`--analytics URL`, `OTEL_*`).
        var collectors: [OTLPSink] = []

        /// Prints the warnings given from now on (a section's template a style no
        /// template has, on another day), as the start's were printed.
        @MainActor
        func printWarnings(to console: Console) {
            screen.onWarning = { warning in console.writeError("home: \(warning)\n") }
        }

        /// Delivers the analytics still buffered, and reports what could not be: how many
        /// events were written, how many were not and why, and how many were dropped.
        ///
        /// - Returns: `status`, or 1 when events could not be written (a full disk,
        ///   `/dev/full`), as for a recording that could not be.
        @MainActor
        func finish(console: Console, status: Int32 = 0) -> Int32 {
            guard let analytics = screen.recorder.analytics else { return status }
            let statistics = analytics.flush()
            // Then what is on its way to collectors, within their shutdown bound.
            for line in ScreenSetup.telemetryReport(collectors) { console.writeError(line + "\n") }
            guard statistics.dropped > 0 || statistics.undelivered > 0 else { return status }
            var text = "home: analytics: \(ScreenSetup.count(statistics.delivered, "event")) written"
            if statistics.undelivered > 0 {
                text += ", \(statistics.undelivered) not written"
                if let last = statistics.lastFailure { text += " (\(last))" }
            }
            if statistics.dropped > 0 { text += ", \(statistics.dropped) dropped (more came than the file took in time)" }
            console.writeError(text + "\n")
            return statistics.undelivered > 0 && status == 0 ? 1 : status
        }
    }

    /// What ``prepare(interactive:)`` found: everything the command line asks for,
    /// checked, with nothing written yet.
    struct Prepared {
        var loaded: LoadedToggles
        /// How toggles reach the screen, before the screen is made.
        var toggles: ToggleApplication
        /// What the toggles come to, with what the command line fixes over them.
        var resolution: ToggleApplication.Resolution
        var provider: any HomeContentProvider
        /// The content's description for messages and the settings screen.
        var source: String
        var container: Container
        /// What was wrong with a template a toggle's payload carries.
        var payloadWarnings: [String]
        /// The OpenTelemetry collectors analytics go to, checked.
        var collectors: [OTLPConfiguration] = []
    }

    /// Checks everything the command line asks for, in the order a person reads it (the
    /// toggles, the template, the content, the outputs against the inputs), and opens
    /// nothing: a command opens its outputs only after this and its own checks.
    ///
    /// - Parameter interactive: Whether the screen runs in a terminal: a server that
    ///   refuses the token is then a warning (a banner), not an error; toggles that take
    ///   too long to answer give way to the built-in defaults (a warning).
    func prepare(interactive: Bool = false) async throws(CommandFailure) -> Prepared {
        // A folder's first day is read beside the toggles and the template, for a printed
        // screen; a problem with the content is said in its turn, below.
        let early = interactive ? nil : try? contentProvider(prefetching: true)
        var loaded = try await loadToggles(interactive: interactive)
        if let rejection = loaded.rejection, !interactive { throw CommandFailure(rejection) }
        if interactive, await !answersInTime(loaded.decisions) {
            loaded.warnings.insert(
                "warning: evaluating the toggles the screen reads from \(Excerpt.of(togglesSource)) takes more than "
                    + "\(Self.evaluationWaitMilliseconds) ms; the screen uses the built-in defaults until they change",
                at: 0)
            loaded.decisions = loaded.decisions.replacingFile(nil, source: "built-in defaults")
        }
        let decisions = loaded.decisions
        // The template the variant of home.template carries, when it carries one.
        let (factory, payloadWarnings) = await TemplateSources.payloadFactory(decisions, base: factory)
        try checkFixedTemplate(in: factory)
        let toggles = ToggleApplication(fixed: fixed)
        let resolution = toggles.resolve(decisions, registered: factory.styles, transitions: factory.transitions)
        let (provider, source) = if let early { early } else { try contentProvider() }
        try refuseRecording(screenReader: resolution.screenReader)
        try checkOutputs()
        let (collectors, collectorWarnings) = try telemetryConfigurations()
        loaded.warnings += collectorWarnings
        let container: Container
        do {
            container = try Container(factory: factory, style: resolution.choice.style)
        } catch {
            throw CommandFailure(error.description, exitCode: 2)
        }
        return Prepared(
            loaded: loaded, toggles: toggles, resolution: resolution, provider: provider, source: source, container: container,
            payloadWarnings: payloadWarnings, collectors: collectors)
    }

    /// A home screen with its day's content loaded, the decisions it was made from, and
    /// any warnings to show; `--analytics` is opened here, after ``prepare(interactive:)``.
    ///
    /// - Parameters:
    ///   - prepared: What ``prepare(interactive:)`` checked; prepared here when `nil`.
    ///   - dates: The clock analytics events are stamped with.
    ///   - interactive: Whether the screen runs in a terminal: a server that refuses the
    ///     token is then the first warning (a banner), not an error; and the day's content
    ///     is not waited for: the screen shows the load (and any failure) as it goes.
    func makeScreen(
        _ prepared: Prepared? = nil, dates: @escaping @Sendable () -> Date = { Date() }, interactive: Bool = false
    ) async throws(CommandFailure) -> Made {
        let prepared = if let prepared { prepared } else { try await prepare(interactive: interactive) }
        let (loaded, container) = (prepared.loaded, prepared.container)
        var resolution = prepared.resolution
        if showsOneDay { resolution.deckShape = .none }
        var toggles = prepared.toggles
        let decisions = loaded.decisions
        container.keys = keys
        container.navigation.settings.togglesSource = togglesSource
        container.navigation.settings.contentSource = prepared.source
        container.navigation.settings.howToChoose = Self.howToChoose(styles: container.factory.styles)
        let screen = HomeScreen(
            container: container, content: prepared.provider, shape: resolution.deckShape, styleReason: resolution.choice.reason)
        screen.chrome.howToReduceMotion = Self.howToReduceMotion
        screen.chrome.commandLineLayer = "--\(OptionSpec.toggle.name)"
        // home.analytics is asked after the resolution's questions; its impression (when
        // it is marked impressionData) is written after theirs, once there is a file.
        var analyticsImpressions: [ImpressionEvent] = []
        var collectors: [OTLPSink] = []
        if !options.analyticsPaths.isEmpty || !prepared.collectors.isEmpty {
            let (enabled, impressions) = decisions.collectingImpressions { $0.analyticsEnabled }
            if enabled {
                let (sinks, exporters) = try analyticsSinks(collectors: prepared.collectors)
                screen.recorder.analytics = Analytics(sinks: sinks, clock: dates)
                collectors = exporters
                analyticsImpressions = impressions
            }
        }
        toggles.start(resolution, on: screen)
        for impression in analyticsImpressions { screen.recorder.noteImpression(impression) }
        // The warnings of the first day's sections (a style no template has) are the start's.
        let sectionWarnings = Locked<[String]>([])
        screen.onWarning = { warning in sectionWarnings.withLock { $0.append(warning) } }
        container.appear()
        do {
            if !interactive { try await screen.start(at: options.day) } else { screen.store.send(.start(at: options.day)) }
        } catch {
            throw CommandFailure(error.message)
        }
        return Made(
            screen: screen, decisions: decisions, toggles: toggles, resolution: resolution,
            warnings: loaded.warnings + prepared.payloadWarnings + resolution.warnings + sectionWarnings.withLock { $0 }, server: loaded.server,
            collectors: collectors)
    }

    /// Refuses a recording of frames (`--cast`, `--record`) when the screen is said in
    /// words, which draws none.
    func refuseRecording(screenReader: Bool) throws(CommandFailure) {
        guard screenReader, let option = options.recording?.option else { return }
        throw CommandFailure(UsageError(
            "--\(option.name) records frames, and the screen reader (--screen-reader, or the toggle \(FeatureDecisions.Key.screenReader)) prints lines of words instead",
            hint: "leave out --\(option.name), or the screen reader"))
    }

    /// What the settings screen says of choosing a template, in the command line's words.
    static func howToChoose(styles: [TemplateStyle]) -> String {
        let example = styles.dropFirst().first ?? styles.first ?? "STYLE"
        return "Edit FeatureToggles.json (or pass --\(OptionSpec.toggle.name) \(FeatureDecisions.Key.template)=\(example)) to choose the template; on the home screen, t switches to the next one."
    }

    /// The exit status of a command that drew `screen`, after it printed its frames: 1
    /// with the message on standard error when the day on screen failed to load (its
    /// frames show it: "Could not load…"), as `render`, `replace`, `swipe` and `play`
    /// promise; else `status`.
    static func status(_ status: Int32, of screen: HomeScreen, console: Console) -> Int32 {
        guard case .failed(let message) = screen.container.viewModel.content else { return status }
        console.writeError("home: \(message)\n")
        return status == 0 ? 1 : status
    }

    /// What the help says of motion while it is not reduced, in the command line's words.
    static let howToReduceMotion = "Reduce motion is off; --\(OptionSpec.reduceMotion.name) turns it on."

    /// "1 event", "2 events".
    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
