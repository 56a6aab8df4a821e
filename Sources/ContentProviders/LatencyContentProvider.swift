import DayDeck
/// Wraps a provider and answers every request only after a fixed delay on a clock.
///
/// It makes pre-fetching visible in demos (`--latency 300`) and measurable in
/// benchmarks, where a manual clock replaces the real one. A cancelled request stops
/// waiting at once and throws ``ContentError/Reason/cancelled``.
public struct LatencyContentProvider<Base: ContentProvider>: ContentProvider {
    public typealias Item = Base.Item

    /// The wrapped provider.
    public let base: Base
    /// How long each request waits before it is passed on.
    public let delay: Duration
    /// The clock the delay is measured on.
    public let clock: any Clock<Duration>

    /// Wraps a provider.
    ///
    /// - Parameters:
    ///   - base: The provider that answers.
    ///   - delay: The wait before each answer; negative delays count as zero.
    ///   - clock: The clock to wait on: `ContinuousClock()` in the app, a manual clock in
    ///     tests and benchmarks.
    public init(wrapping base: Base, delay: Duration, clock: any Clock<Duration> = ContinuousClock()) {
        self.base = base
        self.delay = max(delay, .zero)
        self.clock = clock
    }

    /// Wraps a provider with a delay in milliseconds, as `--latency MS` gives it.
    ///
    /// - Parameters:
    ///   - base: The provider that answers.
    ///   - milliseconds: The wait before each answer.
    ///   - clock: The clock to wait on.
    public init(wrapping base: Base, milliseconds: Int, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(wrapping: base, delay: .milliseconds(milliseconds), clock: clock)
    }

    public func days() async throws(ContentError) -> [Day] {
        try await wait(for: "the list of days")
        return try await base.days()
    }

    public func items(on day: Day) async throws(ContentError) -> [Item] {
        try await wait(for: "\(day)")
        return try await base.items(on: day)
    }

    public func listing() async throws(ContentError) -> DayListing {
        try await wait(for: "the list of days")
        return try await base.listing()
    }

    public func items(on day: Day, ifChangedSince version: ContentVersion?) async throws(ContentError) -> DayFetch<Item> {
        try await wait(for: "\(day)")
        return try await base.items(on: day, ifChangedSince: version)
    }

    private func wait(for what: String) async throws(ContentError) {
        guard delay > .zero else { return }
        do {
            try await clock.sleep(for: delay)
        } catch {
            throw ContentError(.cancelled, "the load of \(what) was cancelled")
        }
    }
}
