import Diagnostics
import DynamicHome
import Foundation
import HomeTemplates

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

    /// Why a style given on the command line (`--template`, `replace --to`) is on screen.
    static let commandLineReason = "chosen on the command line"

    /// The toggles file to read: `--toggles`, else ./FeatureToggles.json when present.
    var togglesPath: String? {
        if let path = options.togglesPath { return path }
        return FileManager.default.fileExists(atPath: "FeatureToggles.json") ? "FeatureToggles.json" : nil
    }

    /// The decisions of the toggles.
    func decisions() throws(CommandFailure) -> FeatureDecisions {
        var file: (bytes: [UInt8], path: String)?
        if let path = togglesPath {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CommandFailure("cannot read toggles file \(path): \(Self.explainMissing(path))")
            }
            file = (Array(data), path)
        }
        do {
            return try FeatureDecisions(file: file, environment: environment, overrides: options.toggleOverrides)
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The template style to show and why, with a warning when the toggles named a
    /// style no template has.
    func templateChoice() throws(CommandFailure) -> FeatureDecisions.TemplateChoice {
        if let style = options.template {
            guard factory.styles.contains(style) else {
                throw CommandFailure(HomeFactoryError.unknownStyle(style, registered: factory.styles).description, exitCode: 2)
            }
            return FeatureDecisions.TemplateChoice(style: style, reason: Self.commandLineReason)
        }
        return try decisions().templateStyle(registered: factory.styles)
    }

    /// The content provider the options name, and a description of it.
    func contentProvider() throws(CommandFailure) -> (provider: any HomeContentProvider, source: String) {
        let content = options.content
        if let path = content, !path.lowercased().hasPrefix("http://"), !path.lowercased().hasPrefix("https://") {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandFailure("--content \(path): no such folder; give a folder of YYYY-MM-DD.json day files")
            }
            guard isDirectory.boolValue else {
                throw CommandFailure("--content \(path) is a file; give the folder of YYYY-MM-DD.json day files it belongs to")
            }
        }
        do {
            let provider = try ContentProviders.make(content: content, latency: options.latency, of: HomeItem.self)
            return (provider, content ?? "bundled catalogue")
        } catch {
            throw CommandFailure("--content \(content ?? ""): \(error.message)", exitCode: 2)
        }
    }

    /// A home screen with its day's content loaded, and any warnings to show.
    func makeScreen() async throws(CommandFailure) -> (screen: HomeScreen, warnings: [String]) {
        let choice = try templateChoice()
        let (provider, source) = try contentProvider()
        let container: Container
        do {
            container = try Container(factory: factory, style: choice.style)
        } catch {
            throw CommandFailure(error.description, exitCode: 2)
        }
        container.settings.togglesSource = togglesPath ?? "built-in defaults"
        container.settings.contentSource = source
        let screen = HomeScreen(container: container, content: provider, styleReason: choice.reason)
        container.appear()
        do {
            try await screen.start(at: options.day)
        } catch {
            throw CommandFailure(error.message)
        }
        return (screen, choice.warning.map { ["warning: \($0)"] } ?? [])
    }

    static func explainMissing(_ path: String) -> String {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) { return "no such file" }
        return isDirectory.boolValue ? "it is a folder, not a file" : "permission denied"
    }
}
