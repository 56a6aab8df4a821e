import DynamicHome
import Foundation

/// The toggles a test runs a ``HomeScreenHarness`` with: a toggles file, its text, or
/// overrides over the built-in defaults, as `home` takes them from `--toggles` and
/// `--toggle KEY=VALUE`.
///
/// ```swift
/// let experiment = TestToggles.json(#"""
///     {"version": 1, "toggles": {"home.template": {"category": "experiment", "stickiness": "userId",
///       "variants": [{"name": "list", "weight": 50}, {"name": "magazine", "weight": 50}]}}}
///     """#)
/// let home = try await HomeScreenHarness(factory: factory, toggles: experiment, user: "user-3")
/// ```
public struct TestToggles: Sendable {
    /// The toggles file's text (native or Unleash format), if any, and the name it is
    /// reported under.
    public var text: (name: String, bytes: [UInt8])?
    /// `KEY=VALUE` overrides, strongest last, over the file (the command line's layer).
    public var overrides: [(String, String)]

    /// The built-in defaults, with `overrides` over them.
    public init(overrides: [(String, String)] = []) {
        self.text = nil
        self.overrides = overrides
    }

    /// A toggles file's text, as `--toggles FILE` would read it.
    public static func json(_ text: String, overrides: [(String, String)] = []) -> TestToggles {
        var toggles = TestToggles(overrides: overrides)
        toggles.text = ("toggles given to the test", Array(text.utf8))
        return toggles
    }

    /// The toggles file at `path`.
    ///
    /// - Throws: ``TestTogglesError`` naming the file and why, when it cannot be read
    ///   (as `home` reads it: within 16 MiB).
    public static func file(_ path: String, overrides: [(String, String)] = []) throws -> TestToggles {
        var toggles = TestToggles(overrides: overrides)
        switch ToggleFile.read(path) {
        case .success(let bytes): toggles.text = (path, bytes)
        case .failure(let failure): throw TestTogglesError(path: path, reason: failure.reason)
        }
        return toggles
    }

    /// The built-in defaults with these overrides: `.overriding(["home.template": "grid"])`.
    public static func overriding(_ values: KeyValuePairs<String, String>) -> TestToggles {
        TestToggles(overrides: values.map { ($0.key, $0.value) })
    }

    /// The decisions of these toggles for `context`; whatever is drawn at random draws
    /// one fixed number, so that a test gives the same answer every run.
    ///
    /// - Throws: `DiagnosticList` with every problem of the file, at its line and column.
    func decisions(for context: EvaluationContext, defaultStyle: TemplateStyle? = nil) throws -> FeatureDecisions {
        let file = text.map { ToggleFile.parse($0.bytes, file: $0.name) }
        return try FeatureDecisions.load(
            file, source: text?.name, overrides: overrides, context: context, random: RandomSource { 0x9E37_79B9_7F4A_7C15 },
            defaultStyle: defaultStyle
        ).decisions
    }
}

/// A toggles file a test named cannot be read.
public struct TestTogglesError: Error, CustomStringConvertible {
    /// The file.
    public var path: String
    /// Why, in words: "no such file", "it is a folder, not a file".
    public var reason: String
    public var description: String { "cannot read the toggles file \(path): \(reason)" }
}
