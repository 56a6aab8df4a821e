// swift-tools-version: 6.2
//
// DynamicHome composes a home screen from pluggable child templates and renders every
// screen and every animation as text. It takes no package dependencies: the Swift
// toolchain alone builds and tests it.
//
// Dependencies point one way (see docs/ARCHITECTURE.md):
//   Essentials   <- every module (the one leaf: one lock, JSON writer, calendar day,
//                   manual clock, change signal, subscription, file stamp and seeded
//                   generator; `home` links it, the Testing library it does not)
//   Diagnostics  <- FeatureToggles, HTTPClient (its Excerpt quotes URLs and answers),
//                   ContentProviders
//   HTTPClient   <- ContentProviders (bounded requests over sockets, TLS through the
//                   system's OpenSSL found at run time, for content servers and toggles)
//   HTTPClient   <- HTTPURLSession (URLSession as the fallback where no OpenSSL is found,
//                   for a program that installs it; nothing here links it)
//   StateStore  <- DayDeck  <- ContentProviders; HomeState re-exports the three
//   FeatureToggles, Diagnostics, HTTPClient  <- UnleashClient  <- HomeCommandLine (polling,
//                   delta polling and server-sent events: the stream reader is HTTPClient's)
//   FeatureToggles, Diagnostics, HTTPClient  <- OFREPClient  <- HomeCommandLine (any
//                   OpenFeature Remote Evaluation Protocol service; knows nothing of Unleash)
//   TextCanvas, Changesets, DayDeck  <- TemplateKit  <- Composition (with FeatureToggles)
//                   <- Screen (with HomeState)  <- TemplateConformance; DynamicHome
//                   re-exports the four (and TextCanvas, FeatureToggles, HomeState)
//   Diagnostics, HTTPClient  <- OTLPExport (OpenTelemetry's OTLP/HTTP logs: records, JSON,
//                   gzip, batching, retries; knows nothing of DynamicHome)
//   DynamicHome, OTLPExport  <- HomeTelemetry (analytics events as OTLP log records, and
//                   the sink that exports them)  <- DynamicHomeTesting, HomeCommandLine
//   DynamicHome  <- HomeTemplates  <- HomeCommandLine  <- home
//   DynamicHome, Diagnostics  <- DataTemplates  <- HomeCommandLine (templates as data:
//                   JSON template files read with their places, drawn by the kit)
//   Essentials, Diagnostics, TextCanvas  <- AdaptiveCards  <- HomeTemplates (the `card`
//                   style), HomeCommandLine (`home card`): Adaptive Cards read with their
//                   places, templated, laid out into a canvas; it knows nothing of DynamicHome
//   DynamicHome  <- DynamicHomeTesting (for users' tests; `home` never links it)
//   HomeCommandLine, HomeTemplates, DataTemplates, AdaptiveCards, UnleashClient, OFREPClient, TestSupport  <- Fuzzing  <- home-fuzz
//                   (the oracles of the libFuzzer targets and their driver; nothing links
//                   them)

import PackageDescription

