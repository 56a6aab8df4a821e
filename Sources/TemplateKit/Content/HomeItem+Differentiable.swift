import Changesets

/// An item's identity is its identifier; its content is everything else. A changed
/// title is an update of the same item, not a deletion and an insertion.
extension HomeItem: Differentiable {
    public var identity: String { identifier }
}
