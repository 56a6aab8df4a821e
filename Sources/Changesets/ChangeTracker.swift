/// Turns successive arrays into changesets, keeping the previous array: what a template
/// holds to work out the changes each time it is handed new items.
///
/// ```swift
/// var tracker = ChangeTracker<Story, String>(identity: { $0.identifier },
///                                             contentMatches: { $0.title == $1.title })
/// let first = tracker.next(morningStories)    // everything inserted
/// let second = tracker.next(eveningStories)   // the changes since the morning
/// ```
public struct ChangeTracker<Element, Identity: Hashable> {
    /// The array last handed to ``next(_:)``, or the initial one.
    public var previous: [Element] { storedPrevious }

    // Inlinable storage, so that `next(_:)` is specialised where it is called.
    @usableFromInline internal var storedPrevious: [Element]
    @usableFromInline internal let identity: @Sendable (Element) -> Identity
    @usableFromInline internal let contentMatches: @Sendable (Element, Element) -> Bool

    /// Creates a tracker.
    ///
    /// - Parameters:
    ///   - initial: The array the first changeset starts from; empty by default, so the
    ///     first changeset inserts everything.
    ///   - identity: What tells items apart.
    ///   - contentMatches: Whether two items with the same identity show the same content.
    public init(
        _ initial: [Element] = [],
        identity: @escaping @Sendable (Element) -> Identity,
        contentMatches: @escaping @Sendable (Element, Element) -> Bool
    ) {
        self.storedPrevious = initial
        self.identity = identity
        self.contentMatches = contentMatches
    }

    /// The changes from the previous array to `elements`, which becomes the previous array.
    ///
    /// - Parameter elements: The new array.
    /// - Returns: The changeset from the previous array to `elements`.
    /// - Complexity: O(n + m log m) time and O(n + m) memory, as
    ///   ``Changeset/init(from:to:identity:contentMatches:)``.
    @inlinable
    public mutating func next(_ elements: [Element]) -> Changeset {
        let changeset = Changeset(from: storedPrevious, to: elements, identity: identity, contentMatches: contentMatches)
        storedPrevious = elements
        return changeset
    }
}

extension ChangeTracker: Sendable where Element: Sendable {}

extension ChangeTracker where Element: Differentiable & SendableMetatype, Identity: SendableMetatype, Identity == Element.Identity {
    /// Creates a tracker for ``Differentiable`` items.
    ///
    /// - Parameter initial: The array the first changeset starts from; empty by default.
    public init(_ initial: [Element] = []) {
        self.init(initial, identity: { $0.identity }, contentMatches: { $0.isContentEqual(to: $1) })
    }
}

extension ChangeTracker where Element: Equatable & SendableMetatype {
    /// Creates a tracker that compares content with `==`.
    ///
    /// - Parameters:
    ///   - initial: The array the first changeset starts from; empty by default.
    ///   - identity: What tells items apart.
    public init(_ initial: [Element] = [], identity: @escaping @Sendable (Element) -> Identity) {
        self.init(initial, identity: identity, contentMatches: { $0 == $1 })
    }
}
