/// Checks a template type against the contract every child of a Container keeps.
///
/// ```swift
/// let report = try await TemplateConformance.check(HeroTemplate.self)
/// print(report)   // a line per rule, then each failure with a snippet reproducing it
/// ```
///
/// The rules (``ConformanceRule/all``):
/// - `bounds`: draws within bounds, every wide glyph whole, at sizes from 1x1 to 200x60
///   (seven fixed and eight seeded in between) with 0, 1, 8 and 10,000 items of every
///   script; drawing twice draws the same;
/// - `items`: handles 0, 1 and 10,000 items through input, and the items shrinking under
///   a selection, the selection always among them; a change of the items animates
///   (`isAnimating(at:)` half way through the motion, and a frame there other than the last);
/// - `actions`: every closure of every action protocol it adopts is called by some
///   sequence of inputs (keys, clicks, the wheel, swipes, appearing), with items of
///   every kind, and a selection names the item at its index;
/// - `reporting`: one swipe, one swipe report with its direction; one appearance, one
///   launch; no input calls a closure twice;
/// - `release`: once replaced and its Container dropped, it is released;
/// - `sections`: as one section between two others, it draws within bounds at four
///   sizes, the focus comes in from above, leaves below and comes back, and replacing the
///   section below changes no row of its region.
///
/// The checks make many instances of the template and draw hundreds of frames (about
/// 190 and 440 for each built-in template); they are deterministic, so a failure happens
/// again the same way. They run on the main actor, as templates do, and yield between
/// frames so that other work there (other tests, a screen) is not held up for their
/// whole length.
@MainActor
public enum TemplateConformance {
    /// Checks a template type against every rule.
    ///
    /// - Parameters:
    ///   - type: The template type.
    ///   - factory: The factory the template is registered in, for the `release` check
    ///     (so that a replacement it asks for can be made); by default, a factory of the
    ///     template alone.
    /// - Returns: A result per rule; ``ConformanceReport/passed`` says whether all hold.
    /// - Throws: ``ConformanceError/noActionProtocols(style:typeName:)`` when the template
    ///   adopts neither ``HomeActions`` nor ``HomeReporting``.
    /// - Complexity: About 450 draws of the template, most at 80x24, when every closure
    ///   it adopts is called within two inputs; up to about 20,000 when one is never called
    ///   (every sequence of up to three inputs from at most 24 states a depth is tried).
    public static func check(
        _ type: any HomeTemplate.Type, factory: HomeFactory? = nil
    ) async throws(ConformanceError) -> ConformanceReport {
        try await check(TemplateRegistration(any: type), factory: factory)
    }

    /// Checks a registered template against every rule: a type registered by type, or a
    /// template that is data, made as its registration makes it.
    ///
    /// - Parameters:
    ///   - registration: The template's registration.
    ///   - factory: The factory it is registered in, for the `release` check; by
    ///     default, a factory of the template alone.
    /// - Returns: A result per rule; ``ConformanceReport/passed`` says whether all hold.
    /// - Throws: ``ConformanceError/noActionProtocols(style:typeName:)`` when the template
    ///   adopts neither ``HomeActions`` nor ``HomeReporting``.
    public static func check(
        _ registration: TemplateRegistration, factory: HomeFactory? = nil
    ) async throws(ConformanceError) -> ConformanceReport {
        let subject = ConformanceSubject(registration)
        guard !subject.capabilities.isDisjoint(with: .actionProtocols) else {
            throw .noActionProtocols(style: subject.style, typeName: subject.typeName)
        }
        let exploration = await Exploration.explore(subject)
        return ConformanceReport(
            style: subject.style, typeName: subject.typeName,
            results: [
                await BoundsRule.check(subject),
                await ItemsRule.check(subject),
                ActionsRule.check(subject, exploration),
                ReportingRule.check(subject, exploration),
                ReleaseRule.check(subject, factory: factory),
                await SectionsRule.check(subject),
            ])
    }
}
