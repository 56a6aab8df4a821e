/// The one way new toggle decisions reach a running screen: the terminal session's
/// reload of the toggles file (or of the server's toggles), and `home play`'s `toggle`
/// step.
///
/// Applying decisions sets how transitions move and how many days are pre-fetched,
/// records the exposures of the template and transition toggles, and replaces the
/// template when the toggles now pick another one, unless the template was fixed
/// (`--template`). It replaces only when the toggles' own choice changes, so that a
/// reload for another toggle does not undo `t`; when the toggles pick the template on
/// screen for another reason, the status line says the new reason.
@MainActor
public struct ToggleApplication {
    /// Whether `--template` chose the template, so that the toggles never replace it.
    public let templateIsFixed: Bool
    /// The template style the toggles chose last.
    public private(set) var toggledStyle: TemplateStyle
    /// What the motion the toggles decide becomes on screen: options such as
    /// `--duration` outrank the toggles.
    private let adjustMotion: @MainActor (Motion) -> Motion

    /// Toggles applied to a screen whose template the toggles chose as `style` (or that
    /// `--template` fixed, when `templateIsFixed`).
    public init(
        toggledStyle style: TemplateStyle, templateIsFixed: Bool,
        adjustMotion: @escaping @MainActor (Motion) -> Motion = { $0 }
    ) {
        toggledStyle = style
        self.templateIsFixed = templateIsFixed
        self.adjustMotion = adjustMotion
    }

    /// Applies `decisions` to `screen`.
    ///
    /// - Returns: The toggles' template choice, whose warning the caller shows as it
    ///   shows warnings.
    @discardableResult
    public mutating func apply(_ decisions: FeatureDecisions, to screen: HomeScreen) -> FeatureDecisions.TemplateChoice {
        let choice = decisions.templateStyle(registered: screen.container.factory.styles)
        if let details = choice.details { screen.recorder.noteEvaluation(details) }
        screen.recorder.noteEvaluation(decisions.transition.details)
        screen.container.transitions.motion = adjustMotion(decisions.motion)
        screen.store.send(.setShape(decisions.deckShape))
        guard !templateIsFixed else { return choice }
        if choice.style != toggledStyle {
            toggledStyle = choice.style
            if choice.style != screen.container.style { screen.replace(with: choice.style, reason: choice.reason) }
        } else if choice.style == screen.container.style {
            // The same template for another reason (a fallback, a new split): say so.
            screen.setStyleReason(choice.reason)
        }
        return choice
    }
}
