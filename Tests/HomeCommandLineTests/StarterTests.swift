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
                     "Tests/CompactTemplateTests/CompactTemplateTests.swift", "Tests/CompactTemplateTests/Golden/README.md", "README.md", ".gitignore"]
        for file in files {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(file).path), "\(file)")
        }
        let manifest = try String(contentsOf: folder.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(name: \"DynamicHome\", path: \"\(packageRoot)\")"), "\(manifest)")
        let main = try String(contentsOf: folder.appendingPathComponent("Sources/my-home/main.swift"), encoding: .utf8)
        #expect(main.contains("await HomeCommand.main(factory: .standard.registering(CompactTemplate.self))"))
    }

    @Test func aGitDependencyNamesThePackageByItsURL() throws {
        let starter = Starter(style: "compact", folder: URL(fileURLWithPath: "/tmp/app"), dependency: .git(URL(string: "https://example.com/me/Home-Kit.git")!, branch: "release/2.0"))
        #expect(starter.packageManifest.contains(#".package(url: "https://example.com/me/Home-Kit.git", branch: "release/2.0")"#))
        #expect(starter.packageManifest.contains(#".product(name: "DynamicHome", package: "Home-Kit")"#))
    }

    @Test(arguments: [
        (["templates", "new", "two-column"], Int32(2), "'two-column' cannot be a template style"),
        (["templates", "new", "Compact"], 2, "'Compact' cannot be a template style"),
        (["templates", "new", "default"], 2, "'default' cannot be a template style"),
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
