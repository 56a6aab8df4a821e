import Testing
@testable import FeatureToggles

struct LayerTests {
    static let defaults = ToggleConfiguration(toggles: [
        .value("home.crossfade.durationMs", .number(400), category: .ops),
        .flag("home.analytics", enabled: true, category: .ops),
        Toggle(name: "home.template", category: .experiment, variants: [
            VariantDefinition(name: "list", weight: 100), VariantDefinition(name: "grid", weight: 0, payload: .string("two columns")),
        ]),
    ])

    static let file = ToggleConfiguration(toggles: [.value("home.crossfade.durationMs", .number(250))])

    @Test func strongerLayersWin() {
        let onlyDefaults = ToggleEvaluator(defaults: Self.defaults)
        let duration = onlyDefaults.evaluate("home.crossfade.durationMs")
        #expect(duration.layer == .defaults)
        #expect(duration.reason == .default)
        #expect(duration.integer == 400)

        let withFile = ToggleEvaluator(defaults: Self.defaults, file: Self.file)
        #expect(withFile.evaluate("home.crossfade.durationMs").layer == .file)
        #expect(withFile.evaluate("home.crossfade.durationMs").reason == .static)
        #expect(withFile.integer("home.crossfade.durationMs", default: 0).value == 250)
        #expect(withFile.evaluate("home.analytics").layer == .defaults)

        let withEnvironment = ToggleEvaluator(
            defaults: Self.defaults, file: Self.file,
            environment: ["DYNAMIC_HOME_TOGGLE_HOME_CROSSFADE_DURATIONMS": "100", "PATH": "/bin"]
        )
        let fromEnvironment = withEnvironment.evaluate("home.crossfade.durationMs")
        #expect(fromEnvironment.layer == .environment)
        #expect(fromEnvironment.reason == .static)
        #expect(fromEnvironment.message == "set by DYNAMIC_HOME_TOGGLE_HOME_CROSSFADE_DURATIONMS")
        #expect(withEnvironment.integer("home.crossfade.durationMs", default: 0).value == 100)

        let withCommandLine = ToggleEvaluator(
            defaults: Self.defaults, file: Self.file,
            environment: ["DYNAMIC_HOME_TOGGLE_HOME_CROSSFADE_DURATIONMS": "100"],
            commandLine: [(key: "home.crossfade.durationMs", value: "50")]
        )
        #expect(withCommandLine.evaluate("home.crossfade.durationMs").layer == .commandLine)
        #expect(withCommandLine.integer("home.crossfade.durationMs", default: 0).value == 50)
    }

    @Test func anEmptyEnvironmentVariableIsIgnoredWithAWarning() {
        let evaluator = ToggleEvaluator(
            defaults: Self.defaults, file: Self.file, environment: ["DYNAMIC_HOME_TOGGLE_HOME_CROSSFADE_DURATIONMS": ""])
        #expect(evaluator.evaluate("home.crossfade.durationMs").layer == .file)
        #expect(evaluator.overrideDiagnostics.map(\.description) == [
            "warning: DYNAMIC_HOME_TOGGLE_HOME_CROSSFADE_DURATIONMS is empty, so it is ignored (give it a value, or unset it)",
        ])
    }

    @Test func onAndOffSetEnabled() {
        for word in ["off", "false", "OFF", "False"] {
            let evaluator = ToggleEvaluator(defaults: Self.defaults, environment: [:], commandLine: [(key: "home.analytics", value: word)])
            let details = evaluator.evaluate("home.analytics")
            #expect(!details.enabled)
            #expect(details.reason == .disabled)
            #expect(details.layer == .commandLine)
        }
        let off = ToggleConfiguration(toggles: [.flag("home.analytics", enabled: false)])
        for word in ["on", "true", "ON"] {
            let details = ToggleEvaluator(file: off, environment: ["DYNAMIC_HOME_TOGGLE_HOME_ANALYTICS": word]).evaluate("home.analytics")
            #expect(details.enabled)
            #expect(details.reason == .static)
            #expect(details.layer == .environment)
        }
    }

    @Test func otherValuesForceAVariant() {
        let evaluator = ToggleEvaluator(defaults: Self.defaults, environment: [:], commandLine: [(key: "home.template", value: "grid")])
        let details = evaluator.evaluate("home.template", context: EvaluationContext(userId: "1"))
        #expect(details.enabled)
        #expect(details.variant == ResolvedVariant(name: "grid", enabled: true, payload: .string("two columns")))
        #expect(details.reason == .static)
        #expect(details.category == .experiment)
        let unknownStyle = ToggleEvaluator(defaults: Self.defaults, environment: [:], commandLine: [(key: "home.template", value: "carousel")])
        #expect(unknownStyle.evaluate("home.template").variant == ResolvedVariant(name: "carousel", enabled: true, payload: .string("carousel")))
        let number = ToggleEvaluator(defaults: Self.defaults, environment: [:], commandLine: [(key: "home.crossfade.durationMs", value: "12.5")])
        #expect(number.evaluate("home.crossfade.durationMs").variant.payload == Payload(type: "number", value: "12.5"))
        #expect(number.double("home.crossfade.durationMs", default: 0).value == 12.5)
        #expect(number.integer("home.crossfade.durationMs", default: 7).details.errorCode == .typeMismatch)
    }

    @Test func environmentNamesAreMangled() {
        #expect(ToggleOverride.environmentVariableName(for: "home.crossfade.durationMs") == "DYNAMIC_HOME_TOGGLE_HOME_CROSSFADE_DURATIONMS")
        #expect(ToggleOverride.environmentVariableName(for: "a-b c9.ø") == "DYNAMIC_HOME_TOGGLE_A_B_C9__")
    }

    @Test func strayOverridesAreReported() {
        let evaluator = ToggleEvaluator(
            defaults: Self.defaults,
            environment: ["DYNAMIC_HOME_TOGGLE_HOME_TEMPLTE": "grid", "DYNAMIC_HOME_TOGGLE_HOME_ANALYTICS": "off"],
            commandLine: [(key: "home.analytcs", value: "on")]
        )
        #expect(evaluator.overrideDiagnostics.map(\.description) == [
            "warning: DYNAMIC_HOME_TOGGLE_HOME_TEMPLTE names no toggle (did you mean 'DYNAMIC_HOME_TOGGLE_HOME_TEMPLATE'?)",
            "warning: the override home.analytcs=on names no toggle \"home.analytcs\" (did you mean 'home.analytics'?)",
        ])
        #expect(!evaluator.isEnabled("home.analytics"))
        // An override of an unknown name still defines it, so that scripts can add toggles.
        #expect(evaluator.isEnabled("home.analytcs"))
    }

    @Test func namesThatMangleAlikeAreReported() {
        let clash = ToggleConfiguration(toggles: [.flag("a.b", enabled: false), .flag("a-b", enabled: false)])
        let evaluator = ToggleEvaluator(file: clash, environment: ["DYNAMIC_HOME_TOGGLE_A_B": "on"])
        #expect(evaluator.overrideDiagnostics.map(\.description) == ["warning: DYNAMIC_HOME_TOGGLE_A_B overrides several toggles: a-b, a.b"])
        #expect(evaluator.isEnabled("a.b") && evaluator.isEnabled("a-b"))
    }

    @Test func everyNameIsExplained() {
        let evaluator = ToggleEvaluator(defaults: Self.defaults, file: ToggleConfiguration(toggles: [.flag("extra", enabled: true)]))
        #expect(evaluator.evaluateAll().map(\.name) == ["extra", "home.analytics", "home.crossfade.durationMs", "home.template"])
    }
}
