import DynamicHome
import Testing

/// Checks a template type against the template contract and records one test issue per
/// broken rule, at the line of the call.
///
/// ```swift
/// @Test func heroKeepsTheContract() async {
///     await expectConformance(HeroTemplate.self)
/// }
/// ```
///
/// Each issue names the rule, says what broke (the size, item count and inputs) and
/// prints Swift that reproduces it. A template that adopts neither `HomeActions` nor
/// `HomeReporting` is one issue saying so.
///
/// - Parameters:
///   - type: The template type.
///   - factory: The factory it is registered in, if its replacements should be made;
///     see ``/DynamicHome/TemplateConformance/check(_:factory:)-(HomeTemplate.Type,_)``.
///   - sourceLocation: Where issues are recorded.
/// - Returns: The report, or `nil` when the template could not be checked at all.
@MainActor
@discardableResult
public func expectConformance(
    _ type: any HomeTemplate.Type, factory: HomeFactory? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) async -> ConformanceReport? {
    return await expectConformance(TemplateRegistration(type), factory: factory, sourceLocation: sourceLocation)
}

/// Checks a registered template (a type, or a template that is data) against the
/// template contract, as ``expectConformance(_:factory:sourceLocation:)-(HomeTemplate.Type,_,_)``
/// does for a type.
///
/// - Parameters:
///   - registration: The template's registration, e.g. `factory.registration(for: "ticker")!`.
///   - factory: The factory it is registered in, if its replacements should be made.
///   - sourceLocation: Where issues are recorded.
/// - Returns: The report, or `nil` when the template could not be checked at all.
@MainActor
@discardableResult
public func expectConformance(
    _ registration: TemplateRegistration, factory: HomeFactory? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) async -> ConformanceReport? {
    let report: ConformanceReport
    do {
        report = try await TemplateConformance.check(registration, factory: factory)
    } catch {
        Issue.record(Comment(rawValue: error.description), sourceLocation: sourceLocation)
        return nil
    }
    for result in report.results where !result.passed {
        let text = "\(report.typeName) breaks the template rule '\(result.rule.id)' (\(result.rule.summary)):\n"
            + result.failures.map(\.description).joined(separator: "\n")
        Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
    return report
}
