import FeatureToggles

/// The one way toggle decisions reach a screen: at start, on a reload of the toggles
/// file, on an update from an Unleash server, and in a script's `toggle` step.
///
/// What is fixed (``Fixed``: `--template`, `--duration`, `--easing`, `--transition`,
/// `--fps`, `--screen-reader`, `--reduce-motion` on the command line) outranks the toggles
/// on every path. Applying decisions sets how transitions move and how many days are
/// pre-fetched, records the impressions of the evaluations it made of toggles marked
/// `impressionData` and the exposures of the template and transition toggles, and
/// replaces the template when the toggles now pick another one, unless the template is
/// fixed. It replaces only when the toggles' own choice changes, so that a reload for
/// another toggle does not undo `t`; when the toggles pick the template on screen for
/// another reason, the status line says the new reason. Every path gives the same
/// warnings, worded alike (``Resolution/warnings``).
@MainActor
public struct ToggleApplication {
    /// What outranks the toggles: values given on the command line.
    public struct Fixed: Hashable, Sendable {
        /// The template, whatever `home.template` says.
        public var template: TemplateStyle?
        /// How long transitions take, whatever `home.crossfade.durationMs` says.
        public var duration: Duration?
        /// How transitions ease.
        public var easing: Easing?
        /// How a template replaces another, whatever `home.transition` says.
        public var transition: TransitionStyle?
        /// Frames per second of transitions, whatever `home.crossfade.fps` says.
        public var framesPerSecond: Int?
        /// Whether the screen is said in words (a screen reader), whatever
        /// `home.screen-reader` says; `false` leaves it to the toggle.
        public var screenReader: Bool
        /// Whether motion is reduced, whatever `home.reduce-motion` says; `false` leaves
        /// it to the toggle.
        public var reduceMotion: Bool

        /// Nothing fixed, or what is given.
        public init(
            template: TemplateStyle? = nil, duration: Duration? = nil, easing: Easing? = nil, transition: TransitionStyle? = nil,
            framesPerSecond: Int? = nil, screenReader: Bool = false, reduceMotion: Bool = false
        ) {
            self.template = template
            self.duration = duration
            self.easing = easing
            self.transition = transition
            self.framesPerSecond = framesPerSecond
            self.screenReader = screenReader
            self.reduceMotion = reduceMotion
        }

        /// The motion of `base` with what is fixed over it.
        public func motion(over base: Motion) -> Motion {
            var motion = base
            if let duration { motion.duration = duration }
            if let easing { motion.easing = easing }
            if let transition { motion.transition = transition }
            if reduceMotion { motion.reducesMotion = true }
            return motion
        }
    }

    /// What decisions come to, with what is fixed over them.
    public struct Resolution {
        /// The template and why.
        public var choice: FeatureDecisions.TemplateChoice
        /// Whether the screen is said in words (a screen reader): then nothing animates.
        public var screenReader: Bool
        /// How transitions move: not at all for a screen reader.
        public var motion: Motion
        /// When an item counts as seen.
        public var exposure: ExposureThreshold
        /// Frames per second of transitions.
        public var framesPerSecond: Int
        /// The days pre-fetched around the current one.
        public var deckShape: DeckShape
        /// What is wrong with the toggles and was worked around, each as `home` prints it
        /// (`warning: toggle home.crossfade.fps is 0 (file), outside 1 to 240; using 1 fps`),
        /// in the same words on every path.
        public var warnings: [String]
        /// The evaluations whose exposures are recorded.
        var evaluations: [EvaluationDetails]
        /// The impressions of the evaluations made, in order: those of toggles marked
        /// `impressionData`.
        var impressions: [ImpressionEvent]
        /// The decisions, for the questions asked later (a section's template).
        var decisions: FeatureDecisions
    }

    /// What outranks the toggles.
    public let fixed: Fixed
    /// The template style the toggles chose last (`nil` before the first application).
    public private(set) var toggledStyle: TemplateStyle?

    /// Whether the template is fixed, so that the toggles never replace it.
    public var templateIsFixed: Bool { fixed.template != nil }

