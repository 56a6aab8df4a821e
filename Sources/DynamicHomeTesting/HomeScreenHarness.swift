import DynamicHome
import Foundation
import HomeState
import Testing

/// A home screen for tests: a Container with the template under test, a manual clock,
/// fixed content and a recording analytics sink, driven by input and time, read back as
/// text, with analytics checked exhaustively.
///
/// ```swift
/// let home = try await HomeScreenHarness(ListTemplate.self)
/// home.expectEvents([.launch(style: .list), .templateShown(style: .list, reason: HomeScreenHarness.defaultReason)])
/// home.press(.right)
/// home.expectEvents([.horizontalSwipe(direction: .next, from: HomeScreenHarness.days[0], to: HomeScreenHarness.days[1])])
/// #expect(home.frame().contains("Tuesday 17 November 2026"))
/// home.finish()
/// ```
///
/// Every analytics event the screen records must be asserted, in order, with
/// ``expectEvents(_:sourceLocation:)`` (or dropped on purpose with ``skipEvents()``):
/// ``finish(sourceLocation:)`` fails the test for each event left, and so does releasing
/// the harness without finishing, at the line that made it.
///
/// Events are stamped from the manual clock: time zero is ``startDate``, and
/// ``advance(by:)`` moves both the frames and the timestamps.
@MainActor
public final class HomeScreenHarness {
    /// The clock frames and transitions run on; it moves only through ``advance(by:)``.
    public let clock: ManualClock
    /// The home screen: the Container, the store of days and the chrome.
    public let screen: HomeScreen
    /// Receives every analytics event, at once.
    public let sink: RecordingSink
    /// The pipeline from the screen to ``sink`` (and any other sinks given).
    public let analytics: Analytics
    /// The date analytics timestamps start from at clock time zero.
    public let startDate: Date

    /// What the deinit needs, behind a lock: it is not isolated to the main actor.
    let bookkeeping = Locked(Bookkeeping())
    /// Where the harness was made: unasserted events found at release are reported here.
    let creation: Testing.SourceLocation
    /// How toggles reach the screen, for a harness made with toggles.
    var toggles: ToggleApplication?
    /// The toggles' decisions, with the overrides of ``setToggle(_:to:)`` so far.
    public private(set) var decisions: FeatureDecisions?

    struct Bookkeeping: Sendable {
        var asserted = 0
        var isFinished = false
    }

    /// The days of the default content: Monday 16 to Wednesday 18 November 2026.
    public nonisolated static let days = [Day("2026-11-16")!, Day("2026-11-17")!, Day("2026-11-18")!]

    /// The default content: six items of every kind on the first day, three on the
    /// second, two on the third (from ``/DynamicHome/ConformanceItems/sample(count:)``).
    public nonisolated static let defaultContent: [Day: Result<[HomeItem], ContentError>] = [
        days[0]: .success(ConformanceItems.sample(count: 6)),
        days[1]: .success(Array(ConformanceItems.sample(count: 9).suffix(3))),
        days[2]: .success(Array(ConformanceItems.sample(count: 11).suffix(2))),
    ]

    /// The items of the default content on `day`: what a test names items by.
    public nonisolated static func items(on day: Day) -> [HomeItem] {
        (try? defaultContent[day]?.get()) ?? []
    }

    /// The reason the template is on screen, unless another is given.
    public nonisolated static let defaultReason = StyleReason.named("chosen by the test")

    /// 2026-11-16T08:00:00Z, the default ``startDate``.
    public nonisolated static let defaultStartDate = Date(timeIntervalSince1970: 1_794_816_000)

    /// Builds the screen, puts it on screen (a launch is recorded), and loads the
    /// content of `day` and the days around it.
    ///
    /// - Parameters:
    ///   - template: The template to show.
    ///   - factory: Where templates come from, for replacements; by default a factory of
    ///     `template` alone (plus the template under test when the factory lacks it).
    ///   - content: Each day's items, or the error loading it gives.
    ///   - day: The day to show; the first day by default.
    ///   - motion: How transitions move; the standard 400 ms by default.
    ///   - styleReason: Why the template is on screen, as the status line and the
    ///     `templateShown` event say.
    ///   - sinks: Sinks that receive the events besides ``sink``.
    ///   - startDate: The date of clock time zero.
    ///   - appear: Whether to put the screen on screen at once; with `false`, call
    ///     ``appear()``.
    ///   - sourceLocation: Where unasserted events are reported if the harness is
    ///     released without ``finish(sourceLocation:)``.
    /// - Throws: ``/DynamicHome/HomeFactoryError`` when the factory cannot make the template;
    ///   ``/DynamicHome/ContentError`` when the content cannot be listed or `day` is not in it.
    public convenience init(
        _ template: any HomeTemplate.Type,
        factory: HomeFactory? = nil,
        content: [Day: Result<[HomeItem], ContentError>] = HomeScreenHarness.defaultContent,
        day: Day? = nil,
        motion: Motion = .standard,
        styleReason: StyleReason = HomeScreenHarness.defaultReason,
        sinks: [any AnalyticsSink] = [],
        startDate: Date = HomeScreenHarness.defaultStartDate,
        appear: Bool = true,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        var factory = factory ?? HomeFactory()
        if factory.registration(for: template.style) == nil {
            func register<Template: HomeTemplate>(_ type: Template.Type) { factory.register(type) }
            register(template)
        }
        try await self.init(
            style: template.style, factory: factory, toggles: nil, content: content, day: day, motion: motion,
            styleReason: styleReason, sinks: sinks, startDate: startDate, appear: appear, sourceLocation: sourceLocation)
    }

