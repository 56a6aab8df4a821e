import DataTemplates
import Diagnostics
import DynamicHome
import Essentials
import FeatureToggles
import Foundation
import UnleashClient

/// Watches the toggles file while `home` runs and re-reads it when it changes; or, when
/// the toggles come from a service (an Unleash server, an OFREP service), takes what it
/// found the moment it says so (a pushed change is on screen at once, not at the next
/// look). In the same loop, it looks at the template files of `--templates DIR`
/// (``templates``).
///
/// The file is read and parsed off the main actor, on a task of its own
/// (``watch(deliver:)``), which hands back only what changed: a large file takes its time
/// without holding up keys or frames. A file that breaks, or vanishes, leaves the last
/// good configuration in force and is reported; the next good version takes effect.
struct TogglesWatcher: Sendable {
    /// How often the file is looked at: a stat call, cheap enough to cost nothing idle.
    static let interval = Duration.milliseconds(500)

    /// What a change of the file did.
    enum Change: Sendable {
        /// The file is good: the decisions it makes, the keys that changed, and the
        /// templates the variants of `home.template` and the sections' toggles carry,
        /// read and checked here, off the main actor (a payload of 256 KiB and thousands
        /// of problems takes its time without holding up keys or frames).
        /// What is doubtful in the toggles (a service's warnings) comes with them.
        case applied(FeatureDecisions, changed: [String], payloads: [TemplateReading] = [], warnings: [String] = [])
        /// The file is broken or gone: why, with its place.
        case failed(String)
        /// A template file of `--templates DIR` changed, came or went: every file read
        /// again (or why the folder cannot be).
        case templates(Result<[TemplateReading], TemplateFolder.Problem>)
    }

    /// Re-reads the file and keeps the last good configuration.
    let loader: ToggleFileLoader
    /// The service the toggles come from, when they do; the file is then not read.
    let server: (any TogglesService)?
    /// The file as it was when the decisions were made, to see at the first look
    /// whether it changed since.
    private let startStamp: FileStamp?
    /// Whether the file was there at the last look (`nil` before the first), so that its
    /// absence is reported once, when it goes.
    private var present: Bool?
    /// The decisions in force: the last good file's (or server's), under the same overrides.
    private var decisions: FeatureDecisions

    /// How long the screen's questions of a new configuration may take to answer.
    let evaluationBudget: Duration
    /// The template files of `--templates DIR`, looked at in the same loop as the toggles.
    var templates: TemplateFolderWatch?

    /// A watcher of the file at `path` (without a toggles file, ./FeatureToggles.json is
    /// watched for appearing), whose decisions were just made from it, or of the server
    /// the toggles come from. Reads nothing but the file's stamp.
    ///
    /// - Parameter evaluationBudget: How long answering the screen's questions of a new
    ///   configuration may take (measured off the main actor) before it is refused.
    init(path: String, decisions: FeatureDecisions, server: (any TogglesService)? = nil, evaluationBudget: Duration = Self.evaluationBudget) {
        self.decisions = decisions
        self.evaluationBudget = evaluationBudget
        self.server = server
        loader = ToggleFileLoader(path: path)
        startStamp = FileStamp(path: path)
    }

    /// Looks at the file every ``interval`` on a task of its own, off the main actor,
    /// and hands each change to `deliver`, until the task is cancelled; a service's
    /// change wakes it at once.
    func watch(deliver: @escaping @Sendable (Change) -> Void) -> Task<Void, Never> {
        var watcher = self
        return Task.detached(priority: .utility) {
            while !Task.isCancelled {
                let seen = watcher.server?.changed.count ?? 0
                if let change = watcher.check() { deliver(change) }
                if let change = watcher.templates?.check() { deliver(.templates(change)) }
                if let server = watcher.server {
                    _ = await server.changed.wait(after: seen, until: .now + Self.interval)
                } else {
                    try? await Task.sleep(for: Self.interval)
                }
            }
        }
    }

