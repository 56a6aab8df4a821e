/// A hash table from an identity to one `Int`, the state of that identity while matching.
///
/// The matcher needs one operation: find the value for a key, inserting a default when the
/// key is new, and change it in place. Doing that in one probe keeps matching at one hash
/// lookup per element.
@usableFromInline
internal protocol IdentityTable {
    /// What the table is keyed by.
    associatedtype Key: Hashable

    /// Calls `body` with the value stored for `key`, first storing `defaultValue` when
    /// `key` is not in the table yet, and returns what `body` returns.
    mutating func withValue<Result>(
        for key: Key,
        default defaultValue: Int,
        _ body: (inout Int) -> Result
    ) -> Result
}

/// The table for any `Hashable` identity: a standard `Dictionary`.
@usableFromInline
internal struct DictionaryIdentityTable<Key: Hashable>: IdentityTable {
    @usableFromInline
    internal var storage: [Key: Int]

    @inlinable
    internal init(expectedCount: Int) {
        storage = Dictionary(minimumCapacity: expectedCount)
    }

    @inlinable
    internal mutating func withValue<Result>(
        for key: Key,
        default defaultValue: Int,
        _ body: (inout Int) -> Result
    ) -> Result {
        body(&storage[key, default: defaultValue])
    }
}