    /// Builds the screen showing the template of `style` in `factory`, as
    /// ``init(_:factory:content:day:motion:styleReason:sinks:startDate:appear:sourceLocation:)-(_,HomeFactory?,_,_,_,_,_,_,_,_)``
    /// does for a type: for a template that is data, registered as a value.
    ///
    /// - Throws: ``/DynamicHome/HomeFactoryError`` when no template of the factory has
    ///   the style; ``/DynamicHome/ContentError`` when the content cannot be listed or
    ///   `day` is not in it.
    public convenience init(
        _ style: TemplateStyle,
        factory: HomeFactory,
        content: [Day: Result<[HomeItem], ContentError>] = HomeScreenHarness.defaultContent,
        day: Day? = nil,
        motion: Motion = .standard,
        styleReason: StyleReason = HomeScreenHarness.defaultReason,
        sinks: [any AnalyticsSink] = [],
        startDate: Date = HomeScreenHarness.defaultStartDate,
        appear: Bool = true,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        try await self.init(
            style: style, factory: factory, toggles: nil, content: content, day: day, motion: motion,
            styleReason: styleReason, sinks: sinks, startDate: startDate, appear: appear, sourceLocation: sourceLocation)
    }

    /// Builds the screen with the template the toggles pick for a user, as `home` does:
    /// the toggles' exposures are recorded, then the launch; a toggle changed later with
    /// ``setToggle(_:to:)`` reaches the screen as a reload of the toggles file would.
    ///
    /// - Parameters:
    ///   - factory: The templates the toggles choose among, e.g.
    ///     `.standard.registering(MyTemplate.self)`.
    ///   - toggles: The toggles: a file, its text or overrides (``TestToggles``); the
    ///     built-in defaults by default.
    ///   - user: The user toggles are evaluated for (`--user`).
    ///   - context: The rest of the evaluation context; without a user or context, the
    ///     session `local`, as `home` evaluates for nobody in particular.
    ///   - motion: How transitions move; by default, as the toggles say.
    ///   - content: Each day's items, or the error loading it gives.
    ///   - day: The day to show; the first day by default.
    ///   - sinks: Sinks that receive the events besides ``sink``.
    ///   - startDate: The date of clock time zero.
    ///   - appear: Whether to put the screen on screen at once.
    ///   - sourceLocation: Where unasserted events are reported.
    /// - Throws: ``/DynamicHome/DiagnosticList`` for a toggles file with errors;
    ///   ``/DynamicHome/HomeFactoryError``; ``/DynamicHome/ContentError``.
    public convenience init(
        factory: HomeFactory,
        toggles: TestToggles = TestToggles(),
        user: String? = nil,
        context: EvaluationContext = EvaluationContext(),
        motion: Motion? = nil,
        content: [Day: Result<[HomeItem], ContentError>] = HomeScreenHarness.defaultContent,
        day: Day? = nil,
        sinks: [any AnalyticsSink] = [],
        startDate: Date = HomeScreenHarness.defaultStartDate,
        appear: Bool = true,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        var context = context
        if let user { context.userId = user }
        if user == nil, context == EvaluationContext() { context.sessionId = "local" }
        let decisions = try toggles.decisions(for: context, defaultStyle: factory.styles.first)
        let application = ToggleApplication(fixed: .init(duration: motion?.duration, easing: motion?.easing, transition: motion?.transition))
        let resolution = application.resolve(decisions, registered: factory.styles, transitions: factory.transitions)
        try await self.init(
            style: resolution.choice.style, factory: factory, toggles: (application, resolution, decisions), content: content,
            day: day, motion: motion ?? resolution.motion, styleReason: resolution.choice.reason, sinks: sinks,
            startDate: startDate, appear: appear, sourceLocation: sourceLocation)
    }

