import FeatureToggles
import Diagnostics

/// Which template draws a section of a day, and what chose it.
public struct SectionChoice: Hashable, Sendable {
    /// What chose a section's template, first to last.
    public enum Origin: Hashable, Sendable, CustomStringConvertible {
        /// The section's toggle, `home.section.IDENTIFIER.template`, for a reason.
        case toggle(StyleReason)
        /// The section's `"template"` in the content.
        case content
        /// Nothing of the section's own: the screen's template draws it.
        case screen
        /// A template asked for it at runtime (`replaceWith`, `v`), replacing `from`.
        case replacedAtRuntime(from: TemplateStyle)

        public var description: String {
            switch self {
            case .toggle(let reason): reason.description
            case .content: "chosen by the content"
            case .screen: "the screen's template"
            case .replacedAtRuntime(let from): "replaced at runtime, from \(from)"
            }
        }
    }

    /// The style.
    public var style: TemplateStyle
    /// What chose it.
    public var origin: Origin

    /// Creates a choice.
    public init(style: TemplateStyle, origin: Origin) {
        self.style = style
        self.origin = origin
    }
}

/// Chooses the template of each section: the section's toggle, then its `"template"` in
/// the content, then the screen's template. A style no template has is passed over with
/// a warning that says where it was written.
@MainActor
struct SectionChooser {
    /// The registered styles.
    var registered: [TemplateStyle]
    /// What the section's toggle says, by section identifier (`nil`: no such toggle).
    var toggle: @MainActor (String) -> SectionToggleChoice?
    /// Receives each warning.
    var warn: @MainActor (String) -> Void

    /// The choice for `section` on a screen whose template is `screenStyle`.
    func choose(_ section: ContentSection, screenStyle: TemplateStyle) -> SectionChoice {
        if let toggled = toggle(section.identifier) {
            if let style = toggled.style { return SectionChoice(style: style, origin: .toggle(toggled.reason)) }
            if let warning = toggled.warning { warn("warning: \(warning); drawing section '\(Excerpt.of(section.identifier))' as its content or the screen says") }
        }
        if let named = section.template {
            let style = TemplateStyle(named)
            if registered.contains(style) { return SectionChoice(style: style, origin: .content) }
            let place = section.templatePlace.map { "\($0): " } ?? ""
            let suggestion = Spelling.suggestion(for: named, in: registered.map(\.rawValue)).map { "; \($0)" } ?? ""
            warn("\(place)warning: section '\(Excerpt.of(section.identifier))' names template style '\(Excerpt.of(named))', which no template has; drawing it with the screen's template, '\(screenStyle)'\(suggestion)")
        }
        return SectionChoice(style: screenStyle, origin: .screen)
    }
}

/// What a section's template toggle chose: a style, or none (off, no variant, or a
/// style no template has, with a warning), and why.
public struct SectionToggleChoice: Hashable, Sendable {
    /// The style, when the toggle names a registered one.
    public var style: TemplateStyle?
    /// Why, as the status line says it: "home.section.live.template: SPLIT (file)".
    public var reason: StyleReason
    /// A problem with the choice that was worked around: a style no template has.
    public var warning: String?
    /// The evaluation behind the choice, for exposures.
    public var details: EvaluationDetails?

    /// Creates a choice.
    public init(style: TemplateStyle?, reason: StyleReason, warning: String? = nil, details: EvaluationDetails? = nil) {
        self.style = style
        self.reason = reason
        self.warning = warning
        self.details = details
    }
}
