/// A value that has an identity apart from its content.
///
/// Two values with the same ``identity`` are the same item; when their content differs
/// too, the item was *updated* (a cell is refreshed in place), not deleted and inserted.
///
/// ```swift
/// struct Story: Differentiable, Equatable {
///     var identifier: String
///     var title: String
///     var identity: String { identifier }
/// }
/// let changeset = Changeset(from: yesterday, to: today)
/// ```
///
/// Types that are `Equatable` get ``isContentEqual(to:)`` from `==`, and types that are
/// `Identifiable` get ``identity`` from `id`.
public protocol Differentiable {
    /// What tells one item from another, whatever its content.
    associatedtype Identity: Hashable

    /// The item's identity: equal identities on both sides pair items up.
    var identity: Identity { get }

    /// Whether `other`, an item with the same identity, shows the same content.
    ///
    /// - Parameter other: The same item in the other array.
    /// - Returns: `true` when nothing visible changed, so no update is needed.
    func isContentEqual(to other: Self) -> Bool
}

extension Differentiable where Self: Equatable {
    /// Equal values have equal content.
    @inlinable
    public func isContentEqual(to other: Self) -> Bool {
        self == other
    }
}

extension Differentiable where Self: Identifiable {
    /// The identity of an `Identifiable` value is its `id`.
    @inlinable
    public var identity: ID { id }
}
