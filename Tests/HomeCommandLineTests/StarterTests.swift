import DynamicHome
@testable import HomeCommandLine
import Foundation
import Testing

/// `home templates new STYLE --package DIR` writes a ready package, or nothing and says
/// why. (That the package builds, tests and runs is an end-to-end test.)
@MainActor
@Suite("home templates new")
struct StarterTests {
    @Test func itWritesThePackageWithTheTemplateTheExecutableAndTheTests() async throws {
        let folder = temporaryFolder().appendingPathComponent("my-home")
        let result = await home(["templates", "new", "compact", "--package", folder.path])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("swift run my-home --template compact"))
        let files = ["Package.swift", "Sources/CompactTemplate/CompactTemplate.swift", "Sources/my-home/main.swift",
                     "Tests/CompactTemplateTests/CompactTemplateTests.swift", "Tests/CompactTemplateTests/Golden/README.md",
                     "FeatureToggles.json", "README.md", ".gitignore"]
        for file in files {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        // The path names this checkout: absolute, or relative when the two share a folder
        // tree (a clone under /tmp, as the temporary folder is).
        let path = try #require(manifest.firstMatch(of: /\.package\(name: "DynamicHome", path: "([^"]+)"\)/)?.output.1, "\(manifest)")
        let resolved = URL(fileURLWithPath: String(path), relativeTo: URL(fileURLWithPath: folder.path, isDirectory: true)).standardizedFileURL.resolvingSymlinksInPath().path
        #expect(resolved == URL(fileURLWithPath: packageRoot).standardizedFileURL.resolvingSymlinksInPath().path, "\(manifest)")
        let main = try String(contentsOf: folder.appendingPathComponent("Sources/my-home/main.swift"), encoding: .utf8)
        #expect(main.contains("await HomeCommand.main(factory: .standard.registering(CompactTemplate.self))"))
    }

