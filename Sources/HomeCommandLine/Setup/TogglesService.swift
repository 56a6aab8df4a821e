import Diagnostics
import Essentials
import FeatureToggles
import OFREPClient
import UnleashClient

/// A service the toggles come from while `home` runs: an Unleash server (polled,
/// delta-polled or streamed) or an OFREP service. The watcher takes what it found
/// (``takeChange()``) as soon as ``changed`` fires, and the screen applies it as it
/// applies a reload of the toggles file: one path, the same cross-fade.
protocol TogglesService: AnyObject, Sendable {
    /// Fires when a change waits for ``takeChange()``.
    var changed: ChangeSignal { get }
    /// Where the toggles come from, as messages name it.
    var sourceDescription: String { get }
    /// What the service found since the last call, or `nil`.
    func takeChange() -> TogglesServiceChange?
    /// Starts following the service (and, for Unleash, registration and metrics).
    func startBackground()
    /// Stops following it; what went wrong on the way, to print as `home` ends.
    func finish() async -> [String]
}

/// What a service found for the screen.
enum TogglesServiceChange: Sendable {
    /// New toggles in force: what they are, what changed, and what is doubtful in them.
    case applied(ToggleConfiguration, changes: ToggleChanges, warnings: [String])
    /// A problem; the last good toggles stay in force.
    case failed(String)
}

extension UnleashConnection: TogglesService {
    var sourceDescription: String { UnleashSettings.shown(settings.apiURL) }

    func takeChange() -> TogglesServiceChange? {
        switch takeUpdate() {
        case nil: nil
        case .applied(let configuration, let changes, let warnings)?: .applied(configuration, changes: changes, warnings: warnings.map(\.description))
        case .failed(let message)?: .failed(message)
        }
    }

    func finish() async -> [String] {
        await stop().map { "unleash \($0)" }
    }
}

extension OFREPClient: TogglesService {
    var sourceDescription: String { UnleashSettings.shown(settings.baseURL) }

    func takeChange() -> TogglesServiceChange? {
        switch takeUpdate() {
        case nil: nil
        case .applied(let configuration, let changes, let warnings)?: .applied(configuration, changes: changes, warnings: warnings.map(\.description))
        case .failed(let message)?: .failed(message)
        }
    }

    func finish() async -> [String] {
        await stop()
        return []
    }
}
