import Diagnostics
import DynamicHome
import Essentials
import Foundation

/// `home templates new STYLE --package DIR`: a ready package with a template of one's
/// own, in a folder that is empty or not there yet. `swift build`, `swift test` and
/// `swift run NAME` work in it at once; `swift run NAME --template STYLE` shows the
/// template.
///
/// The package depends on DynamicHome by the path of the checkout `home` was built from
/// (relative when the two share a folder tree, so that they move together), or by
/// `--from URL` for a git dependency; it holds the template (a one-line-per-item
/// `ItemTemplate` to start from), the executable (`HomeCommand.main` with the standard
/// templates and the new one), tests (the factory's checks, golden frames recorded at the
/// first `swift test`, and an analytics test that reads the highlighted item from the
/// harness, so that it holds for any layout), and a toggles file whose experiment shows
/// the list to half the users and the new template to the other half.
struct Starter {
    /// The template style, e.g. "compact".
    let style: String
    /// Where the package goes.
    let folder: URL
    /// How the package names DynamicHome: a path or a git URL.
    let dependency: Dependency

    enum Dependency: Equatable {
        /// The checkout's path, as Package.swift writes it: relative to the package, or
        /// absolute.
        case path(String)
        case git(URL, branch: String)
    }

    /// The template type's name: "CompactTemplate".
    var typeName: String { Self.typeName(of: style) }

    /// The template type's name for a style: "compact" → "CompactTemplate".
    static func typeName(of style: String) -> String { style.prefix(1).uppercased() + style.dropFirst() + "Template" }
    /// The package's and its executable's name: the folder's name.
    var executable: String { folder.lastPathComponent }