    /// Looks at the file, reading and parsing it when it changed, on the caller's thread;
    /// returns what its change did, or `nil` when it did not change.
    ///
    /// The first look reads the file to know it; it reports a change only when the file
    /// changed since the decisions were made.
    mutating func check() -> Change? {
        if let server { return check(server) }
        let wasPresent: Bool
        let result: ReloadResult
        if let present {
            wasPresent = present
            result = loader.reloadIfChanged()
        } else {
            wasPresent = startStamp != nil
            let unchanged = FileStamp(path: loader.path) == startStamp
            result = loader.reload()
            if unchanged, result.outcome != .missing || !wasPresent {
                present = result.outcome != .missing
                return nil
            }
        }
        present = result.outcome != .missing
        switch result.outcome {
        case .unchanged:
            return nil
        case .missing where !wasPresent:
            return nil
        case .loaded:
            return accept(loader.configuration, source: loader.path, changed: result.changes.all)
        case .rejected:
            let first = result.diagnostics.errors.first.map(\.description) ?? "\(loader.path) is not valid"
            return .failed("\(first) — the last good toggles stay in force")
        case .missing:
            return .failed("\(loader.path) was removed; the last good toggles stay in force")
        }
    }

    /// Takes a good configuration, once a trial of the questions the screen will ask of
    /// it, here off the main actor, shows that answering them cannot hold up a frame.
    private mutating func accept(_ configuration: ToggleConfiguration?, source: String, changed: [String], warnings: [String] = []) -> Change {
        let candidate = decisions.replacingFile(configuration, source: source)
        let cost = Self.trial(candidate)
        guard cost <= evaluationBudget else {
            return .failed(
                "evaluating the toggles the screen reads from \(Excerpt.of(source)) took \(Self.milliseconds(cost)) ms, "
                    + "more than \(Self.milliseconds(evaluationBudget)) ms — the last good toggles stay in force")
        }
        decisions = candidate
        return .applied(candidate, changed: changed, payloads: TemplatePayloads.read(TemplatePayloads.evaluations(candidate)), warnings: warnings)
    }

    /// How long answering the questions the screen asks of toggles on a reload may take:
    /// the screen answers them on the main actor, between two frames.
    static let evaluationBudget = Duration.milliseconds(100)

    /// How long the decisions take to answer every question the screen asks of them,
    /// without reporting the evaluations (no exposure, no metrics).
    static func trial(_ decisions: FeatureDecisions) -> Duration {
        var quiet = decisions
        quiet.onEvaluation = nil
        return ContinuousClock().measure {
            _ = quiet.explain(FeatureDecisions.defaults.toggles.map(\.name), registered: [])
        }
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
    }

    /// What the service found since the last look.
    private mutating func check(_ server: any TogglesService) -> Change? {
        switch server.takeChange() {
        case nil:
            return nil
        case .applied(let configuration, let changes, let warnings):
            return accept(configuration, source: server.sourceDescription, changed: changes.all, warnings: warnings)
        case .failed(let message):
            return .failed(message)
        }
    }
}

extension TerminalSession {
    /// Puts a change of the toggles file on screen: a banner for a broken file; for a
    /// good one, a notice of what changed and, when the toggles now pick another
    /// template, a cross-fade to it.
    func apply(_ change: TogglesWatcher.Change) {
        switch change {
        case .failed(let message):
            screen.chrome.banner = message
        case .templates(let files):
            screen.chrome.banner = templates?.apply(files, to: screen)
        case .applied(let decisions, let changed, let payloads, let warnings):
            // A template a variant carries is registered (or made anew) before the
            // toggles pick it; it was read off the main actor.
            let payloadWarnings = templates?.apply(decisions, payloads: payloads, to: screen) ?? []
            let resolution = toggles.apply(decisions, to: screen)
            // A good file clears an error; what is doubtful in it is a warning, which goes
            // by itself.
            screen.chrome.warn(payloadWarnings.first ?? resolution.warnings.first ?? warnings.first, at: screen.clock())
            if !changed.isEmpty {
                let shown = changed.prefix(3).joined(separator: ", ") + (changed.count > 3 ? " and \(changed.count - 3) more" : "")
                screen.chrome.notice = ("toggles reloaded: \(shown)", screen.clock() + ScreenChrome.noticeDuration)
            }
            framesPerSecond = resolution.framesPerSecond
        }
    }
}
