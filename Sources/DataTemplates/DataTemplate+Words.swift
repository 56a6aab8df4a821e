import DynamicHome

extension DataTemplate: DescribesEntries {
    /// The text the item's entry draws, in reading order (``EntryWords``), at the size
    /// of the last frame's entries (80 by 24's before the first): its badges and fields,
    /// and none of what the item line says (its title, kind and length).
    public func spokenWords(for item: HomeItem) -> String? {
        let size = currentLayout.entryCanvasSize
        let node = definition.draw
        return heardEntries.words(of: item, size: size, limit: 2 * items.count + 64) {
            EntryWords.words(of: node, item: item, size: size)
        }
    }
}
