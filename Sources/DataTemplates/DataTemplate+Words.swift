import DynamicHome

extension DataTemplate: DescribesEntries {
    /// The text the item's entry draws, node by node in reading order (a row left to
    /// right, a column top to bottom), each a sentence, at the size of the last frame's
    /// entries (80 by 24's before the first): its badges and fields as drawn, not its
    /// rules and borders, and none of what the item line says (a text or badge that shows
    /// the title, kind, length or minutes alone); `nil` when nothing is left.
    public func spokenWords(for item: HomeItem) -> String? {
        let size = currentLayout.entryCanvasSize
        let node = definition.draw
        return heardEntries.words(of: item, size: size, limit: 2 * items.count + 64) {
            EntryWords.words(of: node, item: item, size: size)
        }
    }
}
