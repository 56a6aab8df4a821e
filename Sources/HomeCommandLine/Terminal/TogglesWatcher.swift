import DynamicHome
import Foundation

/// Watches the toggles file while `home` runs and re-reads it when it changes.
///
/// A file that breaks, or vanishes, leaves the last good configuration in force and is
/// reported; the next good version takes effect.
@MainActor
struct TogglesWatcher {
    /// How often the file is looked at: a stat call, cheap enough to cost nothing idle.
    static let interval = Duration.milliseconds(500)

    /// What a change of the file did.
    enum Change {
        /// The file is good: the template it chooses, with why.
        case applied(FeatureDecisions.TemplateChoice)
        /// The file is broken or gone: why, with its place.
        case failed(String)
    }

    let setup: ScreenSetup
    /// The file watched; `nil` when `home` started from built-in defaults and no
    /// ./FeatureToggles.json exists (then that file is watched for appearing).
    let path: String
    private var signature: Signature?

    private struct Signature: Equatable {
        var modified: Date?
        var size: Int
        var contents: Data
    }

    init(setup: ScreenSetup) {
        self.setup = setup
        self.path = setup.togglesPath ?? "FeatureToggles.json"
        self.signature = Self.read(path)
    }

    /// Looks at the file; returns what its change did, or `nil` when it did not change.
    mutating func check() -> Change? {
        let now = Self.read(path)
        guard now != signature else { return nil }
        let existed = signature != nil
        signature = now
        guard now != nil else {
            return existed ? .failed("\(path) was removed; the last good toggles stay in force") : nil
        }
        var options = setup.options
        options.togglesPath = path
        do {
            return .applied(try ScreenSetup(options: options, environment: setup.environment, factory: setup.factory).templateChoice())
        } catch {
            return .failed("\(error.message) — the last good toggles stay in force")
        }
    }

    private static func read(_ path: String) -> Signature? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let contents = FileManager.default.contents(atPath: path)
        else { return nil }
        return Signature(
            modified: attributes[.modificationDate] as? Date,
            size: (attributes[.size] as? Int) ?? contents.count, contents: contents)
    }
}
