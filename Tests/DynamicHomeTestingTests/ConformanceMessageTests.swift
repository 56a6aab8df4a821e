import DynamicHome
import DynamicHomeTesting
import Testing

/// Each deliberately broken template breaks the rule it is named for, and the failure
/// says which rule, what happened and how to see it again, word for word.
@MainActor
@Suite("Conformance failures")
struct ConformanceMessageTests {
    func report(_ type: any HomeTemplate.Type) async throws -> ConformanceReport {
        try await TemplateConformance.check(type)
    }

    func failedRules(_ report: ConformanceReport) -> [String] {
        report.results.filter { !$0.passed }.map(\.rule.id)
    }

    @Test func aTemplateThatKeepsTheContractPassesEveryRule() async throws {
        let report = try await report(WellBehavedTemplate.self)
        #expect(report.passed)
        #expect(report.results.map(\.rule.id) == ["bounds", "items", "actions", "reporting", "release", "sections"])
        #expect(report.description == """
            WellBehavedTemplate (well-behaved): 6 of 6 rules hold
              ✓ bounds
              ✓ items
              ✓ actions
              ✓ reporting
              ✓ release
              ✓ sections
            """)
    }

    @Test func aNondeterministicDrawBreaksBounds() async throws {
        let report = try await report(FlickeringTemplate.self)
        #expect(failedRules(report) == ["bounds"])
        #expect(report.failures.map(\.message) == [
            "drawing twice at 1x1 with 0 items gave different frames; a frame must depend only on the template's state "
                + "and the draw context (and in 59 more cases)",
        ])
        #expect(report.failures.first?.reproduction == """
            let template = FlickeringTemplate()
            template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 0))
            template.refresh()
            var first = Canvas(width: 1, height: 1)
            template.draw(in: &first, context: DrawContext())
            var second = Canvas(width: 1, height: 1)
            template.draw(in: &second, context: DrawContext())
            // first != second
            """)
    }

    @Test func theReproductionOfANondeterministicDrawRunsAsPrinted() async {
        let template = FlickeringTemplate()
        template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 0))
        template.refresh()
        var first = Canvas(width: 1, height: 1)
        template.draw(in: &first, context: DrawContext())
        var second = Canvas(width: 1, height: 1)
        template.draw(in: &second, context: DrawContext())
        #expect(first != second)
    }

    @Test func replacingTheCanvasBreaksBoundsAndItems() async throws {
        let report = try await report(SpillingTemplate.self)
        #expect(failedRules(report) == ["bounds", "items"])
        #expect(report.failures.map(\.message) == [
            "drawing at 1x1 with 0 items changed the canvas to 2x1; draw into the canvas given, never replace it (and in 59 more cases)",
            "with 0 items, drawing at 80x24 changed the canvas to 81x24; draw into the canvas given, never replace it (and in 43 more cases)",
        ])
    }

    @Test func aSelectionWithoutItemsBreaksItems() async throws {
        let report = try await report(StraySelectionTemplate.self)
        #expect(failedRules(report) == ["items"])
        #expect(report.failures.map(\.message) == [
            "with 0 items, item 0 is selected, but there are no items; select nothing (selectedIndex nil) (and in 13 more cases)",
            "after the items went from 10,000 (the last one selected) to 0, item 0 is selected, but there are no items; "
                + "select nothing (selectedIndex nil)",
        ])
    }

    @Test func aChangeShownAtOnceBreaksItems() async throws {
        let report = try await report(AbruptTemplate.self)
        #expect(failedRules(report) == ["items"])
        #expect(report.failures.map(\.message) == [
            "after its items changed (item 2 of 8 deleted), drawing at 80x24, isAnimating(at:) is false half way through "
                + "the motion (1200 ms); animate a change of the items (ItemTemplate does it for you, or ItemPresentation "
                + "and ChangeAnimation)",
        ])
        #expect(report.failures.first?.reproduction == """
            let template = AbruptTemplate()
            template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 8))
            template.refresh()
            var canvas = Canvas(width: 80, height: 24)
            template.draw(in: &canvas, context: DrawContext(time: .seconds(1)))
            template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 8).filter { $0.identifier != "item-2" })
            template.refresh()
            template.draw(in: &canvas, context: DrawContext(time: .seconds(1)))
            template.draw(in: &canvas, context: DrawContext(time: .milliseconds(1200)))
            // template.isAnimating(at: .milliseconds(1200)) is false
            """)
    }

    @Test func aChangeSaidToAnimateButDrawnAtOnceBreaksItems() async throws {
        let report = try await report(FrozenTemplate.self)
        #expect(failedRules(report) == ["items"])
        #expect(report.failures.map(\.message) == [
            "after its items changed (item 2 of 8 deleted), drawing at 80x24, the frame half way through the motion "
                + "(1200 ms) is already the last one; draw the change in motion (ChangeAnimation.draw)",
        ])
    }

    @Test func theReproductionOfAChangeShownAtOnceRunsAsPrinted() async {
        for (type, animates) in [(AbruptTemplate.self as WellBehavedTemplate.Type, false), (WellBehavedTemplate.self, true)] {
            let template = type.init()
            template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 8))
            template.refresh()
            var canvas = Canvas(width: 80, height: 24)
            template.draw(in: &canvas, context: DrawContext(time: .seconds(1)))
            template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 8).filter { $0.identifier != "item-2" })
            template.refresh()
            template.draw(in: &canvas, context: DrawContext(time: .seconds(1)))
            template.draw(in: &canvas, context: DrawContext(time: .milliseconds(1200)))
            #expect(template.isAnimating(at: .milliseconds(1200)) == animates)
        }
    }

    @Test func aClosureNoInputCallsBreaksActions() async throws {
        let report = try await report(ForgetfulTemplate.self)
        #expect(failedRules(report) == ["actions"])
        #expect(report.failures.map(\.description) == ["""
            actions: HomeActions.streamSelected is never called: no sequence of up to 3 of 117 inputs (keys, clicks, the wheel, \
            swipes, appearing) calls it, with 6 items of every kind
              reproduce with:
                let template = ForgetfulTemplate()
                template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 6))
                template.refresh()
                var calls: [String] = []
                template.streamSelected = { calls.append("streamSelected(\\($0.item.identifier) at \\($0.index))") }
                var canvas = Canvas(width: 80, height: 24)
                template.draw(in: &canvas, context: DrawContext())
                // no input handled now calls streamSelected: calls stays empty
            """])
    }

    @Test func aSelectionAtTheWrongIndexBreaksActions() async throws {
        let report = try await report(OffByOneTemplate.self)
        #expect(failedRules(report) == ["actions"])
        #expect(report.failures.map(\.message) == [
            "after .key(.enter), longSelected was called with item-1 at index 1, but the item at index 1 is item-2",
            "after .key(.down), .key(.enter), shortSelected was called with item-2 at index 2, but the item at index 2 is item-3",
            "after .mouse(MouseEvent(.press, column: 0, row: 2)), .key(.enter), streamSelected was called with item-3 at index 3, "
                + "but the item at index 3 is item-4",
        ])
    }

    @Test func theReproductionOfAWrongSelectionRunsAsPrinted() async {
        let template = OffByOneTemplate()
        template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 6))
        template.refresh()
        var calls: [String] = []
        template.shortSelected = { calls.append("shortSelected(\($0.item.identifier) at \($0.index))") }
        var canvas = Canvas(width: 80, height: 24)
        template.draw(in: &canvas, context: DrawContext())
        _ = template.handle(.key(.down))
        canvas = Canvas(width: 80, height: 24)
        template.draw(in: &canvas, context: DrawContext())
        _ = template.handle(.key(.enter))
        canvas = Canvas(width: 80, height: 24)
        template.draw(in: &canvas, context: DrawContext())
        #expect(calls == ["shortSelected(item-2 at 2)"])
    }

    @Test func aSwipeReportedTwiceBreaksReporting() async throws {
        let report = try await report(StutteringTemplate.self)
        #expect(failedRules(report) == ["reporting"])
        #expect(report.failures.map(\.description) == [
            """
            reporting: one .key(.right) called didHorizontalSwipe 2 times; one event must be reported once (and in 1 more case)
              reproduce with:
                let template = StutteringTemplate()
                template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 6))
                template.refresh()
                var calls: [String] = []
                template.didHorizontalSwipe = { calls.append("didHorizontalSwipe(\\($0))") }
                var canvas = Canvas(width: 80, height: 24)
                template.draw(in: &canvas, context: DrawContext())
                _ = template.handle(.key(.right))
                canvas = Canvas(width: 80, height: 24)
                template.draw(in: &canvas, context: DrawContext())
                // calls == ["didHorizontalSwipe(next)", "didHorizontalSwipe(next)"]
            """,
            """
            reporting: one .swipe(.previous) called didHorizontalSwipe 2 times; a completed swipe must be reported exactly once \
            (and in 1 more case)
              reproduce with:
                let template = StutteringTemplate()
                template.viewModel = HomeViewModel(items: ConformanceItems.sample(count: 6))
                template.refresh()
                var calls: [String] = []
                template.didHorizontalSwipe = { calls.append("didHorizontalSwipe(\\($0))") }
                var canvas = Canvas(width: 80, height: 24)
                template.draw(in: &canvas, context: DrawContext())
                _ = template.handle(.swipe(.previous))
                canvas = Canvas(width: 80, height: 24)
                template.draw(in: &canvas, context: DrawContext())
                // calls == ["didHorizontalSwipe(previous)", "didHorizontalSwipe(previous)"]
            """,
        ])
    }

    @Test func aLaunchReportedTwiceBreaksReporting() async throws {
        let report = try await report(DoubleLaunchTemplate.self)
        #expect(failedRules(report) == ["reporting"])
        #expect(report.failures.map(\.message) == [
            "appearing (willAppear, didAppear) called didLaunch 2 times; an appearance must be reported exactly once",
        ])
    }

    @Test func aTemplateKeptAliveBreaksRelease() async throws {
        let report = try await report(ClingingTemplate.self)
        ClingingTemplate.everyInstance.removeAll()
        #expect(failedRules(report) == ["release"])
        #expect(report.failures.map(\.message) == [
            "the template is still alive after it was replaced and its Container dropped: something holds it strongly "
                + "(a static property, a closure it handed out that captures it, a reference cycle)",
        ])
    }

    @Test func theReproductionOfATemplateKeptAliveRunsAsPrinted() async throws {
        weak var template: ClingingTemplate?
        do {
            var factory = HomeFactory()
            factory.register(ClingingTemplate.self)
            factory.register(ConformanceStandIn.self)
            let container = try Container(factory: factory, style: ClingingTemplate.style)
            container.show(HomeViewModel(items: ConformanceItems.sample(count: 6)))
            container.appear()
            template = container.child as? ClingingTemplate
            var canvas = Canvas(width: 80, height: 22)
            container.draw(in: &canvas, context: DrawContext())
            for event: InputEvent in [.key(.down), .key(.enter), .key(.escape), .key(.character("s")), .key(.escape), .swipe(.next)] {
                container.handle(event)
                container.draw(in: &canvas, context: DrawContext())
            }
            container.replace(with: ConformanceStandIn.style)
            container.finishTransitions()
            container.disappear()
        }
        #expect(template != nil)
        ClingingTemplate.everyInstance.removeAll()
        #expect(template == nil)
    }

    @Test func aTemplateWithoutActionProtocolsIsAnError() async {
        await #expect(throws: ConformanceError.noActionProtocols(style: "mute", typeName: "MuteTemplate")) {
            try await TemplateConformance.check(MuteTemplate.self)
        }
        #expect(ConformanceError.noActionProtocols(style: "mute", typeName: "MuteTemplate").description == """
            template 'mute' (MuteTemplate) adopts neither HomeActions nor HomeReporting: it cannot open items, ask to be \
            replaced or report anything; adopt HomeActions to act on input, HomeReporting to report launches and swipes
            """)
    }

    @Test func expectConformanceRecordsOneIssuePerBrokenRule() async {
        let issues = IssueLog()
        await withKnownIssue {
            await expectConformance(SpillingTemplate.self)
        } matching: { issue in
            issues.append(issue)
        }
        #expect(issues.comments.map { $0.prefix { $0 != "\n" } } == [
            "SpillingTemplate breaks the template rule 'bounds' (draws within bounds with wide glyphs whole at sizes from 1x1 "
                + "to 200x60, the same frame every time):",
            "SpillingTemplate breaks the template rule 'items' (handles 0, 1 and 10,000 items through input and change, "
                + "the selection always among them, a change animated):",
        ])
        #expect(issues.comments.last?.contains("items: with 0 items, drawing at 80x24 changed the canvas to 81x24") == true)
    }

    @Test func expectConformanceRecordsATemplateWithoutActionProtocols() async {
        let issues = IssueLog()
        await withKnownIssue {
            #expect(await expectConformance(MuteTemplate.self) == nil)
        } matching: { issue in
            issues.append(issue)
        }
        #expect(issues.comments == [ConformanceError.noActionProtocols(style: "mute", typeName: "MuteTemplate").description])
    }

    @Test func aPassingTemplateRecordsNoIssue() async {
        let report = await expectConformance(WellBehavedTemplate.self)
        #expect(report?.passed == true)
    }
}