/// The folder of this manifest, ending in "/": the linker's order file is named from it.
let packageFolder = String(#filePath.dropLast("Package.swift".count))

let package = Package(
    name: "DynamicHome",
    products: [
        .library(name: "DynamicHome", targets: ["DynamicHome"]),
        // The template contract and kit alone, for a package of templates that needs no screen.
        .library(name: "TemplateKit", targets: ["TemplateKit"]),
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
        .library(name: "HTTPURLSession", targets: ["HTTPURLSession"]),
        .library(name: "UnleashClient", targets: ["UnleashClient"]),
        .library(name: "OFREPClient", targets: ["OFREPClient"]),
        // Analytics into an OpenTelemetry pipeline: OTLP/HTTP log records, and the sink.
        .library(name: "OTLPExport", targets: ["OTLPExport"]),
        .library(name: "HomeTelemetry", targets: ["HomeTelemetry"]),
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
        // URLSession as https's way where no OpenSSL is found, for a program that installs
        // it: FoundationNetworking (libcurl) doubles the time a program takes to start, so
        // nothing else links it, `home` included.
        .target(name: "HTTPURLSession", dependencies: ["Essentials", "HTTPClient"]),
        .target(name: "TextCanvas", dependencies: ["Essentials"]),
        .target(name: "Changesets", dependencies: ["Essentials"]),
        .target(name: "FeatureToggles", dependencies: ["Essentials", "Diagnostics"]),
        // The app state, three modules apart under the HomeState umbrella: a store of any
        // state, the deck of pre-fetched days with the content model it holds, and the
        // providers days come from (the bundled catalogue, a folder, HTTP).
        .target(name: "StateStore", dependencies: ["Essentials"]),
        .target(name: "DayDeck", dependencies: ["Essentials", "StateStore"]),
        .target(
            name: "ContentProviders",
            dependencies: ["Essentials", "Diagnostics", "HTTPClient", "DayDeck"],
            resources: [.copy("Catalogue")]
        ),
        .target(name: "HomeState", dependencies: ["StateStore", "DayDeck", "ContentProviders"]),

        // The client half of Unleash: fetching, polling, registration, metrics, backup.
        .target(name: "UnleashClient", dependencies: ["Essentials", "FeatureToggles", "Diagnostics", "HTTPClient"]),
        // The client half of OFREP: bulk evaluation of one context, cached, polled with
        // ETags, its answers as toggles that report the service's evaluations.
        .target(name: "OFREPClient", dependencies: ["Essentials", "FeatureToggles", "Diagnostics", "HTTPClient"]),

        // OpenTelemetry's protocol for logs over HTTP with JSON: the records and their exact
        // JSON mapping, a gzip encoder, the OTEL_* environment, a batching queue that drops the
        // oldest, retries with backoff and jitter; a transport over HTTPClient or in memory.
        .target(name: "OTLPExport", dependencies: ["Essentials", "Diagnostics", "HTTPClient"]),

        // The home screen, in four modules a reader can tell apart, under the DynamicHome
        // umbrella (what an author imports, which only re-exports):
        //   TemplateKit: the template contract and kit, what a template author writes against;
        //   Composition: the Container, its regions, the factory, replacements, transitions;
        //   Screen: the home screen, its chrome and days, toggle decisions, analytics,
        //     exposure and accessibility;
        //   TemplateConformance: the checks a template is held to.
        .target(name: "TemplateKit", dependencies: ["Essentials", "Diagnostics", "TextCanvas", "Changesets", "DayDeck"]),
        .target(name: "Composition", dependencies: ["Essentials", "Diagnostics", "FeatureToggles", "TemplateKit"]),
        .target(
            name: "Screen",
            dependencies: ["Essentials", "Diagnostics", "FeatureToggles", "HomeState", "Composition"]
        ),
        .target(name: "TemplateConformance", dependencies: ["Essentials", "Screen"]),
        .target(
            name: "DynamicHome",
            dependencies: ["Diagnostics", "TextCanvas", "FeatureToggles", "HomeState", "TemplateKit", "Composition", "Screen", "TemplateConformance"]
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
        // Analytics events as OTLP log records (the semantic conventions) and OTLPSink, the
        // AnalyticsSink that sends them to a collector.
        .target(name: "HomeTelemetry", dependencies: ["Essentials", "DynamicHome", "OTLPExport"]),
        .target(name: "DynamicHomeTesting", dependencies: ["Essentials", "DynamicHome", "HomeState", "HomeTelemetry", "OTLPExport"]),

        // The command line: a library so that its parsing and commands are testable,
        // and a thin executable on top. It does not depend on DynamicHomeTesting, which
        // imports the Testing library: `home` must run without the toolchain's test
        // libraries.
        .target(
            name: "HomeCommandLine",
            dependencies: [
                "Essentials", "DynamicHome", "HomeTemplates", "DataTemplates", "AdaptiveCards", "Changesets", "Diagnostics", "FeatureToggles",
                "UnleashClient", "OFREPClient", "OTLPExport", "HomeTelemetry",
            ]
        ),
        // A release `home` is one statically linked file, the C library and the Swift
        // libraries (the standard library, Foundation) in it: it starts without loading
        // and relocating shared libraries (docs/PERFORMANCE.md, "Start-up"). An unsafe
        // flag, allowed here because no package depends on the `home` executable; products
        // others use carry none.
        // Its functions are laid out in the order a start first runs them
        // (`startup.order`, written by Scripts/startup-order), so that a start touches
        // fewer pages of the binary.
        .executableTarget(
            name: "home", dependencies: ["HomeCommandLine", "HomeTemplates"],
            exclude: ["startup.order"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(packageFolder)Sources/home/startup.order",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux], configuration: .release)),
                // Foundation's own archives, which a static link names (lld resolves them
                // in any order).
                .linkedLibrary("_FoundationICU", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("CoreFoundation", .when(platforms: [.linux], configuration: .release)),
                .linkedLibrary("swiftSynchronization", .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .executableTarget(
            name: "home-bench",
            dependencies: ["Essentials", "HomeCommandLine", "HomeTemplates", "DataTemplates", "AdaptiveCards", "DynamicHomeTesting", "OTLPExport", "HomeTelemetry"],
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
                "DynamicHome", "HomeTemplates", "DataTemplates", "AdaptiveCards", "HomeCommandLine", "UnleashClient", "OFREPClient", "OTLPExport",
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
        .testTarget(name: "HTTPClientTests", dependencies: ["HTTPClient", "HTTPURLSession", "HTTPTestSupport", "TestSupport", "TestThreads"]),
        // A loopback HTTP server for the tests of the client, the provider and `home`, a
        // TLS front for it (in Python, with a certificate made by openssl), and a loopback
        // Unleash server (in Python, checked against Unleash's Python SDK).
        .target(
            name: "HTTPTestSupport", dependencies: ["Essentials", "HTTPClient", "TestSupport"], path: "Tests/HTTPTestSupport",
            exclude: ["Unleash/unleash_test_server.py", "Unleash/unleash_events.py", "Unleash/check_python_sdk.py", "TLS/tls_proxy.py", "OTLP/otlp_test_receiver.py"]  // run with python3
        ),
        .testTarget(name: "TextCanvasTests", dependencies: ["TextCanvas", "TestSupport"]),
        .testTarget(name: "ChangesetsTests", dependencies: ["Changesets", "TestSupport"]),
        .testTarget(
            name: "FeatureTogglesTests",
            dependencies: ["FeatureToggles", "TestSupport"],
            exclude: ["Conformance"]  // Unleash's client specification, read through #filePath
        ),
        .testTarget(
            name: "OTLPExportTests",
            dependencies: ["OTLPExport", "Diagnostics", "HTTPTestSupport", "TestSupport", "TestThreads"],
            exclude: ["Conformance"]  // OpenTelemetry's protos and examples, read through #filePath
        ),
        .testTarget(name: "HomeTelemetryTests", dependencies: ["HomeTelemetry", "DynamicHomeTesting", "HomeTemplates", "Diagnostics", "TestSupport"]),
        .testTarget(name: "UnleashClientTests", dependencies: ["UnleashClient", "HTTPTestSupport", "TestSupport", "TestThreads"]),
        .testTarget(name: "OFREPClientTests", dependencies: ["OFREPClient", "HTTPTestSupport", "TestSupport", "TestThreads"]),
        .testTarget(name: "HomeStateTests", dependencies: ["Essentials", "HomeState", "HTTPClient", "DynamicHomeTesting", "HTTPTestSupport", "TestSupport"]),
        .testTarget(name: "DynamicHomeTests", dependencies: ["DynamicHome", "TemplateConformance", "DynamicHomeTesting", "Diagnostics", "TestSupport"]),
        .testTarget(
            name: "HomeTemplatesTests",
            dependencies: ["HomeTemplates", "DynamicHomeTesting"],
            exclude: ["Golden"]  // golden frame files, read and re-recorded through #filePath
        ),
        .testTarget(name: "DataTemplatesTests", dependencies: ["Essentials", "DataTemplates", "HomeTemplates", "DynamicHomeTesting"]),
        .testTarget(
            name: "AdaptiveCardsTests",
            dependencies: ["AdaptiveCards", "Diagnostics", "TextCanvas", "TestSupport"],
            exclude: ["Corpus", "Golden"]  // Adaptive Cards' samples (MIT) and golden frames, read through #filePath
        ),
        .testTarget(name: "DynamicHomeTestingTests", dependencies: ["Essentials", "DynamicHomeTesting", "HomeTemplates", "TestSupport"]),
        .testTarget(
            name: "HomeCommandLineTests",
            dependencies: [
                "Essentials", "HomeCommandLine", "DynamicHomeTesting", "HTTPTestSupport", "TestSupport", "TestThreads", "UnleashClient",
                "OFREPClient",
            ],
            exclude: ["Golden", "Fixtures"]  // golden output and content, read through #filePath
        ),
        // Replays every input that ever failed (Fuzz/FailCases) through `home-fuzz`.
        .testTarget(name: "FuzzingTests", dependencies: ["Fuzzing", "home-fuzz", "TestSupport", "TestThreads"]),
        // Runs the built `home` binary, as a person would.
        .testTarget(name: "EndToEndTests", dependencies: ["home", "Essentials", "HTTPTestSupport", "TestThreads", "HomeTelemetry"]),
    ],
    swiftLanguageModes: [.v6]
)

/// The modules a debug build (and so `swift test`) optimises all the same: the drawing,
/// parsing, diffing and evaluating that every test runs through, where an unoptimised
/// build spent two thirds of the suite's processor time (docs/TESTING.md, "The test
/// loop"). Their invariant checks stay on (below); `DYNAMIC_HOME_UNOPTIMISED=1 swift
/// build` leaves them unoptimised, to step through them in a debugger.
let optimisedInDebug: Set<String> =
    Context.environment["DYNAMIC_HOME_UNOPTIMISED"] == "1"
    ? []
    : ["Essentials", "Diagnostics", "HTTPClient", "TextCanvas", "Changesets", "FeatureToggles", "TemplateKit", "AdaptiveCards", "DataTemplates"]

// Settings shared by every target, set once here instead of in each target.
for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    // Invariant checks (canvas wide-glyph pairing, changeset batch rules) run in debug
    // builds and tests, and cost nothing in release.
    settings.append(.define("DYNAMIC_HOME_INVARIANTS", .when(configuration: .debug)))
    if optimisedInDebug.contains(target.name) {
        settings.append(.unsafeFlags(["-O"], .when(configuration: .debug)))
    }
    target.swiftSettings = settings
}
