extension Changeset {
    /// The array this changeset makes of `old`: deleted items leave, inserted items and new
    /// content come from `new`, and every other element is the old element, moved or kept.
    ///
    /// Only inserted items, updated items and moves whose content changed are taken from
    /// `new`; the rest is taken from `old`, so a changeset that misses a change gives an
    /// array that differs from `new` (which is what ``verify(_:old:new:)`` checks).
    ///
    /// - Parameters:
    ///   - old: The array before.
    ///   - new: The array after, where inserted items and new content are read.
    /// - Returns: The array after the changeset.
    /// - Throws: ``ChangesetVerificationError`` when the changeset breaks a batch rule that
    ///   needs no elements (an index out of range or used twice, counts that do not add up,
    ///   an update of an item that does not stay), rather than crashing.
    /// - Complexity: O(n + m + c) for n old and m new items and c listed changes.
    public func applied<Old, New>(
        to old: Old,
        using new: New
    ) throws(ChangesetVerificationError) -> [Old.Element]
    where Old: RandomAccessCollection, New: RandomAccessCollection, Old.Element == New.Element {
        let oldElements = ContiguousArray(old)
        let newElements = ContiguousArray(new)
        switch plan(oldCount: oldElements.count, newCount: newElements.count) {
        case .failure(let violation):
            throw violation.error
        case .success(let plan):
            var result: [Old.Element] = []
            result.reserveCapacity(newElements.count)
            for (newIndex, source) in plan.sources.enumerated() {
                result.append(source >= 0 ? oldElements[source] : newElements[newIndex])
            }
            return result
        }
    }

    /// Performs this changeset on `elements`, as ``applied(to:using:)``.
    ///
    /// - Parameters:
    ///   - elements: The array before; the array after once the call returns. Left as it
    ///     was when the call throws.
    ///   - new: The array after, where inserted items and new content are read.
    /// - Throws: ``ChangesetVerificationError`` when the changeset breaks a batch rule.
    /// - Complexity: O(n + m + c).
    public func apply<New>(
        to elements: inout [New.Element],
        using new: New
    ) throws(ChangesetVerificationError) where New: RandomAccessCollection {
        elements = try applied(to: elements, using: new)
    }
}
