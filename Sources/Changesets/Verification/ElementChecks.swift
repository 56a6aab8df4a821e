/// The checks that need elements, shared by flat changesets, sections and items: moves and
/// updates keep identity, and what comes from the old side matches the new side.
///
/// `changes` lists (old, new) index pairs, the first `moveCount` of them moves.
func checkElements<Element, Identity: Hashable>(
    changes: [(Int, Int)],
    moveCount: Int,
    sources: [Int],
    newRoles: [IndexRole],
    oldPosition: (Int) -> Position,
    newPosition: (Int) -> Position,
    old: (Int) -> Element,
    new: (Int) -> Element,
    identity: (Element) -> Identity,
    contentMatches: (Element, Element) -> Bool
) throws(Violation) {
    for (offset, (from, to)) in changes.enumerated() where identity(old(from)) != identity(new(to)) {
        let change: Change = offset < moveCount
            ? .move(oldPosition(from), newPosition(to))
            : .update(oldPosition(from), newPosition(to))
        throw .differentIdentities(change, old: oldPosition(from), new: newPosition(to))
    }
    for (newIndex, source) in sources.enumerated() where source >= 0 {
        let oldElement = old(source)
        let newElement = new(newIndex)
        if newRoles[newIndex] == .moved {
            if !contentMatches(oldElement, newElement) {
                throw .moveChangedContent(.move(oldPosition(source), newPosition(newIndex)), old: oldPosition(source), new: newPosition(newIndex))
            }
        } else if identity(oldElement) != identity(newElement) {
            throw .stayIsDifferentItem(old: oldPosition(source), new: newPosition(newIndex))
        } else if !contentMatches(oldElement, newElement) {
            throw .stayChangedContent(old: oldPosition(source), new: newPosition(newIndex))
        }
    }
}
