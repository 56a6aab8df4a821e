/// Why a changeset cannot be applied in one batch, or does not turn the old array into
/// the new one: the rule that broke, and the indices involved.
///
/// Its description is `rule: details`, for example
/// `each index is used once: old index 3 is used by both deletion 3 and move 3 → 5`.
public struct ChangesetVerificationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rules ``verify(_:old:new:)`` checks, in the order it checks them.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// Deletions, move sources and updates are old indices; insertions, move
        /// destinations and updates are new indices; all within their arrays.
        case indicesInRange = "indices are in range"
        /// Items of deleted sections are not deleted, moved or updated one by one, and
        /// items of inserted sections are not inserted or moved in one by one: the
        /// section change covers them (sectioned changesets only).
        case sectionsOwnTheirItems = "sections own their items"
        /// An old index is deleted, moved or updated at most once, and a new index is
        /// inserted, moved to or updated at most once.
        case indicesUsedOnce = "each index is used once"
        /// `old.count - deletions + insertions == new.count` (per section for items).
        case countsAddUp = "counts add up"
        /// An update pairs an item that is neither deleted nor moved with the new index
        /// where it stays.
        case updatesPairStayingItems = "updates pair staying items"
        /// A move or an update pairs two elements with the same identity.
        case movesAndUpdatesKeepIdentity = "moves and updates keep identity"
        /// Applying the changeset to the old array gives the new array.
        case resultIsNew = "the result is the new array"
    }

    /// The rule that broke.
    public let rule: Rule
    /// What broke it, naming the indices and changes involved.
    public let details: String

    /// Creates an error.
    public init(rule: Rule, details: String) {
        self.rule = rule
        self.details = details
    }

    public var description: String { "\(rule.rawValue): \(details)" }
}
