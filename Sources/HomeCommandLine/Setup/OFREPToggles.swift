import Diagnostics
import DynamicHome
import FeatureToggles
import Foundation
import OFREPClient
import UnleashClient

extension ScreenSetup {
    /// A client of the OFREP service at `url`, with the headers of `OFREP_HEADERS`, for
    /// the command line's context.
    ///
    /// - Throws: When `OFREP_HEADERS` does not read (the message quotes no value), or the
    ///   context does not.
    func ofrepClient(_ url: URL) throws(CommandFailure) -> OFREPClient {
        var headers: [OFREPHeader] = []
        if let text = environment[OFREPSettings.headersVariable] {
            switch OFREPHeader.parse(text) {
            case .success(let read): headers = read
            case .failure(let failure): throw CommandFailure("\(OFREPSettings.headersVariable) cannot be sent: \(failure.message)")
            }
        }
        let settings = OFREPSettings(
            baseURL: url, headers: headers, refreshInterval: options.unleash.refresh,
            requestTimeout: serverRequestLimits?.silence ?? .seconds(5), requestDeadline: serverRequestLimits?.total ?? .seconds(10))
        return OFREPClient(
            settings: settings, context: try evaluationContext(), defaults: FeatureDecisions.builtIn(templateStyle: factory.styles.first))
    }

    /// The toggles the OFREP service at `url` answers for the context (or none), under
    /// the environment's and the command line's overrides.
    ///
    /// - Parameter interactive: Whether the screen runs in a terminal: the first answer
    ///   is then waited for only ``serverWait``, as an Unleash server's.
    func ofrepToggles(_ url: URL, interactive: Bool = false) async throws(CommandFailure) -> LoadedToggles {
        let client = try ofrepClient(url)
        let start: OFREPClient.Start
        if interactive {
            let asking = Task { await client.start() }
            if let answered = await Deadline.result(within: Self.serverWait, on: startClock, of: { await asking.value }) {
                start = answered
            } else {
                start = client.startWhileWaiting()
                Task { client.keep(late: await asking.value, over: nil) }
            }
        } else {
            start = await client.start()
        }
        let decisions = FeatureDecisions(
            file: start.configuration, source: UnleashSettings.shown(url), fileLayer: .server, environment: environment,
            overrides: options.toggleOverrides, context: try evaluationContext(), random: randomSource,
            defaultStyle: factory.styles.first)
        return LoadedToggles(
            decisions: decisions, warnings: start.warnings.map(\.description), server: client, rejection: start.rejection)
    }
}
