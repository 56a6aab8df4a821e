// swift-tools-version: 6.2
//
// DynamicHome composes a home screen from pluggable child templates and renders every
// screen and every animation as text. It takes no package dependencies: the Swift
// toolchain alone builds and tests it.
//
// Dependencies point one way (see README, "Architecture"):
//   Essentials   <- every module (the one leaf: one lock, JSON writer, calendar day,
//                   manual clock, change signal, subscription, file stamp and seeded
//                   generator; `home` links it, the Testing library it does not)
//   Diagnostics  <- FeatureToggles, HTTPClient (its Excerpt quotes URLs and answers),
//                   HomeState
//   HTTPClient   <- HomeState (bounded requests over sockets, TLS through the system's
//                   OpenSSL found at run time, for content servers and the Unleash client)
//   FeatureToggles, Diagnostics, HTTPClient  <- UnleashClient  <- HomeCommandLine
//   TextCanvas, Changesets, FeatureToggles, HomeState  <- DynamicHome
//   DynamicHome  <- HomeTemplates  <- HomeCommandLine  <- home
//   DynamicHome, Diagnostics  <- DataTemplates  <- HomeCommandLine (templates as data:
//                   JSON template files read with their places, drawn by the kit)
//   Essentials, Diagnostics, TextCanvas  <- AdaptiveCards  <- HomeTemplates (the `card`
//                   style), HomeCommandLine (`home card`): Adaptive Cards read with their
//                   places, templated, laid out into a canvas; it knows nothing of DynamicHome
//   DynamicHome  <- DynamicHomeTesting (for users' tests; `home` never links it)
//   HomeCommandLine, HomeTemplates, DataTemplates, AdaptiveCards, UnleashClient, TestSupport  <- Fuzzing  <- home-fuzz
//                   (the oracles of the libFuzzer targets and their driver; nothing links
//                   them)

import PackageDescription

