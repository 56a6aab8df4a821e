import Diagnostics
import DynamicHome
import Foundation

/// What `home templates new` checks of the names it is given before it writes a byte:
/// each name becomes a Swift member, a type, a module or a SwiftPM target, and a name
/// that one of them cannot take would make a package that does not build.
extension Starter {
    /// The longest style: it names the template's type, files and folders.
    static let maximumStyleLength = 64
    /// The longest folder name: it names the package and its executable.
    static let maximumPackageNameLength = 100

    /// The names of DynamicHome's targets and products (and of the package): the
    /// starter depends on it, and SwiftPM needs every target's name to be unique in the
    /// whole graph. A test keeps this list that of Package.swift.
    static let dynamicHomeNames: Set<String> = [
        "DynamicHome", "HomeTemplates", "DynamicHomeTesting", "HomeCommandLine", "TextCanvas", "Changesets", "FeatureToggles",
        "HomeState", "HTTPClient", "HTTPURLSession", "UnleashClient", "home", "home-bench", "home-fuzz", "Essentials", "Diagnostics", "Fuzzing",
        "TestSupport", "HTTPTestSupport", "EssentialsTests", "DiagnosticsTests", "HTTPClientTests", "TextCanvasTests",
        "ChangesetsTests", "FeatureTogglesTests", "UnleashClientTests", "HomeStateTests", "DynamicHomeTests", "HomeTemplatesTests",
        "DynamicHomeTestingTests", "HomeCommandLineTests", "FuzzingTests", "EndToEndTests", "DataTemplates", "DataTemplatesTests",
        "TestThreads", "StateStore", "DayDeck", "ContentProviders", "TemplateKit", "Composition", "Screen", "TemplateConformance",
        "OFREPClient", "OFREPClientTests",
        "OTLPExport", "OTLPExportTests", "HomeTelemetry", "HomeTelemetryTests", "AdaptiveCards", "AdaptiveCardsTests",
    ]

    /// Modules of the toolchain that the starter's files import or that a module of that
    /// name would hide.
    static let toolchainModules: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationNetworking", "Testing", "XCTest", "Dispatch", "Glibc", "Musl",
        "Darwin", "PackageDescription", "Observation", "Synchronization", "RegexBuilder",
    ]

    /// The types DynamicHome's kit (and DataTemplates) declare whose names end with
    /// `Template`, which a template's type (`STYLETemplate`) cannot take. A test keeps
    /// this list that of the sources.
    static let kitTypeNames: Set<String> = ["HomeTemplate", "ItemTemplate", "DataTemplate", "NewerTemplate"]

    /// Why `style` cannot be the style of a new template among `factory`'s, or `nil`.
    @MainActor
    static func problem(withStyle style: String, factory: HomeFactory) -> UsageError? {
        let example = "e.g. compact or twoColumn"
        if swiftKeywords.contains(style) {
            return UsageError("'\(style)' is a Swift keyword, which cannot name a template style (it names a Swift member)", hint: example)
        }
        guard isStyleName(style) else {
            return UsageError(
                "'\(Excerpt.of(style))' cannot be a template style: a style names a Swift member",
                hint: "give a lower-case letter, then letters and digits, \(example)")
        }
        guard style.count <= maximumStyleLength else {
            return UsageError(
                "the style '\(Excerpt.of(style))' has \(style.count) characters; a style has at most \(maximumStyleLength) (it names files and folders)",
                hint: example)
        }
        if factory.styles.contains(TemplateStyle(style)) {
            return UsageError(
                "the template style '\(style)' is already registered (\(factory.styles.map(\.rawValue).joined(separator: ", ")))",
                hint: "choose another name")
        }
        let type = typeName(of: style)
        let registeredTypes = Set(factory.templates.map { String(describing: $0) })
        if kitTypeNames.contains(type) || registeredTypes.contains(type) {
            let what = kitTypeNames.contains(type) ? "DynamicHome's protocol" : "the type of a registered template"
            return UsageError(
                "the style '\(style)' would name its template \(type), which is \(what) of that name",
                hint: "choose another name, e.g. \(style)Row")
        }
        return nil
    }

    /// Why the folder's name (`name`) cannot name the package and its executable, for a
    /// template of `style`, or `nil`.
    static func problem(withPackageName name: String, style: String) -> UsageError? {
        let hint = "name the folder for the app, e.g. my-home"
        guard isPackageName(name) else {
            return UsageError(
                "the folder's name '\(Excerpt.of(name))' cannot name a package: it names the package and its executable",
                hint: "give a folder named with a letter, then letters, digits, - and _, e.g. my-home")
        }
        guard name.count <= maximumPackageNameLength else {
            return UsageError(
                "the folder's name '\(Excerpt.of(name))' has \(name.count) characters; a package's has at most \(maximumPackageNameLength)", hint: hint)
        }
        let type = typeName(of: style)
        let lowered = name.lowercased()
        if lowered == type.lowercased() { return UsageError("the folder's name '\(name)' is the template's own", hint: hint) }
        if lowered == (type + "Tests").lowercased() {
            return UsageError("the folder's name '\(name)' is the name of the package's test target", hint: hint)
        }
        if let clash = dynamicHomeNames.first(where: { $0.lowercased() == lowered }) {
            return UsageError(
                "the folder's name '\(name)' is that of DynamicHome's target or product '\(clash)'; SwiftPM needs every name in the package and its dependencies to differ",
                hint: hint)
        }
        if let clash = toolchainModules.first(where: { $0.lowercased() == lowered }) {
            return UsageError("the folder's name '\(name)' is that of the toolchain's module \(clash), which the package would hide", hint: hint)
        }
        return nil
    }

    /// Why the package cannot be written in `folder`, found without writing: a part of
    /// its path is a file, or the nearest folder on the way cannot be written in.
    static func problem(writingIn folder: URL, as given: String) -> CommandFailure? {
        var existing = folder
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            existing.deleteLastPathComponent()
        }
        var isFolder: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder)
        if !isFolder.boolValue {
            if existing == folder { return CommandFailure("\(Excerpt.of(given)) is a file; give a folder that is empty or not there yet") }
            return CommandFailure(
                "cannot write the package in \(Excerpt.of(given)): the part '\(Excerpt.of(existing.lastPathComponent))' of its path is a file, not a folder; give a folder that is empty or not there yet")
        }
        if !FileManager.default.isWritableFile(atPath: existing.path) {
            return CommandFailure("cannot write the package in \(Excerpt.of(given)): the folder \(Excerpt.of(existing.path)) cannot be written in (permission denied)")
        }
        return nil
    }
}
