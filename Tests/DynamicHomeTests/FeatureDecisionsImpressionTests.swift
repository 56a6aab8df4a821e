import DynamicHome
import DynamicHomeTesting
import FeatureToggles
import Testing

/// The impressions FeatureDecisions' questions make of toggles marked `impressionData`:
/// `getVariant` for a question that reads a variant, `isEnabled` for a flag; none from
/// `explain` or the warnings.
@MainActor
@Suite("FeatureDecisions: impressions")
struct FeatureDecisionsImpressionTests {
    static let marked = #"""
        {"version": 1, "toggles": {
          "home.template": {"impressionData": true, "value": "grid"},
          "home.transition": {"impressionData": true, "value": "wipe"},
          "home.crossfade.durationMs": {"impressionData": true, "value": 99999},
          "home.crossfade.fps": {"value": 24},
          "home.exposure.ms": {"impressionData": true, "value": 800},
          "home.analytics": {"impressionData": true, "enabled": true},
          "home.section.live.template": {"impressionData": true, "enabled": false, "variants": [{"name": "grid"}]}
        }}
        """#

    static func decisions(_ text: String = marked, context: EvaluationContext = EvaluationContext(userId: "u-1")) throws -> FeatureDecisions {
        let file = ToggleFile.parse(Array(text.utf8), file: "FeatureToggles.json")
        let configuration: ToggleConfiguration = try #require(file.configuration, "\(file.diagnostics)")
        return FeatureDecisions(file: configuration, context: context)
    }

    @Test func eachQuestionOfAMarkedToggleMakesOneImpression() throws {
        let context = EvaluationContext(userId: "u-1")
        let decisions = try Self.decisions(context: context)
        let (_, impressions) = decisions.collectingImpressions { asked in
            _ = asked.templateStyle(registered: ["list", "grid"])
            _ = asked.transition
            _ = asked.framesPerSecond
            _ = asked.exposure
            _ = asked.analyticsEnabled
            _ = asked.sectionStyle("live", registered: ["list", "grid"])
            _ = asked.sectionStyle("other", registered: ["list", "grid"])
        }
        #expect(impressions == [
            ImpressionEvent(eventType: .getVariant, featureName: "home.template", enabled: true, variant: "grid", context: context),
            ImpressionEvent(eventType: .getVariant, featureName: "home.transition", enabled: true, variant: "wipe", context: context),
            ImpressionEvent(eventType: .getVariant, featureName: "home.exposure.ms", enabled: true, variant: "800", context: context),
            ImpressionEvent(eventType: .isEnabled, featureName: "home.analytics", enabled: true, context: context),
            ImpressionEvent(eventType: .getVariant, featureName: "home.section.live.template", enabled: false, variant: "disabled", context: context),
        ])
    }

    @Test func aNumberBroughtIntoRangeKeepsTheVariantItWasGiven() throws {
        let (motion, impressions) = try Self.decisions().collectingImpressions { $0.motion }
        #expect(motion.duration == .milliseconds(10_000))
        #expect(impressions.map(\.featureName) == ["home.transition", "home.crossfade.durationMs"])
        #expect(impressions.last?.variant == "99999")
    }

    @Test func withoutTheFlagThereAreNone() throws {
        let unmarked = Self.marked.replacingOccurrences(of: #""impressionData": true, "#, with: "")
        var decisions = try Self.decisions(unmarked)
        let heard = Locked<[ImpressionEvent]>([])
        decisions.onImpression = { impression in heard.withLock { $0.append(impression) } }
        _ = ToggleApplication().resolve(decisions, registered: ["list", "grid"])
        _ = decisions.analyticsEnabled
        #expect(heard.withLock { $0 }.isEmpty)
        #expect(decisions.collectingImpressions { $0.templateStyle(registered: ["grid"]) }.impressions.isEmpty)
    }

    @Test func explainingAndWarningMakeNone() throws {
        var decisions = try Self.decisions()
        let heard = Locked<[ImpressionEvent]>([])
        decisions.onImpression = { impression in heard.withLock { $0.append(impression) } }
        let explained = decisions.explain(registered: ["list", "grid"])
        #expect(explained.contains { $0.name == "home.template" && $0.impressionData })
        #expect(!decisions.warnings.isEmpty, "durationMs is out of range")
        _ = decisions.layerWarnings
        #expect(heard.withLock { $0 }.isEmpty)
        _ = decisions.analyticsEnabled
        #expect(heard.withLock { $0 }.map(\.featureName) == ["home.analytics"])
    }

    @Test func theHookOutlivesAReloadAndAScriptsToggleStep() throws {
        var decisions = try Self.decisions()
        let heard = Locked<[String]>([])
        decisions.onImpression = { impression in heard.withLock { $0.append(impression.variant ?? "-") } }
        _ = decisions.addingOverride("home.template", "list").templateStyle(registered: ["list", "grid"])
        let file = ToggleFile.parse(Array(Self.marked.replacingOccurrences(of: #""value": "grid""#, with: #""value": "hero""#).utf8), file: "f")
        _ = decisions.replacingFile(file.configuration, source: "f").templateStyle(registered: ["list", "grid", "hero"])
        #expect(heard.withLock { $0 } == ["list", "hero"])
    }

    @Test func resolvingAsksEachQuestionOnce() throws {
        var decisions = try Self.decisions()
        let asked = Locked<[String]>([])
        decisions.onEvaluation = { details in asked.withLock { $0.append(details.name) } }
        let resolution = ToggleApplication().resolve(decisions, registered: ["list", "grid"])
        #expect(resolution.motion.transition == .wipe)
        #expect(asked.withLock { $0 } == [
            "home.template", "home.transition", "home.crossfade.durationMs", "home.reduce-motion", "home.exposure.percent",
            "home.exposure.ms", "home.crossfade.fps", "home.deck.behind", "home.deck.ahead", "home.screen-reader",
        ])
    }
}