    /// Made beside the checkout (here, in its .build folder), the package names it by a
    /// relative path, so that the two move together; its toggles file's `$schema`
    /// resolves, and its experiment splits the list and the new style 50/50.
    @Test func aPackageBesideTheCheckoutNamesItByARelativePathAndItsTogglesResolve() async throws {
        let parent = URL(fileURLWithPath: packageRoot).appendingPathComponent(".build/starter-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        let folder = parent.appendingPathComponent("my-home")
        let result = await home(["templates", "new", "compact", "--package", folder.path])
        #expect(result.status == 0, "\(result.error)")
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(#".package(name: "DynamicHome", path: "../../..")"#), "\(manifest)")
        #expect(!manifest.contains("\"/"), "an absolute path:\n\(manifest)")
        let toggles = folder.appendingPathComponent("FeatureToggles.json")
        let text = try String(contentsOf: toggles, encoding: .utf8)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let schema = try #require(json["$schema"] as? String)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(schema).path), "$schema \(schema) does not resolve")
        let parsed = ToggleFile.parse(Array(text.utf8), file: toggles.path, options: ValidationOptions(variantNames: FeatureDecisions.variantNameRules(registered: ["list", "compact"])))
        #expect(parsed.isValid, "\(parsed.diagnostics)")
        let variants = try #require(((json["toggles"] as? [String: Any])?["home.template"] as? [String: Any])?["variants"] as? [[String: Any]])
        #expect(variants.map { $0["name"] as? String } == ["list", "compact"])
        #expect(variants.map { $0["weight"] as? Int } == [50, 50])
        // This repository's home does not know the style: it says who does, and how to ask.
        let validate = await home(["toggles", "validate", toggles.path])
        #expect(validate.status == 1)
        #expect(validate.output.contains("names no registered template style"), "\(validate.output)")
        #expect(validate.output.contains("check the file with its executable, which registers them: cd \(folder.path) && swift run my-home toggles validate FeatureToggles.json"), "\(validate.output)")
    }

    @Test func aPathIsRelativeWhenTheFoldersShareATree() {
        let checkout = URL(fileURLWithPath: "/nowhere-a/src/DynamicHome")
        #expect(Starter.path(to: checkout, from: URL(fileURLWithPath: "/nowhere-a/src/my-home")) == "../DynamicHome")
        #expect(Starter.path(to: checkout, from: URL(fileURLWithPath: "/nowhere-a/apps/ios/my-home")) == "../../../src/DynamicHome")
        #expect(Starter.path(to: checkout, from: URL(fileURLWithPath: "/nowhere-b/my-home")) == "/nowhere-a/src/DynamicHome")
        #expect(Starter.relativePath(to: checkout, from: URL(fileURLWithPath: "/nowhere-b/my-home")) == "../../nowhere-a/src/DynamicHome")
    }

    @Test func aTogglesFileOutsideAnyPackageSaysHowToCheckItElsewhere() async throws {
        let file = temporaryFolder().appendingPathComponent("FeatureToggles.json")
        try Data(#"{"version": 1, "toggles": {"home.template": {"category": "experiment", "variants": [{"name": "compact"}]}}}"#.utf8).write(to: file)
        let validate = await home(["toggles", "validate", file.path])
        #expect(validate.status == 1)
        #expect(validate.output.contains("note: a template style registered by another executable"), "\(validate.output)")
        let valid = await home(["toggles", "validate", repositoryToggles])
        #expect(!valid.output.contains("note:"))
    }

    @Test func aGitDependencyNamesThePackageByItsURL() throws {
        let starter = Starter(style: "compact", folder: URL(fileURLWithPath: "/tmp/app"), dependency: .git(URL(string: "https://example.com/me/Home-Kit.git")!, branch: "release/2.0"))
        #expect(starter.packageManifest.contains(#".package(url: "https://example.com/me/Home-Kit.git", branch: "release/2.0")"#))
        #expect(starter.packageManifest.contains(#".product(name: "DynamicHome", package: "Home-Kit")"#))
    }

    @Test(arguments: [
        (["templates", "new", "two-column"], Int32(2), "'two-column' cannot be a template style"),
        (["templates", "new", "Compact"], 2, "'Compact' cannot be a template style"),
        (["templates", "new", "default"], 2, "'default' is a Swift keyword, which cannot name a template style"),
        (["templates", "new", "class"], 2, "'class' is a Swift keyword, which cannot name a template style"),
        (["templates", "new", "item"], 2, "the style 'item' would name its template ItemTemplate, which is DynamicHome's protocol of that name"),
        (["templates", "new", "home"], 2, "the style 'home' would name its template HomeTemplate, which is DynamicHome's protocol of that name"),
        (["templates", "new", String(repeating: "a", count: 300)], 2, "the style 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' has 300 characters; a style has at most 64"),
        (["templates", "new", "grid"], 2, "the template style 'grid' is already registered"),
        (["templates", "new"], 2, "'home templates new' needs a template style"),
        (["templates", "new", "compact"], 2, "'home templates new' needs the folder to write in"),
        (["templates", "new", "compact", "--from", "https://example.com/Home.git", "--branch", "a..b"], 2, "'a..b' cannot be a git branch name"),
        (["templates", "new", "compact", "--from", "https://example.com/Home.git", "--branch", "has space"], 2, "'has space' cannot be a git branch name"),
        (["templates", "new", "compact", "--branch", "main"], 2, "--branch names a branch of --from URL; give --from too"),
    ])
    func aNameThatWouldNotWorkWritesNothing(arguments: [String], status: Int32, message: String) async {
        let folder = temporaryFolder().appendingPathComponent("app")
        let result = await home(arguments + (arguments == ["templates", "new", "compact"] ? [] : ["--package", folder.path]))
        #expect(result.status == status)
        #expect(result.error.hasPrefix("home: \(message)"), "\(result.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test(arguments: [
        ("HomeTemplates", "the folder's name 'HomeTemplates' is that of DynamicHome's target or product 'HomeTemplates'"),
        ("DynamicHome", "the folder's name 'DynamicHome' is that of DynamicHome's target or product 'DynamicHome'"),
        ("hometemplates", "the folder's name 'hometemplates' is that of DynamicHome's target or product 'HomeTemplates'"),
        ("CompactTemplateTests", "the folder's name 'CompactTemplateTests' is the name of the package's test target"),
        ("Testing", "the folder's name 'Testing' is that of the toolchain's module Testing"),
        (String(repeating: "a", count: 120), "the folder's name 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…' has 120 characters"),
    ])
    func aPackageNameThatSwiftPMWouldRefuseWritesNothing(name: String, message: String) async throws {
        let parent = temporaryFolder()
        let result = await home(["templates", "new", "compact", "--package", parent.appendingPathComponent(name).path])
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("home: \(message)"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).isEmpty)
    }

    @Test func aFolderUnderAFileIsRefusedInWordsAndNothingIsWritten() async throws {
        let parent = temporaryFolder()
        let file = parent.appendingPathComponent("notes.txt")
        try Data("mine".utf8).write(to: file)
        let result = await home(["templates", "new", "compact", "--package", file.appendingPathComponent("deeper/app").path])
        #expect(result.status == 1)
        #expect(result.error.contains("the part 'notes.txt' of its path is a file, not a folder"), "\(result.error)")
        #expect(!result.error.contains("NSCocoaErrorDomain"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["notes.txt"])
    }

    /// The names the starter refuses are those of Package.swift and of the kit's types.
    @Test func theRefusedNamesAreThoseOfThePackageAndTheKit() throws {
        let manifest = try String(contentsOfFile: packageRoot + "/Package.swift", encoding: .utf8)
        let named = Set(manifest.matches(of: /name: "([^"]+)"/).map { String($0.output.1) })
        #expect(named == Starter.dynamicHomeNames)
        var declared: Set<String> = []
        for folder in ["Sources", "Templates"] {
            let files = FileManager.default.enumerator(atPath: packageRoot + "/" + folder)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOfFile: "\(packageRoot)/\(folder)/\(file)", encoding: .utf8)
                // Regular expressions are slow in a debug build: only the lines that can match.
                for line in text.split(separator: "\n") where line.contains("Template") && line.contains("public ")
                    && !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    for match in line.matches(of: /public (?:final class|class|struct|protocol|enum|actor|typealias) (\w+Template)\b/) {
                        declared.insert(String(match.output.1))
                    }
                }
            }
        }
        let standard = Set(HomeFactory.standard.templates.map { String(describing: $0) })
        #expect(declared == Starter.kitTypeNames.union(standard), "declared: \(declared.sorted())")
    }

    @Test func aFolderThatIsNotEmptyOrNamesNoPackageWritesNothing() async throws {
        let busy = temporaryFolder().appendingPathComponent("busy")
        try FileManager.default.createDirectory(at: busy, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: busy.appendingPathComponent("notes.txt"))
        let full = await home(["templates", "new", "compact", "--package", busy.path])
        #expect(full.status == 1)
        #expect(full.error.contains("is not empty (1 entry)"), "\(full.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: busy.path) == ["notes.txt"])
        let spaced = temporaryFolder().appendingPathComponent("my app")
        let badName = await home(["templates", "new", "compact", "--package", spaced.path])
        #expect(badName.status == 2)
        #expect(badName.error.hasPrefix("home: the folder's name 'my app' cannot name a package"), "\(badName.error)")
        #expect(!FileManager.default.fileExists(atPath: spaced.path))
    }
}
