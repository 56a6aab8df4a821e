// `home-fuzz TARGET [FILE|FOLDER…]`: the package's fuzz targets.
//
// In a plain build it replays files (and the files in folders) through the target's
// oracle and says which break it: how the fail cases in Fuzz/FailCases are checked.
// Built by Scripts/fuzz with `-sanitize=fuzzer -D FUZZING`, it hands the target to
// libFuzzer, and the arguments after TARGET are libFuzzer's (flags, corpus folders).

import Foundation
import Fuzzing

#if canImport(Glibc)
import Glibc
#endif

/// The target the process checks inputs with: chosen once, before any input.
nonisolated(unsafe) var selected: FuzzTarget?

func usage() -> String {
    let names = FuzzTarget.all.map { "  \($0.name.padding(toLength: 8, withPad: " ", startingAt: 0)) \($0.summary)" }
    return "usage: home-fuzz TARGET [FILE|FOLDER…]\n\ntargets:\n" + names.joined(separator: "\n") + "\n"
}

/// Checks one input with the selected target; an oracle failure is written to standard
/// error and returned.
@MainActor
func check(_ bytes: [UInt8]) -> OracleFailure? {
    do {
        try selected!.check(bytes)
        return nil
    } catch {
        return error
    }
}

var arguments = CommandLine.arguments
// libFuzzer starts copies of itself (-fork, -merge, -minimize_crash) with the flags
// alone: the target goes with them in the environment.
let named = arguments.count > 1 ? FuzzTarget.named(arguments[1]) : nil
if let named {
    arguments.remove(at: 1)
    setenv("HOME_FUZZ_TARGET", named.name, 1)
}
selected = named ?? ProcessInfo.processInfo.environment["HOME_FUZZ_TARGET"].flatMap(FuzzTarget.named)
guard let target = selected else {
    FileHandle.standardError.write(Data(
        ((arguments.count > 1 ? "home-fuzz: no target \"\(arguments[1])\"\n\n" : "") + usage()).utf8))
    exit(2)
}

#if FUZZING

@_cdecl("LLVMFuzzerTestOneInput")
func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let failure = MainActor.assumeIsolated { check(bytes) }
    if let failure {
        FileHandle.standardError.write(Data("\n==home-fuzz== \(selected!.name): oracle failure: \(failure)\n".utf8))
        abort()
    }
    return 0
}

// libFuzzer's own `main` is linked too (its archive member is pulled in before SwiftPM's
// `--defsym main=…` names this program's), but the definition wins: this one runs, and
// hands the arguments after TARGET to the driver.
@_silgen_name("LLVMFuzzerRunDriver")
func runDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var count = Int32(arguments.count)
var pointers: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
let status = pointers.withUnsafeMutableBufferPointer { buffer in
    var base = buffer.baseAddress!
    return runDriver(&count, &base, testOneInput)
}
exit(status)

#else

/// The files `path` names: itself, or the files in the folder and its folders, sorted;
/// a licence kept beside seeds copied from elsewhere is not an input.
func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.filter { !$0.hasPrefix(".") && $0 != "LICENSE" }.sorted()
        .flatMap { files(at: (path as NSString).appendingPathComponent($0)) }
}

let paths = arguments.dropFirst().flatMap(files(at:))
if paths.isEmpty {
    FileHandle.standardError.write(Data("home-fuzz: \(target.name): no inputs given\n\n\(usage())".utf8))
    exit(2)
}
var failed = 0
for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("home-fuzz: cannot read \(path)\n".utf8))
        failed += 1
        continue
    }
    if let failure = check(Array(data)) {
        FileHandle.standardError.write(Data("home-fuzz: \(target.name): \(path): oracle failure: \(failure)\n".utf8))
        failed += 1
    }
}
print("\(target.name): \(paths.count) input\(paths.count == 1 ? "" : "s"), \(failed == 0 ? "all hold" : "\(failed) failed")")
exit(failed == 0 ? 0 : 1)

#endif
