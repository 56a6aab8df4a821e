import Diagnostics
import FeatureToggles

extension FeatureDecisions {
    /// How transitions move: the duration from `home.crossfade.durationMs` (0 to
    /// 10,000 ms), the style from `home.transition`, and whether motion is reduced from
    /// `home.reduce-motion`.
    public var motion: Motion {
        motion(with: transition)
    }

    /// How transitions move, with the transition already chosen: the screen asks each
    /// question once.
    func motion(with transition: TransitionChoice) -> Motion {
        var motion = Motion(duration: .milliseconds(observed(.crossFadeDuration)), transition: transition.style)
        motion.reducesMotion = reducesMotion
        return motion
    }

    /// Whether every transition is one switch, for people who get motion sick
    /// (`home.reduce-motion`).
    public var reducesMotion: Bool {
        let details = evaluator.evaluate(Key.reduceMotion, context: context)
        observe(details, as: .isEnabled)
        return details.enabled
    }

    /// How many frames per second transitions are drawn at (1 to 240).
    public var framesPerSecond: Int {
        observed(.framesPerSecond)
    }

    /// How many days before and after the current one are pre-fetched (0 to 32 each).
    public var deckShape: DeckShape {
        DeckShape(behind: observed(.deckBehind), ahead: observed(.deckAhead))
    }

    /// When an item counts as seen: at least this share of its entry on screen (1 to
    /// 100 %, `home.exposure.percent`), for at least this long (0 to 60,000 ms,
    /// `home.exposure.ms`).
    public var exposure: ExposureThreshold {
        ExposureThreshold(percent: observed(.exposurePercent), duration: .milliseconds(observed(.exposureDuration)))
    }

    /// Whether analytics events are recorded.
    public var analyticsEnabled: Bool {
        let details = evaluator.evaluate(Key.analytics, context: context)
        observe(details, as: .isEnabled)
        return details.enabled
    }

    /// Whether the screen is said in lines of words instead of drawn, for a person with a
    /// screen reader (`home.screen-reader`): no cursor addressing, no animation.
    public var screenReader: Bool {
        let details = evaluator.evaluate(Key.screenReader, context: context)
        observe(details, as: .isEnabled)
        return details.enabled
    }

    /// A toggle whose payload is a whole number in a range.
    struct NumberToggle {
        var key: String
        var fallback: Int
        var range: ClosedRange<Int>
        var unit: String

        /// Its built-in definition: the fallback for everyone.
        var toggle: Toggle { Toggle.value(key, .number(Double(fallback)), category: .ops) }

        /// "1 day", "4 days", "400 ms".
        func amount(_ value: Int) -> String {
            let noun: String = value == 1 && unit == " days" ? " day" : unit
            return "\(value)\(noun)"
        }

        static let crossFadeDuration = NumberToggle(key: Key.crossFadeDuration, fallback: 400, range: 0...10_000, unit: " ms")
        static let framesPerSecond = NumberToggle(key: Key.framesPerSecond, fallback: 30, range: 1...240, unit: " fps")
        static let deckBehind = NumberToggle(key: Key.deckBehind, fallback: 2, range: 0...DeckShape.maximumSide, unit: " days")
        static let deckAhead = NumberToggle(key: Key.deckAhead, fallback: 4, range: 0...DeckShape.maximumSide, unit: " days")
        static let exposurePercent = NumberToggle(key: Key.exposurePercent, fallback: 50, range: 1...100, unit: " %")
        static let exposureDuration = NumberToggle(key: Key.exposureDuration, fallback: 1000, range: 0...60_000, unit: " ms")
        /// Every number toggle, in the order their warnings are given.
        static let all = [crossFadeDuration, framesPerSecond, deckBehind, deckAhead, exposurePercent, exposureDuration]
    }

    /// What a number toggle comes to: the value used, the evaluation as used, and what
    /// was wrong with the value as written.
    struct NumberUse {
        var value: Int
        var details: EvaluationDetails
        var warning: Diagnostic?
    }