let package = Package(
    name: "DynamicHome",
    products: [
        .library(name: "DynamicHome", targets: ["DynamicHome"]),
        .library(name: "HomeTemplates", targets: ["HomeTemplates"]),
        // Templates as data: template files read, checked, drawn and registered.
        .library(name: "DataTemplates", targets: ["DataTemplates"]),
        // Adaptive Cards: read, templated with data, drawn into a canvas, focused and acted on.
        .library(name: "AdaptiveCards", targets: ["AdaptiveCards"]),
        .library(name: "DynamicHomeTesting", targets: ["DynamicHomeTesting"]),
        // The whole `home` command line, for a template author's executable:
        // `await HomeCommand.main(factory: .standard.registering(MyTemplate.self))`.
        .library(name: "HomeCommandLine", targets: ["HomeCommandLine"]),
        .library(name: "TextCanvas", targets: ["TextCanvas"]),
        .library(name: "Changesets", targets: ["Changesets"]),
        .library(name: "FeatureToggles", targets: ["FeatureToggles"]),
        .library(name: "HomeState", targets: ["HomeState"]),
        .library(name: "HTTPClient", targets: ["HTTPClient"]),
        .library(name: "UnleashClient", targets: ["UnleashClient"]),
        .executable(name: "home", targets: ["home"]),
        .executable(name: "home-bench", targets: ["home-bench"]),
        .executable(name: "home-fuzz", targets: ["home-fuzz"]),
    ],
    dependencies: [],
    targets: [
        // Essentials, the leaf every module shares: the one of each mechanism (lock, JSON
        // writer, calendar day, manual clock, change signal, subscription, file stamp,
        // seeded generator).
        .target(name: "Essentials"),
        // Base modules: they know nothing of each other, except Diagnostics, which
        // reports problems in input files with their exact place, and HTTPClient, which
        // fetches what lives on a server.
        .target(name: "Diagnostics", dependencies: ["Essentials"]),
        .target(name: "HTTPClient", dependencies: ["Essentials", "Diagnostics"]),
        .target(name: "TextCanvas", dependencies: ["Essentials"]),
        .target(name: "Changesets", dependencies: ["Essentials"]),
        .target(name: "FeatureToggles", dependencies: ["Essentials", "Diagnostics"]),
        .target(
            name: "HomeState",
            dependencies: ["Essentials", "Diagnostics", "HTTPClient"],
            resources: [.copy("Catalogue")]
        ),

        // The client half of Unleash: fetching, polling, registration, metrics, backup.
        .target(name: "UnleashClient", dependencies: ["Essentials", "FeatureToggles", "Diagnostics", "HTTPClient"]),

        // Composition: protocols, factory, Container, decisions, analytics, compositor.
        .target(
            name: "DynamicHome",
            dependencies: ["Essentials", "Diagnostics", "TextCanvas", "Changesets", "FeatureToggles", "HomeState"]
        ),
        // Adaptive Cards, knowing nothing of DynamicHome: cards and host configs read with their
        // places, the templating language, fallback and versions, the layout into a canvas with
        // the focusable targets, and what a key does to a card's state.
        .target(name: "AdaptiveCards", dependencies: ["Essentials", "Diagnostics", "TextCanvas"]),
        .target(
            name: "HomeTemplates", dependencies: ["DynamicHome", "AdaptiveCards"], path: "Templates",
            exclude: ["Data"]  // template files (templates as data), read at run time
        ),
        // Templates as data: JSON template files read with their places, checked, drawn by
        // the kit as any ItemTemplate, and registered from a folder or a toggle's payload.
        .target(name: "DataTemplates", dependencies: ["Essentials", "Diagnostics", "DynamicHome"]),
        .target(name: "DynamicHomeTesting", dependencies: ["Essentials", "DynamicHome", "HomeState"]),

        // The command line: a library so that its parsing and commands are testable,
        // and a thin executable on top. It does not depend on DynamicHomeTesting, which
        // imports the Testing library: `home` must run without the toolchain's test
        // libraries.
        .target(
            name: "HomeCommandLine",
            dependencies: [
                "Essentials", "DynamicHome", "HomeTemplates", "DataTemplates", "AdaptiveCards", "Changesets", "Diagnostics", "FeatureToggles",
                "UnleashClient",
            ]
        ),
        .executableTarget(name: "home", dependencies: ["HomeCommandLine", "HomeTemplates"]),
        .executableTarget(
            name: "home-bench",
            dependencies: ["Essentials", "HomeCommandLine", "HomeTemplates", "DataTemplates", "AdaptiveCards", "DynamicHomeTesting"],
            path: "Benchmarks"
        ),

        // Fuzzing: an oracle for each parser of outside input (JSON, toggles files, regular
        // expressions, day files, scripts, HTTP answers, diff inputs), reached through
        // `package` entry points, and `home-fuzz`, which replays files through them in a
        // plain build and hands them to libFuzzer when Scripts/fuzz builds it with
        // `-sanitize=fuzzer -D FUZZING`. Seeds, dictionaries and fail cases are in Fuzz/.
        .target(
            name: "Fuzzing",
            dependencies: [
                "Essentials", "Diagnostics", "TextCanvas", "Changesets", "FeatureToggles", "HTTPClient", "HomeState",
                "DynamicHome", "HomeTemplates", "DataTemplates", "AdaptiveCards", "HomeCommandLine",
                // RandomPattern, the regex property tests' reference matcher.
                "TestSupport",
            ]
        ),
        .executableTarget(name: "home-fuzz", dependencies: ["Fuzzing"]),

        // What the test targets share: SplitMix64, requireSendable, eventually.
        .target(name: "TestSupport", dependencies: ["Essentials"], path: "Tests/TestSupport"),
        // The trait that runs a test which blocks (a process, tmux, a semaphore) on a thread
        // of its own, off Swift's cooperative pool: it imports Testing, which TestSupport
        // (linked by home-fuzz) must not.
        .target(name: "TestThreads", path: "Tests/TestThreads"),
        .testTarget(name: "EssentialsTests", dependencies: ["Essentials", "TestSupport", "TestThreads"]),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics", "TestSupport"]),
        .testTarget(name: "HTTPClientTests", dependencies: ["HTTPClient", "HTTPTestSupport", "TestSupport", "TestThreads"]),
        // A loopback HTTP server for the tests of the client, the provider and `home`, a
        // TLS front for it (in Python, with a certificate made by openssl), and a loopback
        // Unleash server (in Python, checked against Unleash's Python SDK).
        .target(
            name: "HTTPTestSupport", dependencies: ["Essentials", "HTTPClient", "TestSupport"], path: "Tests/HTTPTestSupport",
            exclude: ["Unleash/unleash_test_server.py", "Unleash/check_python_sdk.py", "TLS/tls_proxy.py"]  // run with python3
        ),
        .testTarget(name: "TextCanvasTests", dependencies: ["TextCanvas", "TestSupport"]),
        .testTarget(name: "ChangesetsTests", dependencies: ["Changesets", "TestSupport"]),
        .testTarget(
            name: "FeatureTogglesTests",
            dependencies: ["FeatureToggles", "TestSupport"],
            exclude: ["Conformance"]  // Unleash's client specification, read through #filePath
        ),
        .testTarget(name: "UnleashClientTests", dependencies: ["UnleashClient", "HTTPTestSupport", "TestSupport", "TestThreads"]),
        .testTarget(name: "HomeStateTests", dependencies: ["Essentials", "HomeState", "HTTPClient", "DynamicHomeTesting", "HTTPTestSupport", "TestSupport"]),
        .testTarget(name: "DynamicHomeTests", dependencies: ["DynamicHome", "DynamicHomeTesting", "Diagnostics", "TestSupport"]),
        .testTarget(
            name: "HomeTemplatesTests",
            dependencies: ["HomeTemplates", "DynamicHomeTesting"],
            exclude: ["Golden"]  // golden frame files, read and re-recorded through #filePath
        ),
        .testTarget(name: "DataTemplatesTests", dependencies: ["DataTemplates", "HomeTemplates", "DynamicHomeTesting"]),
        .testTarget(
            name: "AdaptiveCardsTests",
            dependencies: ["AdaptiveCards", "Diagnostics", "TextCanvas", "TestSupport"],
            exclude: ["Corpus", "Golden"]  // Adaptive Cards' samples (MIT) and golden frames, read through #filePath
        ),
        .testTarget(name: "DynamicHomeTestingTests", dependencies: ["Essentials", "DynamicHomeTesting", "HomeTemplates", "TestSupport"]),
        .testTarget(
            name: "HomeCommandLineTests",
            dependencies: ["Essentials", "HomeCommandLine", "DynamicHomeTesting", "HTTPTestSupport", "TestSupport", "TestThreads"],
            exclude: ["Golden", "Fixtures"]  // golden output and content, read through #filePath
        ),
        // Replays every input that ever failed (Fuzz/FailCases) through `home-fuzz`.
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "home-fuzz", "TestSupport", "TestThreads"]),
        // Runs the built `home` binary, as a person would.
        .testTarget(name: "EndToEndTests", dependencies: ["home", "Essentials", "HTTPTestSupport", "TestThreads"]),
    ],
    swiftLanguageModes: [.v6]
)

// Settings shared by every target, set once here instead of in each target.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // Invariant checks (canvas wide-glyph pairing, changeset batch rules) run in debug
    // builds and tests, and cost nothing in release.
    settings.append(.define("DYNAMIC_HOME_INVARIANTS", .when(configuration: .debug)))
    target.swiftSettings = settings
}