    /// The folder's name, as the package, its executable and `swift run` name it.
    static func isPackageName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first.isASCIILetter else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }
    }

    /// A style is a Swift name: a lower-case ASCII letter, then letters and digits.
    static func isStyleName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) } && !swiftKeywords.contains(name)
    }

    /// Words Swift reserves, which a style cannot be (it names a static member).
    static let swiftKeywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout", "internal",
        "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
        "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "any",
        "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "consume", "borrowing",
        "consuming", "copy", "discard", "each", "macro", "package", "some", "sending", "type",
    ]

    /// The DynamicHome checkout `home` was built from: the folder of its Package.swift,
    /// found from this file's place at build time.
    static var checkout: URL? {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        guard let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8),
              manifest.contains("name: \"DynamicHome\"")
        else { return nil }
        return root
    }

    /// The package identity SwiftPM gives a git URL: its last path component without `.git`.
    static func identity(of url: URL) -> String {
        var name = url.lastPathComponent
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }

    /// Whether `name` is a branch name git accepts (`git check-ref-format --branch`): not
    /// empty, at most 200 characters, no spaces or control characters, none of `~^:?*[\\`,
    /// no `..` or `@{`, no part that starts with `.` or ends with `.lock`, not ending in `/`
    /// or `.`, not starting with `-`.
    static func isBranchName(_ name: String) -> Bool {
        guard !name.isEmpty, name.count <= 200, !name.hasPrefix("-"), !name.hasSuffix("/"), !name.hasSuffix("."), name != "@",
              !name.contains(".."), !name.contains("@{"), !name.contains("//") else { return false }
        let forbidden = Set("~^:?*[\\ ")
        guard name.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value != 0x7F }), !name.contains(where: forbidden.contains) else { return false }
        return name.split(separator: "/").allSatisfy { !$0.hasPrefix(".") && !$0.hasSuffix(".lock") }
    }

    // MARK: Files

    /// Every file of the package, by its path in the folder.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", packageManifest),
            ("Sources/\(typeName)/\(typeName).swift", templateSource),
            ("Sources/\(executable)/main.swift", mainSource),
            ("Tests/\(typeName)Tests/\(typeName)Tests.swift", testSource),
            ("Tests/\(typeName)Tests/Golden/README.md", goldenReadme),
            ("FeatureToggles.json", togglesFile),
            ("README.md", readme),
            (".gitignore", ".build/\n.swiftpm/\nPackage.resolved\n"),
        ]
    }

    var packageManifest: String {
        let package: String
        let identity: String
        switch dependency {
        case .path(let path):
            package = ".package(name: \"DynamicHome\", path: \(literal(path)))"
            identity = "DynamicHome"
        case .git(let url, let branch):
            package = ".package(url: \(literal(url.absoluteString)), branch: \(literal(branch)))"
            identity = Self.identity(of: url)
        }
        return """
            // swift-tools-version: 6.2
            //
            // The template style '\(style)' and `\(executable)`, the whole `home` command line with
            // the standard templates and this one. Made by `home templates new`.

            import PackageDescription

            let package = Package(
                name: \(literal(executable)),
                dependencies: [
                    \(package),
                ],
                targets: [
                    .target(
                        name: "\(typeName)",
                        dependencies: [
                            .product(name: "DynamicHome", package: \(literal(identity))),
                            // The standard styles, .list among them (the alternative `v` asks for).
                            .product(name: "HomeTemplates", package: \(literal(identity))),
                        ]),
                    .executableTarget(
                        name: \(literal(executable)),
                        dependencies: [
                            "\(typeName)",
                            .product(name: "HomeCommandLine", package: \(literal(identity))),
                            .product(name: "HomeTemplates", package: \(literal(identity))),
                        ]),
                    .testTarget(
                        name: "\(typeName)Tests",
                        dependencies: [
                            "\(typeName)",
                            .product(name: "DynamicHomeTesting", package: \(literal(identity))),
                            .product(name: "HomeTemplates", package: \(literal(identity))),
                        ],
                        exclude: ["Golden"]),  // golden frames, read and recorded through #filePath
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    var templateSource: String {
        """
        import DynamicHome
        import HomeTemplates

        extension TemplateStyle {
            /// One line per item: `\(typeName)`.
            public static let \(style): TemplateStyle = "\(style)"
        }

        /// The \(style) template: one line per item, its badge, its title and its length, the
        /// highlighted line in reverse colours.
        ///
        /// Keys, clicks and the wheel are the kit's (`ItemTemplate`): up/down (k/j) move the
        /// highlight, page up/down and home/end jump, enter opens the item as its kind says,
        /// `v` asks for the list, `s` opens settings.
        public final class \(typeName): ItemTemplate {
            public static let style = TemplateStyle.\(style)
            public static let summary = "one line per item: badge, title and length"
            public static let alternative: TemplateStyle? = .list

            public var kit = ItemKit()

            public init() {}

            /// Entries one row high, the full width, one a row.
            public func layout(at size: Size) -> ItemLayout {
                ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: 1))
            }

            /// One entry: `▸ LONG  Title……………… 12 min`. The canvas is the entry's to draw in,
            /// up to its right edge: the kit keeps the scroll marks' column out of it.
            public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
                ItemLine.draw(item, highlighted: highlighted, titleStyle: theme.title, in: &entry, theme: theme)
            }
        }

        """
    }

    var togglesFile: String {
        """
        {
          "$schema": \(literal(schemaReference)),
          "version": 1,
          "toggles": {
            \(literal(FeatureDecisions.Key.template)): {
              "description": "An experiment: half the users see the list, half the \(style) template (by userId, else session). Validate it with this package's executable: swift run \(executable) toggles validate FeatureToggles.json",
              "category": "experiment",
              "owner": \(literal(executable)),
              "enabled": true,
              "stickiness": "default",
              "variants": [
                { "name": "list", "weight": 50 },
                { "name": \(literal(style)), "weight": 50 }
              ]
            }
          }
        }

        """
    }

    var mainSource: String {
        """
        import \(typeName)
        import HomeCommandLine
        import HomeTemplates

        // The whole `home`, with the \(style) template after the standard ones.
        await HomeCommand.main(factory: .standard.registering(\(typeName).self))

        """
    }

    var testSource: String {
        """
        import \(typeName)
        import DynamicHome
        import DynamicHomeTesting
        import HomeTemplates
        import Testing

        @MainActor
        @Suite("\(typeName)")
        struct \(typeName)Tests {
            /// The templates `\(executable)` runs with.
            static let factory = HomeFactory.standard.registering(\(typeName).self)

            @Test func everyTemplateKeepsTheContract() async {
                await expectEveryTemplateKeepsTheContract(in: Self.factory)
            }

            /// Golden frames in `Golden/`: recorded at the first run (read them, and commit
            /// them), compared after; `DYNAMIC_HOME_RECORD=1 swift test` records them anew.
            @Test(arguments: [(80, 24), (40, 12)])
            func golden(width: Int, height: Int) {
                let template = make(\(typeName).self)
                FrameSnapshot.expect(render(template, width: width, height: height), matches: "\(style)-\\(width)x\\(height).txt")
            }

            /// A visit: down, enter, back, the next day, the next template. Which item down
            /// highlights is the layout's business (the next row, the card below): the test
            /// reads it from the harness.
            @Test func aVisitIsReported() async throws {
                let home = try await HomeScreenHarness(\(typeName).self, factory: Self.factory, motion: .none)
                home.expectEvents([.launch(style: .\(style)), .templateShown(style: .\(style), reason: HomeScreenHarness.defaultReason)])
                home.press(.down)
                let opening = try #require(home.openingHighlighted())
                home.press(.enter, .escape, .right, .character("t"))
                home.expectEvents(opening + [
                    .horizontalSwipe(direction: .next, from: HomeScreenHarness.days[0], to: HomeScreenHarness.days[1]),
                    .templateReplaced(from: .\(style), to: .list), .templateShown(style: .list, reason: .replacedAtRuntime(from: .\(style))),
                ])
                home.finish()
            }

            /// What a person saw: the last item, scrolled into view and held on screen for a
            /// second, is seen, and only once however long it stays.
            @Test func anItemScrolledIntoViewIsSeenOnce() async throws {
                let home = try await HomeScreenHarness(\(typeName).self, factory: Self.factory, motion: .none)
                home.skipEvents()
                home.press(.end)
                home.look(for: .seconds(1))
                let last = try #require(home.items.last)
                let seen = AnalyticsEvent.Kind.itemSeen(
                    identifier: last.identifier, section: nil, index: home.items.count - 1, style: .\(style), day: HomeScreenHarness.days[0])
                #expect(home.unassertedEvents.contains { $0.kind == seen })
                home.skipEvents()
                home.look(for: .seconds(5))
                home.expectSeen([])
                home.finish()
            }
        }

        """
    }

    var goldenReadme: String {
        """
        Golden frames of the tests beside this folder: each test's frame, as text, exactly
        as it must be drawn. A missing one is recorded at the first `swift test` (read it and
        commit it); `DYNAMIC_HOME_RECORD=1 swift test` records them all anew, on purpose.

        """
    }

    var readme: String {
        """
        # \(executable)

        The template style `\(style)` (`Sources/\(typeName)`), and `\(executable)`: the whole `home`
        command line of DynamicHome with the standard templates and this one.

        ```sh
        swift build                              # no warnings
        swift test                               # the template contract, golden frames, analytics
        swift run \(executable) --template \(style)   # the home screen in your terminal, with the template
        swift run \(executable) templates --check      # the conformance checks of every template
        ```

        `t` cycles through the templates in the order they are registered (`Sources/\(executable)/main.swift`).
        `FeatureToggles.json` is an experiment: `\(FeatureDecisions.Key.template)` shows the list to half the users and
        `\(style)` to the other half (`swift run \(executable) --user someone`); check it with this
        package's executable, which knows the style: `swift run \(executable) toggles validate FeatureToggles.json`.

        """
    }

    /// A Swift string literal of `text`.
    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    // MARK: Writing

    /// Writes every file; on a failure, removes what it made.
    ///
    /// - Throws: A failure naming the file and why.
    func write() throws(CommandFailure) {
        let manager = FileManager.default
        let existed = manager.fileExists(atPath: folder.path)
        do {
            for (path, text) in files {
                let file = folder.appendingPathComponent(path)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: file, options: .withoutOverwriting)
            }
        } catch {
            if existed {
                for entry in (try? manager.contentsOfDirectory(atPath: folder.path)) ?? [] {
                    try? manager.removeItem(at: folder.appendingPathComponent(entry))
                }
            } else {
                try? manager.removeItem(at: folder)
            }
            // Foundation's words ("The file name is invalid.") name no file; the system's do.
            let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.code
            let reason = code.map { SystemError.words(Int32($0)) } ?? error.localizedDescription
            throw CommandFailure("cannot write the package in \(Excerpt.of(folder.path)): \(reason); nothing was left there")
        }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