    /// The value a number question uses, with the evaluation reported to ``onEvaluation``
    /// (and ``onImpression``: a number is a variant's payload).
    private func observed(_ spec: NumberToggle) -> Int {
        let use = number(spec)
        observe(use.details, as: .getVariant)
        return use.value
    }

    /// A number toggle's value, brought into its range; the evaluation with the payload
    /// the app uses (not the one written); and what was wrong with it.
    func number(_ spec: NumberToggle) -> NumberUse {
        let key = spec.key
        let typed = evaluator.integer(key, default: spec.fallback, context: context)
        var details = typed.details
        let layer = layerName(details)
        let allowed = "\(spec.range.lowerBound) to \(spec.range.upperBound)"
        if details.reason == .error {
            let problem: String = details.message ?? "not a whole number"
            let message = "toggle \(key) (\(layer)) cannot be used: \(problem); using \(spec.amount(spec.fallback))"
            if details.variant.enabled { details.variant.payload = .number(Double(spec.fallback)) }
            details.message = "\(problem); using \(spec.amount(spec.fallback))"
            return NumberUse(value: spec.fallback, details: details, warning: Diagnostic(.warning, at: nil, message, hint: "give a whole number from \(allowed)"))
        }
        let value = min(max(typed.value, spec.range.lowerBound), spec.range.upperBound)
        guard value != typed.value else { return NumberUse(value: value, details: details, warning: nil) }
        details.variant.payload = .number(Double(value))
        details.message = "\(typed.value) is outside \(allowed); using \(spec.amount(value))"
        let message = "toggle \(key) is \(typed.value) (\(layer)), outside \(allowed); using \(spec.amount(value))"
        return NumberUse(value: value, details: details, warning: Diagnostic(.warning, at: nil, message))
    }

    /// What is wrong with the number toggles' values for this context (a payload that
    /// is not a whole number, a value out of range), each worked around as it says.
    public var warnings: [Diagnostic] {
        warnings(at: [:])
    }

    /// The number toggles' warnings, each placed where its toggle is written when the
    /// value comes from the file: what `home toggles validate` prints.
    ///
    /// - Parameter locations: Where each toggle's definition starts in the file, by name.
    public func warnings(at locations: ToggleLocations) -> [Diagnostic] {
        let numbers: [Diagnostic] = NumberToggle.all.compactMap { spec in
            let use = number(spec)
            guard var warning = use.warning else { return nil }
            if use.details.layer == .file || use.details.layer == .server { warning.location = locations[spec.key] }
            return warning
        }
        let choice = transitionChoice(evaluator.evaluate(Key.transition, context: context))
        guard var warning = choice.warning else { return numbers }
        if choice.details.layer == .file || choice.details.layer == .server { warning.location = locations[Key.transition] }
        return numbers + [warning]
    }

    /// Each toggle's evaluation as the app uses it, sorted by name, or the named ones in
    /// the order given: what `home toggles explain` prints.
    ///
    /// A number out of its range shows the number used (99999 → 10000) and a payload
    /// that is not a whole number the fallback, each with a message; a template style no
    /// template has shows reason ERROR, as the status line does. A name no layer
    /// defines is `enabled: false` with reason ERROR and FLAG_NOT_FOUND.
    ///
    /// - Parameters:
    ///   - names: The toggles to explain; `nil` for all.
    ///   - registered: The registered template styles.
    public func explain(_ names: [String]? = nil, registered: [TemplateStyle]) -> [EvaluationDetails] {
        let numbers = Dictionary(uniqueKeysWithValues: NumberToggle.all.map { ($0.key, $0) })
        return (names ?? evaluator.names).map { name in
            if let spec = numbers[name] { return number(spec).details }
            let details = evaluator.evaluate(name, context: context)
            if let section = Key.section(ofTemplateToggle: name) {
                guard let choice = sectionStyle(section, registered: registered, observing: false), var chosen = choice.details
                else { return details }
                if let warning = choice.warning { chosen = chosen.failing(.invalidContext, message: warning) }
                return chosen
            }
            guard name == Key.template else { return details }
            return templateStyle(details, registered: registered).details ?? details
        }
    }
}
