import Diagnostics
import FeatureToggles

extension FeatureDecisions {
    /// A transition style and the evaluation that chose it.
    public struct TransitionChoice: Hashable, Sendable {
        /// The style.
        public var style: TransitionStyle
        /// A problem with the choice that was worked around: a variant that names no style.
        public var warning: Diagnostic?
        /// The evaluation behind the choice (for exposures).
        public var details: EvaluationDetails
    }

    /// The style used when nothing (or nothing valid) chooses one.
    public static let defaultTransition = TransitionStyle.fade

    /// The built-in definition of `home.transition`.
    static var transitionToggle: Toggle {
        Toggle.value(
            Key.transition, .string(defaultTransition.rawValue), category: .experiment,
            description: "How one template replaces another: fade, dissolve, wipe or slide.")
    }

    /// The transition style for this context: the variant of `home.transition` names it,
    /// among the registered transitions (``transitions``). A variant that names no
    /// registered transition falls back to `fade`, with a warning, never a failure.
    public var transition: TransitionChoice {
        let details = evaluator.evaluate(Key.transition, context: context)
        observe(details, as: .getVariant)
        return transitionChoice(details)
    }

    func transitionChoice(_ details: EvaluationDetails) -> TransitionChoice {
        guard details.enabled, details.variant.enabled, let name = details.variantName else {
            return TransitionChoice(style: Self.defaultTransition, warning: nil, details: details)
        }
        if let style = transitions.transition(named: name) {
            return TransitionChoice(style: style, warning: nil, details: details)
        }
        let names = transitions.names
        let layer = layerName(details)
        let message = "toggle \(Key.transition) names transition '\(Excerpt.of(name))' (\(layer)), which is not one of \(names.joined(separator: ", ")); "
            + "using '\(Self.defaultTransition)'"
        let warning = Diagnostic(.warning, at: nil, message, hint: Spelling.suggestion(for: name, in: names))
        return TransitionChoice(
            style: Self.defaultTransition, warning: warning, details: details.failing(.invalidContext, message: message))
    }
}
