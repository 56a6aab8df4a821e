import Diagnostics
import DynamicHome
import FeatureToggles
import Foundation
import UnleashClient

/// The toggles as loaded: decisions over them, what to say about them, and the service
/// they came from when `--toggles` is an Unleash URL or `--ofrep` an OFREP service.
struct LoadedToggles {
    var decisions: FeatureDecisions
    /// The file's or the server's own warnings (and, for a refused token, the error) as
    /// `home` prints them; the layers' warnings come with the decisions.
    var warnings: [String]
    /// The connection to the service, to follow it (and send metrics) while the app runs.
    var server: (any TogglesService)?
    /// Why the server refused the token, when it did: printed commands fail with it.
    var rejection: String?
}

extension ScreenSetup {
    /// The Unleash API base `--toggles` names, when it names one.
    var serverURL: URL? {
        options.togglesPath.flatMap { UnleashSettings.isServerAddress($0) ? UnleashSettings.apiURL(from: $0) : nil }
    }

    /// The environment variable that holds the client token.
    static let tokenVariable = "UNLEASH_API_TOKEN"

    /// A connection to the server at `url`, with the options' settings and the backup
    /// under the cache folder the environment names.
    func unleashConnection(_ url: URL) -> UnleashConnection {
        let unleash = options.unleash
        let settings = UnleashSettings(
            apiURL: url, token: environment[Self.tokenVariable],
            appName: unleash.appName ?? UnleashSettings.defaultAppName,
            refreshInterval: unleash.refresh ?? UnleashSettings.defaultRefreshInterval,
            metricsInterval: unleash.metricsInterval ?? UnleashSettings.defaultMetricsInterval,
            requestTimeout: serverRequestLimits?.silence ?? UnleashSettings.defaultRequestTimeout,
            requestDeadline: serverRequestLimits?.total ?? UnleashSettings.defaultRequestDeadline, mode: unleash.mode ?? .polling)
        return UnleashConnection(
            settings: settings, transport: HTTPClientTransport(),
            backup: UnleashBackup(appName: settings.appName, apiURL: url, environment: environment),
            options: ValidationOptions(today: CalendarDay(utc: Date())))
    }

    /// The toggles of the server at `url` (or of its backup, or none), under the
    /// environment's and the command line's overrides.
    ///
    /// A token that a header cannot carry is an error that does not quote it; a good
    /// answer that cannot be kept as a backup (no cache folder) is a warning, once.
    ///
    /// - Parameter interactive: Whether the screen runs in a terminal: the first answer
    ///   is then waited for only ``serverWait``; after that the screen starts on the backup
    ///   (or the defaults) and the answer comes in as polling's do, when it comes.
    func serverToggles(_ url: URL, interactive: Bool = false) async throws(CommandFailure) -> LoadedToggles {
        if let token = environment[Self.tokenVariable], let problem = UnleashSettings.problem(withToken: token) {
            throw CommandFailure("\(Self.tokenVariable) cannot be sent: \(problem); set it to the client token alone")
        }
        let connection = unleashConnection(url)
        let start: UnleashConnection.Start
        if interactive {
            let fetching = Task { await connection.start() }
            if let answered = await Deadline.result(within: Self.serverWait, on: startClock, of: { await fetching.value }) {
                start = answered
            } else {
                start = connection.startWhileWaiting()
                let interim = start.configuration
                Task { connection.keep(late: await fetching.value, over: interim) }
            }
        } else {
            start = await connection.start()
        }
        var decisions = FeatureDecisions(
            file: start.configuration, source: UnleashSettings.shown(url), fileLayer: .server, environment: environment,
            overrides: options.toggleOverrides, context: try evaluationContext(), random: randomSource,
            defaultStyle: factory.styles.first)
        decisions.transitions = factory.transitions
        decisions.onEvaluation = { [connection] details in connection.record(details) }
        var warnings = start.warnings
        if connection.backup == nil, start.source == .server {
            // When the server cannot be used, the start's warning says it already.
            warnings.append(Diagnostic(.warning, at: nil, UnleashBackup.missingPlace))
        }
        return LoadedToggles(
            decisions: decisions, warnings: warnings.map(\.description), server: connection, rejection: start.rejection)
    }
}

extension ScreenSetup.Made {
    /// Stops following the service and sends the metrics still counted; reports what
    /// went wrong with the registration or the metrics.
    @MainActor
    func finishServer(console: Console) async {
        guard let server else { return }
        for problem in await server.finish() { console.writeError("home: warning: \(problem)\n") }
    }
}
