import Changesets

/// An item with an identity and a content: equal `id`s are the same item, and a different
/// `content` makes an update.
struct Item: Hashable, Sendable, Differentiable, CustomStringConvertible {
    var id: Int
    var content: Int

    var identity: Int { id }

    var description: String { "\(id):\(content)" }
}

/// The same item, with a `String` identity, to take the `Dictionary` path of the differ.
struct NamedItem: Hashable, Sendable, Differentiable {
    var name: String
    var content: Int

    init(_ item: Item) {
        name = "item-\(item.id)"
        content = item.content
    }

    var identity: String { name }
}