    private init(
        style: TemplateStyle, factory: HomeFactory,
        toggles: (application: ToggleApplication, resolution: ToggleApplication.Resolution, decisions: FeatureDecisions)?,
        content: [Day: Result<[HomeItem], ContentError>], day: Day?, motion: Motion, styleReason: StyleReason,
        sinks: [any AnalyticsSink], startDate: Date, appear: Bool, sourceLocation: Testing.SourceLocation
    ) async throws {
        let clock = ManualClock()
        let sink = RecordingSink()
        let container = try Container(factory: factory, style: style)
        container.transitions.motion = motion
        let screen = HomeScreen(
            container: container, content: InMemoryContentProvider(content: content),
            styleReason: styleReason, clock: clock.frameClock)
        let analytics = Analytics(sinks: [sink] + sinks, delivery: .immediate) {
            startDate.addingTimeInterval(clock.elapsed.seconds)
        }
        screen.recorder.analytics = analytics
        // Items seen are reported once a test looks at the screen (look(for:)).
        screen.recorder.tracksExposures = false
        self.clock = clock
        self.sink = sink
        self.screen = screen
        self.analytics = analytics
        self.startDate = startDate
        self.creation = sourceLocation
        if let toggles {
            var application = toggles.application
            application.start(toggles.resolution, on: screen)
            self.toggles = application
            self.decisions = toggles.decisions
        }
        if appear { container.appear() }
        try await screen.start(at: day)
        await settle()
    }

    deinit {
        // Not isolated: an isolated deinit runs without the test's task-local context, so
        // its issues could not be attributed to the test. What it reads is behind locks.
        let (asserted, finished) = bookkeeping.withLock { ($0.asserted, $0.isFinished) }
        guard !finished else { return }
        Self.reportUnasserted(Array(sink.events.dropFirst(asserted)), releasedWithoutFinish: true, at: creation)
    }

    /// The Container and its child.
    public var container: Container { screen.container }

    /// The template on screen (the incoming one during a cross-fade).
    public var child: any HomeTemplate { container.child }

    /// The items of the day on screen, in order: what a test names an item by
    /// (`home.items[1].identifier`).
    public var items: [HomeItem] { container.viewModel.items }

    /// The highlighted entry of the template the focus is in, its index among that
    /// template's items (a section's, in a day with sections) and the item, whatever the
    /// layout put where: what a test reads after a key moved the highlight, instead of
    /// assuming where it went (`.down` is the next row of a list, the card below in a
    /// grid). `nil` when nothing is highlighted.
    public var highlighted: (index: Int, item: HomeItem)? {
        let template = focusedTemplate
        guard let index = template.selectedIndex else { return nil }
        let shown = (template as? any HasViewModel)?.viewModel.items ?? items
        guard shown.indices.contains(index) else { return nil }
        return (index, items.first { $0.identifier == shown[index].identifier } ?? shown[index])
    }

    // MARK: Input

    /// Sends an input event to the screen, as a terminal would.
    public func send(_ event: InputEvent) {
        screen.send(event)
    }

    /// Presses keys, one after the other.
    public func press(_ keys: Key...) {
        for key in keys { send(.key(key)) }
    }

    /// Puts the screen on screen; the first time, the template reports a launch.
    public func appear() {
        container.appear()
    }

    /// Takes the screen off screen.
    public func disappear() {
        container.disappear()
    }

    /// Changes one toggle, as a `toggle KEY=VALUE` step of a `home play` script (or a
    /// reload of the toggles file) would: when the toggles now pick another template, the
    /// screen cross-fades to it, and the exposures and the replacement are recorded; the
    /// layer of the value is `script`.
    ///
    /// - Returns: The warnings the change gave, as `home` prints them.
    @discardableResult
    public func setToggle(_ key: String, to value: String) -> [String] {
        var application = toggles ?? ToggleApplication()
        let changed = (decisions ?? FeatureDecisions(file: nil)).addingOverride(key, value)
        let resolution = application.apply(changed, to: screen)
        toggles = application
        decisions = changed
        return resolution.warnings
    }

    // MARK: Time and content

    /// Moves the clock forward, and ends the transitions whose time is over.
    public func advance(by duration: Duration) {
        clock.advance(by: duration)
        container.advanceTransitions(to: clock.elapsed)
        screen.noteTime()
    }

    /// Waits until no day in the deck is loading: the current day and the days the deck
    /// pre-fetches around it.
    public func settle() async {
        await screen.waiter.until { deck in deck.statuses.values.allSatisfy { !$0.isLoading } }
    }

    // MARK: Frames

    /// The whole screen at the clock's time, as plain text: `height` lines of exactly
    /// `width` columns, each ended by a line feed.
    public func frame(width: Int = 80, height: Int = 24) -> String {
        screen.frame(size: Size(width: width, height: height)).plainText
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}

extension HomeScreenHarness {
    /// Checks the whole screen at the clock's time against a golden frame file in the
    /// folder `Golden` beside the calling test file; see ``FrameSnapshot``.
    ///
    /// - Parameters:
    ///   - width: The frame's columns.
    ///   - height: The frame's rows.
    ///   - name: The golden file's name, e.g. "home-after-swipe.txt".
    ///   - filePath: The calling test file.
    ///   - sourceLocation: Where a difference is reported.
    /// - Returns: Whether the frame matched (or was recorded).
    @discardableResult
    public func expectFrame(
        width: Int = 80, height: Int = 24, matches name: String,
        filePath: String = #filePath, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        FrameSnapshot.expect(frame(width: width, height: height), matches: name, filePath: filePath, sourceLocation: sourceLocation)
    }
}