    /// An application with `fixed` outranking the toggles.
    public init(fixed: Fixed = Fixed()) {
        self.fixed = fixed
    }

    /// What `decisions` come to among the `registered` styles, with what is fixed over
    /// them; nothing is applied.
    ///
    /// Each question is asked once; the impressions of the evaluations go with the
    /// resolution, to be recorded when it is put on a screen.
    ///
    /// - Parameters:
    ///   - decisions: The toggles' decisions.
    ///   - registered: The registered template styles.
    ///   - transitions: The registered transitions (``HomeFactory/transitions``).
    public func resolve(
        _ decisions: FeatureDecisions, registered: [TemplateStyle], transitions: TransitionRegistry = .standard
    ) -> Resolution {
        var decisions = decisions
        decisions.transitions = transitions
        let (asked, impressions) = decisions.collectingImpressions { decisions in
            let toggled = decisions.templateStyle(registered: registered)
            let transition = decisions.transition
            return (
                toggled: toggled, transition: transition,
                motion: decisions.motion(with: transition), exposure: decisions.exposure,
                framesPerSecond: fixed.framesPerSecond ?? decisions.framesPerSecond, deckShape: decisions.deckShape,
                screenReader: fixed.screenReader || decisions.screenReader)
        }
        let choice = fixed.template.map { FeatureDecisions.TemplateChoice(style: $0, reason: .commandLine) } ?? asked.toggled
        let warnings = decisions.layerWarnings.map(\.description) + (choice.warning.map { ["warning: \($0)"] } ?? [])
        let screenReader = asked.screenReader
        var motion = fixed.motion(over: asked.motion)
        if screenReader { motion.duration = .zero }
        return Resolution(
            choice: choice, screenReader: screenReader, motion: motion, exposure: asked.exposure,
            framesPerSecond: asked.framesPerSecond, deckShape: asked.deckShape, warnings: warnings,
            evaluations: [asked.toggled.details, asked.transition.details].compactMap { $0 }, impressions: impressions,
            decisions: decisions)
    }

    /// Puts `resolution` on a screen that was made showing its template: the motion,
    /// the deck's shape, the exposures.
    public mutating func start(_ resolution: Resolution, on screen: HomeScreen) {
        toggledStyle = fixed.template == nil ? resolution.choice.style : nil
        settle(resolution, on: screen)
    }

    /// Applies `decisions` to a running `screen`: the template changes when the toggles'
    /// own choice does (and the template is not fixed).
    ///
    /// - Returns: What the decisions came to, whose warnings the caller shows as it
    ///   shows warnings.
    @discardableResult
    public mutating func apply(_ decisions: FeatureDecisions, to screen: HomeScreen) -> Resolution {
        let factory = screen.container.factory
        let resolution = resolve(decisions, registered: factory.styles, transitions: factory.transitions)
        settle(resolution, on: screen)
        screen.container.chooseSectionTemplatesAgain()
        guard !templateIsFixed else { return resolution }
        let choice = resolution.choice
        if choice.style != toggledStyle {
            toggledStyle = choice.style
            if choice.style != screen.container.style { screen.replace(with: choice.style, reason: choice.reason) }
        } else if choice.style == screen.container.style {
            // The same template for another reason (a fallback, a new split): say so.
            screen.setStyleReason(choice.reason)
        }
        return resolution
    }

    private func settle(_ resolution: Resolution, on screen: HomeScreen) {
        for impression in resolution.impressions { screen.recorder.noteImpression(impression) }
        for details in resolution.evaluations { screen.recorder.noteEvaluation(details) }
        let registered = screen.container.factory.styles
        let decisions = resolution.decisions
        screen.container.sectionToggle = { [weak screen] identifier in
            let (choice, impressions) = decisions.collectingImpressions { $0.sectionStyle(identifier, registered: registered) }
            for impression in impressions { screen?.recorder.noteImpression(impression) }
            if let details = choice?.details { screen?.recorder.noteEvaluation(details) }
            return choice
        }
        screen.container.transitions.motion = resolution.motion
        screen.recorder.exposureThreshold = resolution.exposure
        screen.store.send(.setShape(resolution.deckShape))
    }
}
