@testable import HomeCommandLine
import Testing

/// How hints start the commands they print: as the person ran `home` (issue 38, item 12).
@Suite("The commands hints print start as home was started")
struct InvocationTests {
    /// A file system with a package at /p and another at /p/Examples/Magazine.
    static func exists(_ path: String) -> Bool {
        ["/p/Package.swift", "/p/Examples/Magazine/Package.swift"].contains(path)
    }

    static func words(_ program: String, from folder: String) -> String {
        Invocation.of(program: program, currentFolder: folder, fileExists: exists).words
    }

    @Test func swiftRunFromThePackageOrBelowIsSwiftRun() {
        #expect(Self.words(".build/x86_64-unknown-linux-gnu/debug/home", from: "/p") == "swift run home")
        #expect(Self.words("../.build/x86_64-unknown-linux-gnu/debug/home", from: "/p/docs") == "swift run home")
        #expect(Self.words(".build/debug/home", from: "/p") == "swift run home", "typed by hand from the package")
        #expect(Self.words("/p/.build/x86_64-unknown-linux-gnu/release/magazine", from: "/p") == "swift run -c release magazine")
    }

    @Test func elsewhereIsThePathAsItWasStarted() {
        #expect(Self.words("/p/.build/debug/home", from: "/tmp") == "/p/.build/debug/home", "no package: swift run would fail")
        #expect(Self.words("/p/.build/debug/home", from: "/p/Examples/Magazine") == "/p/.build/debug/home",
                "swift run there would find the magazine's package")
        #expect(Self.words("../p/.build/debug/home", from: "/q") == "../p/.build/debug/home")
        #expect(Self.words("/opt/bin/home", from: "/p") == "/opt/bin/home", "not a product of a .build folder")
        #expect(Self.words("/opt/my tools/home", from: "/") == "'/opt/my tools/home'")
        #expect(Invocation.quoted("/o'k/home") == #"'/o'\''k/home'"#)
    }

    @Test func aBareNameWasFoundOnThePath() {
        #expect(Self.words("home", from: "/anywhere") == "home")
        #expect(Self.words("magazine", from: "/p") == "magazine")
    }

    @MainActor
    @Test func theDefaultIsSwiftRunHomeAndHintsUseIt() async {
        #expect(Invocation.standard("render") == "swift run home render")
        let error = Capture()
        let console = Console(write: { _ in }, writeError: { error.append($0) })
        _ = await HomeCommand.run(["frobnicate"], environment: [:], console: console)
        #expect(error.value == "home: unknown command 'frobnicate'; see 'swift run home --help'\n")
        let other = Capture()
        _ = await HomeCommand.run(
            ["frobnicate"], environment: [:], console: Console(write: { _ in }, writeError: { other.append($0) }),
            factory: .standard, keys: .standard, invocation: Invocation(words: "/x/home"))
        #expect(other.value == "home: unknown command 'frobnicate'; see '/x/home --help'\n")
        #expect(HomeCommand.help(width: 80, invocation: Invocation(words: "home")).hasSuffix("Run 'home COMMAND --help' for a command's options.\n"))
    }
}
