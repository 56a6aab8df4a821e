import Foundation

/// How a person runs this command line again, as the commands its hints print begin:
/// `swift run home` when SwiftPM ran it from the package, `home` when the shell found it
/// on the PATH, else the path it was run by. A hint (`next:` after `templates new`,
/// "see '… --help'") then runs as printed, in the folder it was printed in, however
/// `home` (or an author's executable, `swift run my-home`) was started.
///
/// SwiftPM says nothing to the program it runs, so the words are worked out from the
/// program's path (`argv[0]`) and the current folder: `swift run` starts a product as
/// `.build/<triple>/<configuration>/NAME`, relative to the folder it was typed in.
struct Invocation: Sendable {
    /// The words, or what they are worked out from when a hint first needs them.
    private let source: Source

    private enum Source: Sendable {
        case words(String)
        /// A program's `argv[0]` and the folder it was started in (``of(program:currentFolder:fileExists:)``).
        case program(String, currentFolder: String)
    }

    /// An invocation that starts with `words`.
    init(words: String) {
        source = .words(words)
    }

    /// The words that start the command line, e.g. `swift run home`: worked out from
    /// the program's path when asked (a run that prints no hint never asks; the path
    /// work, `NSString`'s, was a fortieth of a release `home`'s start-up).
    var words: String {
        switch source {
        case .words(let words):
            words
        case .program(let program, let currentFolder):
            Self.of(program: program, currentFolder: currentFolder) { FileManager.default.fileExists(atPath: $0) }.words
        }
    }

    /// What a run inside this process (a test) prints: the way the README shows.
    static let standard = Invocation(words: "swift run home")

    /// The words, then `arguments`: `invocation("templates validate t.json")` is
    /// `swift run home templates validate t.json`.
    func callAsFunction(_ arguments: String) -> String {
        "\(words) \(arguments)"
    }

    /// How this process was started: from its `argv[0]` and the current folder.
    static var ofThisProcess: Invocation {
        Invocation(source: .program(CommandLine.arguments.first ?? "home", currentFolder: FileManager.default.currentDirectoryPath))
    }

    private init(source: Source) {
        self.source = source
    }

    /// How a program started as `program` (its `argv[0]`) from `currentFolder` is run
    /// again from there.
    ///
    /// - Parameters:
    ///   - program: The program's path as it was started: a bare name (found on the PATH),
    ///     or a path, absolute or relative to `currentFolder`.
    ///   - currentFolder: The absolute path of the folder it was started in.
    ///   - fileExists: Whether a file is at a path (the package manifests looked for).
    /// - Returns: `swift run NAME` (`swift run -c release NAME` for a release build) when
    ///   `program` is a product of a package's `.build` folder and `swift run` typed in
    ///   `currentFolder` finds that package; the bare name when `program` is one; else
    ///   `program` itself, quoted for a shell when it must be.
    static func of(program: String, currentFolder: String, fileExists: (String) -> Bool) -> Invocation {
        guard program.contains("/") else { return Invocation(words: program.isEmpty ? "home" : program) }
        let absolute = program.hasPrefix("/") ? program : currentFolder + "/" + program
        let components = (absolute as NSString).standardizingPath.split(separator: "/").map(String.init)
        if let build = components.lastIndex(of: ".build"), let name = components.last,
           let configuration = components.dropLast().last, ["debug", "release"].contains(configuration),
           components.count - build <= 4 {
            let root = "/" + components[..<build].joined(separator: "/")
            if packageFound(from: currentFolder, fileExists: fileExists) == root {
                return Invocation(words: configuration == "release" ? "swift run -c release \(name)" : "swift run \(name)")
            }
        }
        return Invocation(words: quoted(program))
    }

    /// The folder `swift run` typed in `folder` takes for its package: the nearest one,
    /// `folder` or above, with a `Package.swift`.
    static func packageFound(from folder: String, fileExists: (String) -> Bool) -> String? {
        var components = (folder as NSString).standardizingPath.split(separator: "/").map(String.init)
        while true {
            let path = "/" + components.joined(separator: "/")
            if fileExists((path as NSString).appendingPathComponent("Package.swift")) { return path }
            guard !components.isEmpty else { return nil }
            components.removeLast()
        }
    }

    /// A path as a shell reads it: as it is when it holds only letters, digits and
    /// `/._-+`, else in single quotes.
    static func quoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "/._-+".unicodeScalars.contains($0)) }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
