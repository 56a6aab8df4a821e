import DynamicHome
import FeatureToggles
import Foundation
import UnleashClient

/// Watches the toggles file while `home` runs and re-reads it when it changes; or, when
/// the toggles come from an Unleash server, takes what the server's polling found.
///
/// A file that breaks, or vanishes, leaves the last good configuration in force and is
/// reported; the next good version takes effect. A server's answer goes the same way.
@MainActor
struct TogglesWatcher {
    /// How often the file is looked at: a stat call, cheap enough to cost nothing idle.
    static let interval = Duration.milliseconds(500)

    /// What a change of the file did.
    enum Change {
        /// The file is good: the decisions it makes, and the keys that changed.
        case applied(FeatureDecisions, changed: [String])
        /// The file is broken or gone: why, with its place.
        case failed(String)
    }

    let setup: ScreenSetup
    /// Re-reads the file and keeps the last good configuration.
    let loader: ToggleFileLoader
    /// The Unleash server the toggles come from, when they do; the file is then not read.
    let server: UnleashConnection?
    /// Whether the file was there at the last look, so that its absence is reported
    /// once, when it goes.
    private var present: Bool
    /// The decisions in force: the last good file's, under the same overrides.
    private var decisions: FeatureDecisions

    init(setup: ScreenSetup, decisions: FeatureDecisions, server: UnleashConnection? = nil) {
        self.setup = setup
        self.decisions = decisions
        self.server = server
        // Without a toggles file, ./FeatureToggles.json is watched for appearing.
        loader = ToggleFileLoader(path: setup.togglesPath ?? "FeatureToggles.json")
        present = server == nil && loader.reload().outcome != .missing
    }

    /// Looks at the file; returns what its change did, or `nil` when it did not change.
    mutating func check() -> Change? {
        if let server { return check(server) }
        let result = loader.reloadIfChanged()
        let wasPresent = present
        present = result.outcome != .missing
        switch result.outcome {
        case .unchanged:
            return nil
        case .missing where !wasPresent:
            return nil
        case .loaded:
            decisions = decisions.replacingFile(loader.configuration, source: loader.path)
            return .applied(decisions, changed: result.changes.all)
        case .rejected:
            let first = result.diagnostics.errors.first.map(\.description) ?? "\(loader.path) is not valid"
            return .failed("\(first) — the last good toggles stay in force")
        case .missing:
            return .failed("\(loader.path) was removed; the last good toggles stay in force")
        }
    }

    /// What the server's polling found since the last look.
    private mutating func check(_ server: UnleashConnection) -> Change? {
        switch server.takeUpdate() {
        case nil:
            return nil
        case .applied(let configuration, let changes, _):
            decisions = decisions.replacingFile(configuration, source: server.settings.apiURL.absoluteString)
            return .applied(decisions, changed: changes.all)
        case .failed(let message):
            return .failed(message)
        }
    }
}
