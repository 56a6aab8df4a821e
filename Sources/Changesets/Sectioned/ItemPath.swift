/// The place of an item in sectioned data: its section, and its index within that section,
/// like UIKit's `IndexPath` with a section and a row or item.
public struct ItemPath: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the item within its section.
    public var item: Int

    /// Creates a path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// `(section, item)`, for example `(1, 4)`.
    public var description: String { "(\(section), \(item))" }

    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }
}
