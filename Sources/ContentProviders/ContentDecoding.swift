import DayDeck
import Diagnostics

/// Turns the bytes of a day file or an index into values, with every problem reported
/// at its line and column; shared by the directory and HTTP providers, and by the
/// command line for the item lists it reads.
package enum ContentDecoding {
    /// Decodes a day's items: a JSON array of items, or `{"sections": [{"identifier",
    /// "title", "items"}]}` (items told their section when they are ``SectionMember``s),
    /// each item with its own, non-empty identifier across the day, and each section with
    /// its own identifier.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - source: The file path or URL, for messages.
    ///   - uniqueIdentifiers: Whether two items may not share an identifier (true for a
    ///     day's content; a list compared with another may repeat them).
    /// - Throws: ``ContentError/Reason/malformed`` for JSON or type errors, a key
    ///   written twice in one object and a section that is not `{"identifier", "title",
    ///   "items"}`; ``ContentError/Reason/invalidItems`` for an empty or repeated item or
    ///   section identifier; all say `source:line:column`.
    package static func items<Item: Decodable & Identifiable>(
        from bytes: [UInt8], source: String, uniqueIdentifiers: Bool = true
    ) throws(ContentError) -> [Item] {
        let root = try parse(bytes, source: source)
        let items: [Item]
        let elements: [JSONNode]
        if root.members != nil {
            (items, elements) = try sectionedItems(root, from: bytes, source: source)
        } else if let array = root.elements {
            elements = array
            do {
                items = try root.decode([Item].self, from: bytes)
            } catch {
                throw ContentError(.malformed, error.inFile(source).description)
            }
        } else {
            throw ContentError(
                .malformed,
                "\(located(root.location, in: source)): error: a day's content must be an array of items or {\"sections\": [...]}, not \(root.typeWithArticle)")
        }
        if uniqueIdentifiers {
            try ContentError.checkIdentifiers(items, source: source, locations: elements.map(\.location))
        }
        return items
    }

    /// Decodes an index: a JSON array of `YYYY-MM-DD` strings without repeats.
    ///
    /// - Returns: The days, sorted.
    /// - Throws: ``ContentError/Reason/malformed`` at the offending element.
    package static func days(from bytes: [UInt8], source: String) throws(ContentError) -> [Day] {
        let root = try parse(bytes, source: source)
        guard let elements = root.elements else {
            throw ContentError(
                .malformed,
                "\(located(root.location, in: source)): error: an index of days must be an array of dates like \"2026-11-21\", not \(root.typeWithArticle)")
        }
        var seen: [Day: SourceLocation] = [:]
        for element in elements {
            guard let text = element.string, let day = Day(text) else {
                let found = element.string.map { "\"\(Excerpt.of($0))\"" } ?? element.typeWithArticle
                throw ContentError(
                    .malformed,
                    "\(located(element.location, in: source)): error: \(found) is not a date; write YYYY-MM-DD, e.g. \"2026-11-21\"")
            }
            if let first = seen[day] {
                throw ContentError(
                    .malformed,
                    "\(located(element.location, in: source)): error: \(day) is listed twice (first at \(first.line):\(first.column)); list each day once")
            }
            seen[day] = element.location
        }
        return seen.keys.sorted()
    }

    /// The JSON tree, with no key written twice in one object (which JSON readers
    /// resolve silently, each its own way).
    static func parse(_ bytes: [UInt8], source: String) throws(ContentError) -> JSONNode {
        do {
            let root = try JSONNode.parse(bytes, file: source)
            try root.checkNoRepeatedKeys()
            return root
        } catch {
            throw ContentError(.malformed, error.inFile(source).description)
        }
    }

    static func located(_ location: SourceLocation, in source: String) -> String {
        "\(source):\(location.line):\(location.column)"
    }
}

extension ContentError {
    /// Checks that every item has a non-empty identifier that no other item shares.
    ///
    /// - Parameters:
    ///   - items: The items, in order.
    ///   - source: Where the items came from.
    ///   - locations: Where each item starts in its file, when known.
    /// - Throws: ``Reason/invalidItems`` naming the item and its place.
    static func checkIdentifiers<Item: Identifiable>(
        _ items: [Item],
        source: String,
        locations: [SourceLocation]
    ) throws(ContentError) {
        func place(_ index: Int) -> String {
            locations.indices.contains(index) ? ContentDecoding.located(locations[index], in: source) : source
        }
        var seen: [Item.ID: Int] = [:]
        seen.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            if "\(item.id)".isEmpty {
                throw ContentError(
                    .invalidItems, "\(place(index)): error: item [\(index)] has an empty identifier; every item needs one")
            }
            if let first = seen.updateValue(index, forKey: item.id) {
                let firstPlace = locations.indices.contains(first) ? " (at \(locations[first].line):\(locations[first].column))" : ""
                throw ContentError(
                    .invalidItems,
                    "\(place(index)): error: items [\(first)]\(firstPlace) and [\(index)] share the identifier \"\(Excerpt.of("\(item.id)"))\"; every item needs its own identifier")
            }
        }
    }
}

/// Items that have an identity content can be checked against: none may repeat.
extension ContentError {
    /// Checks that every item has a non-empty identifier and that no two share one.
    ///
    /// - Parameter source: Where the items came from, for the message.
    /// - Throws: ``Reason/invalidItems`` naming the first empty or repeated identifier
    ///   and the positions of the items.
    public static func checkIdentifiers<Item: Identifiable>(_ items: [Item], source: String) throws(ContentError) {
        try checkIdentifiers(items, source: source, locations: [])
    }
}
