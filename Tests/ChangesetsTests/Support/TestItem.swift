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

    /// A non-ASCII name such as "item-42-日本" (certainly NFC, the byte-hashing path), or
    /// for every seventh identity one with a combining accent, written decomposed in `old`
    /// and precomposed in `new`: canonically equivalent, not byte-equal (the fallback path).
    init(nonASCII item: Item, old: Bool) {
        name = item.id % 7 == 3 ? "item-\(item.id)-" + (old ? "e\u{301}" : "\u{E9}") : "item-\(item.id)-日本"
        content = item.content
    }

    var identity: String { name }
}
