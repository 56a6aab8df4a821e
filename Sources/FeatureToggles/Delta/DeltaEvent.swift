/// One event of Unleash's delta API (`/api/client/delta`, and the `unleash-connected` and
/// `unleash-updated` events of `/api/client/streaming`): the whole state, or one change
/// of one feature or segment.
///
/// Events are read from a document `{"events": [...]}` by ``ToggleDelta/parse(_:file:options:keepingSources:)``
/// and applied in order by ``DeltaState/apply(_:)``.
public struct DeltaEvent: Sendable, Hashable {
    /// What the event changes.
    public enum Change: Sendable, Hashable {
        /// The whole state: every feature and segment, in place of what was there.
        case hydration(features: [Toggle], segments: [Segment])
        /// A feature defined anew, or for the first time.
        case featureUpdated(Toggle)
        /// A feature gone, by name.
        case featureRemoved(String)
        /// A segment defined anew, or for the first time.
        case segmentUpdated(Segment)
        /// A segment gone, by id.
        case segmentRemoved(String)

        /// The event's `type`, as Unleash spells it: `hydration`, `feature-updated`, …
        public var typeName: String {
            switch self {
            case .hydration: "hydration"
            case .featureUpdated: "feature-updated"
            case .featureRemoved: "feature-removed"
            case .segmentUpdated: "segment-updated"
            case .segmentRemoved: "segment-removed"
            }
        }
    }

    /// The server's revision after this event: events come in increasing order, and an
    /// event at or below the revision a state holds was applied already.
    public var eventId: Int
    /// What the event changes.
    public var change: Change
    /// The definitions as the server wrote them (compact JSON), feature by feature and
    /// segment by segment in the order of ``change``, when they were kept
    /// (``ToggleDelta/parse(_:file:options:keepingSources:)``): what a backup writes.
    var featureSources: [String] = []
    var segmentSources: [String] = []

    /// Creates an event.
    public init(eventId: Int, change: Change) {
        self.eventId = eventId
        self.change = change
    }

    /// The event types of the delta API, as Unleash spells them.
    public static let typeNames = ["hydration", "feature-updated", "feature-removed", "segment-updated", "segment-removed"]
}
