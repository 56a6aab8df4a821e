/// Sectioned data whose section's content is not its items, for example a header, so a
/// new item does not count as a change of its section.
///
/// The section's items are compared one by one; the section itself is compared by its
/// model alone.
public protocol DifferentiableSection: Differentiable {
    /// The items of a section.
    associatedtype Item: Differentiable

    /// The items of this section, in order.
    var items: [Item] { get }
}

/// A section made of a model (its identity and header content) and an array of items.
public struct ArraySection<Model, Item> {
    /// What identifies the section and what its header shows.
    public var model: Model
    /// The section's items, in order.
    public var items: [Item]

    /// Creates a section.
    public init(model: Model, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension ArraySection: Equatable where Model: Equatable, Item: Equatable {}
extension ArraySection: Hashable where Model: Hashable, Item: Hashable {}
extension ArraySection: Sendable where Model: Sendable, Item: Sendable {}

extension ArraySection: Differentiable where Model: Differentiable {
    /// The identity of the section's model.
    public var identity: Model.Identity { model.identity }

    /// Whether the models show the same content; the items are not compared here.
    public func isContentEqual(to other: ArraySection) -> Bool {
        model.isContentEqual(to: other.model)
    }
}

extension ArraySection: DifferentiableSection where Model: Differentiable, Item: Differentiable {}
