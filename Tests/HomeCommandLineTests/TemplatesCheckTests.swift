import DynamicHome
import Foundation
@testable import HomeCommandLine
import HomeTemplates
import Testing

@MainActor
@Suite("home templates --check", .serialized)
struct TemplatesCheckTests {
    @Test func everyRegisteredTemplateKeepsTheContract() async {
        let result = await home("templates", "--check")
        #expect(result.status == 0, "\(result.output)\(result.error)")
        #expect(result.error == "")
        // A row per registered style, in the factory's order, the first column as wide as the longest.
        let styles = HomeFactory.standard.styles.map(\.rawValue)
        let column = max(5, styles.map(\.count).max() ?? 0) + 2
        func padded(_ text: String) -> String { text + String(repeating: " ", count: column - text.count) }
        let rows = styles.map { padded($0) + "✓       ✓      ✓        ✓          ✓        ✓         pass" }
        #expect(result.output == ([padded("STYLE") + "BOUNDS  ITEMS  ACTIONS  REPORTING  RELEASE  SECTIONS  RESULT"] + rows).joined(separator: "\n")
            + "\n\n\(styles.count) templates checked: \(styles.count) pass, 0 fail\n")
    }

    /// What validates passes the checks: the smallest template (its `v` asks for the list,
    /// as documented, so that replaceWith is called), and one whose entry is taller than
    /// the screen (a change below it is drawn nowhere, so nothing has to move).
    @Test func theSmallestTemplateAndATallOnePassTheChecks() async throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"{"template":"plain","version":1,"draw":{"text":"${title}"}}"#.utf8)
            .write(to: folder.appendingPathComponent("plain.json"))
        try Data(#"{"template":"tall","version":1,"entry":{"height":30},"draw":{"text":"${title}"}}"#.utf8)
            .write(to: folder.appendingPathComponent("tall.json"))
        for file in ["plain.json", "tall.json"] {
            let validate = await home("templates", "validate", folder.appendingPathComponent(file).path)
            #expect(validate.status == 0 && validate.output.hasSuffix(", 0 warnings\n"), "\(validate.output)")
        }
        for style in ["plain", "tall"] {
            let result = await home("templates", "--check", "--templates", folder.path, "--template", style)
            #expect(result.status == 0, "\(result.output)\(result.error)")
            let row = result.output.split(separator: "\n").first { $0.hasPrefix(style + " ") }
            #expect(row?.hasSuffix("✓       ✓      ✓        ✓          ✓        ✓         pass") == true, "\(result.output)")
        }
    }

    @Test func theJSONFormHasEveryRule() async throws {
        let result = await home("templates", "--check", "--json", "--template", "list")
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["passed"] as? Bool == true)
        let templates = try #require(document["templates"] as? [[String: Any]])
        #expect(templates.map { $0["style"] as? String } == ["list"])
        #expect(templates.map { $0["type"] as? String } == ["ListTemplate"])
        let rules = try #require(templates.first?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["bounds", "items", "actions", "reporting", "release", "sections"])
        #expect(rules.allSatisfy { $0["passed"] as? Bool == true && ($0["failures"] as? [Any])?.isEmpty == true })
    }

    func checkBrokenFactory(json: Bool) async -> CommandResult {
        var factory = HomeFactory()
        factory.register(EchoTemplate.self)
        factory.register(DoubleSwipeTemplate.self)
        factory.register(UnreachableTemplate.self)
        let output = Capture()
        let error = Capture()
        let console = Console(write: { output.append($0) }, writeError: { error.append($0) })
        let status = await TemplatesCommand.check(factory, json: json, console: console)
        return CommandResult(status: status, output: output.value, error: error.value)
    }

    @Test func aBrokenTemplateFailsWithItsMessagesBelowTheTable() async {
        let result = await checkBrokenFactory(json: false)
        #expect(result.status == 1)
        #expect(result.error == "home: 2 of 3 templates break the template contract: double-swipe, unreachable\n")
        #expect(result.output == """
            STYLE         BOUNDS  ITEMS  ACTIONS  REPORTING  RELEASE  SECTIONS  RESULT
            echo          ✓       –      ✓        ✓          ✓        –         pass
            double-swipe  ✓       –      ✓        ✗          ✓        –         fail
            unreachable   –       –      –        –          –        –         fail

            3 templates checked: 1 pass, 2 fail

            double-swipe: reporting: one .swipe(.previous) called didHorizontalSwipe 2 times; a completed swipe must be reported \
            exactly once (and in 1 more case)
              reproduce with:
                let template = DoubleSwipeTemplate()
                var calls: [String] = []
                template.didHorizontalSwipe = { calls.append("didHorizontalSwipe(\\($0))") }
                var canvas = Canvas(width: 80, height: 24)
                template.draw(in: &canvas, context: DrawContext())
                _ = template.handle(.swipe(.previous))
                canvas = Canvas(width: 80, height: 24)
                template.draw(in: &canvas, context: DrawContext())
                // calls == ["didHorizontalSwipe(previous)", "didHorizontalSwipe(previous)"]

            unreachable: template 'unreachable' (UnreachableTemplate) adopts neither HomeActions nor HomeReporting: it cannot \
            open items, ask to be replaced or report anything; adopt HomeActions to act on input, HomeReporting to report \
            launches and swipes

            """)
    }

    @Test func theJSONFormOfAFailureHasTheMessageAndTheReproduction() async throws {
        let result = await checkBrokenFactory(json: true)
        #expect(result.status == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(document["passed"] as? Bool == false)
        let templates = try #require(document["templates"] as? [[String: Any]])
        #expect(templates.map { $0["passed"] as? Bool } == [true, false, false])
        #expect(templates[2]["error"] as? String
            == ConformanceError.noActionProtocols(style: "unreachable", typeName: "UnreachableTemplate").description)
        let rules = try #require(templates[1]["rules"] as? [[String: Any]])
        let reporting = try #require(rules.first { $0["id"] as? String == "reporting" })
        let failures = try #require(reporting["failures"] as? [[String: String]])
        #expect(failures.map { $0["message"] } == [
            "one .swipe(.previous) called didHorizontalSwipe 2 times; a completed swipe must be reported exactly once (and in 1 more case)",
        ])
        #expect(failures.first?["reproduction"]?.hasPrefix("let template = DoubleSwipeTemplate()\n") == true)
        let items = try #require(rules.first { $0["id"] as? String == "items" })
        #expect(items["notApplicable"] as? String == "it shows no items: it does not adopt HasViewModel")
    }

    @Test func oneTemplateIsCheckedAlone() async {
        let result = await home("templates", "--check", "--template", "hero")
        #expect(result.status == 0)
        #expect(result.output == """
            STYLE  BOUNDS  ITEMS  ACTIONS  REPORTING  RELEASE  SECTIONS  RESULT
            hero   ✓       ✓      ✓        ✓          ✓        ✓         pass

            1 template checked: 1 pass, 0 fail

            """)
        let unknown = await home("templates", "--check", "--template", "heor")
        #expect(unknown.status == 2)
        #expect(unknown.error == withRegisteredStyles("home: unknown template style 'heor'; registered styles: {registered}; did you mean 'hero'?\n"))
    }

    @Test func theHelpNamesTheOption() async {
        let result = await home("templates", "--help")
        #expect(result.output.contains("usage: home templates [--check] [--json] [options]"))
        #expect(result.output.contains("  --check "))
        let elsewhere = await home("render", "--check")
        #expect(elsewhere.status == 2)
        #expect(elsewhere.error == "home: option --check does not apply to 'home render'; see 'home render --help'\n")
    }
}

/// Reports launches and swipes, once each: it keeps the contract.
@MainActor
class EchoTemplate: HomeTemplate, HomeReporting {
    class var style: TemplateStyle { "echo" }
    static let summary = "reports swipes"
    var didLaunch: @MainActor () -> Void = {}
    var didHorizontalSwipe: @MainActor (SwipeDirection) -> Void = { _ in }
    required init() {}
    func didAppear() { didLaunch() }
    func draw(in canvas: inout Canvas, context: DrawContext) {
        canvas.draw("swipe me", at: Point(column: 0, row: 0))
    }
    func handle(_ event: InputEvent) -> EventHandling {
        guard case .swipe(let direction) = event else { return .ignored }
        report(direction)
        return .handled
    }
    func report(_ direction: SwipeDirection) { didHorizontalSwipe(direction) }
}

/// Reports every swipe twice.
final class DoubleSwipeTemplate: EchoTemplate {
    override class var style: TemplateStyle { "double-swipe" }
    override func report(_ direction: SwipeDirection) {
        didHorizontalSwipe(direction)
        didHorizontalSwipe(direction)
    }
}

/// Adopts neither HomeActions nor HomeReporting.
@MainActor
final class UnreachableTemplate: HomeTemplate {
    static let style: TemplateStyle = "unreachable"
    static let summary = "does nothing"
    init() {}
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func handle(_ event: InputEvent) -> EventHandling { .ignored }
}
