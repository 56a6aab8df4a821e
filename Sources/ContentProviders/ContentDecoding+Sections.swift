import DayDeck
import Diagnostics

extension ContentDecoding {
    /// The keys of a section object.
    static let sectionKeys = ["identifier", "title", "items", "template"]
    /// The keys every section object has.
    static let requiredSectionKeys = ["identifier", "title", "items"]

    /// A sectioned day's items in order, each told its section, and where each starts.
    ///
    /// - Throws: ``ContentError/Reason/malformed`` for a top-level object that is not
    ///   `{"sections": [...]}`, a section that is not an object of a non-empty string
    ///   identifier, a string title and an array of items, and an item that does not
    ///   decode; ``ContentError/Reason/invalidItems`` for two sections with one identifier.
    static func sectionedItems<Item: Decodable>(
        _ root: JSONNode, from bytes: [UInt8], source: String
    ) throws(ContentError) -> (items: [Item], locations: [JSONNode]) {
        func failure(_ node: JSONNode, _ message: String, hint: String? = nil, reason: ContentError.Reason = .malformed) -> ContentError {
            ContentError(reason, Diagnostic(.error, at: node.location, message, hint: hint).inFile(source).description)
        }
        let shape = "write {\"sections\": [{\"identifier\": ID, \"title\": TEXT, \"items\": [...]}]} (each section may add \"template\": STYLE), or an array of items"
        let keysHint = "a section has \"identifier\", \"title\" and \"items\", and may have \"template\""
        if let unknown = root.members?.first(where: { $0.key != "sections" }) {
            throw failure(
                unknown.value, "a day's content has the unknown key \"\(Excerpt.of(unknown.key))\"",
                hint: Spelling.suggestion(for: unknown.key, in: ["sections"]) ?? shape)
        }
        guard let list = root["sections"] else {
            throw failure(root, "a day's content must be an array of items or {\"sections\": [...]}, not an empty object", hint: shape)
        }
        guard let nodes = list.elements else {
            throw failure(list, "\"sections\" must be an array of sections, not \(list.typeWithArticle)", hint: shape)
        }
        var sections: [ContentSection] = []
        var elements: [JSONNode] = []
        var seen: [String: (index: Int, location: SourceLocation)] = [:]
        for (index, node) in nodes.enumerated() {
            let subject = "\"sections[\(index)]\""
            guard let members = node.members else {
                throw failure(node, "\(subject) must be a section object, not \(node.typeWithArticle)", hint: shape)
            }
            if let unknown = members.first(where: { !sectionKeys.contains($0.key) }) {
                throw failure(
                    unknown.value, "\(subject) has the unknown key \"\(Excerpt.of(unknown.key))\"",
                    hint: Spelling.suggestion(for: unknown.key, in: sectionKeys) ?? keysHint)
            }
            for key in requiredSectionKeys where node[key] == nil {
                throw failure(node, "missing key \"\(key)\" in \(subject)", hint: keysHint)
            }
            let identifierNode = node["identifier"]!, titleNode = node["title"]!, itemsNode = node["items"]!
            guard let identifier = identifierNode.string, !identifier.isEmpty else {
                let found = identifierNode.string != nil ? "an empty string" : identifierNode.typeWithArticle
                throw failure(identifierNode, "\(subject).identifier must be a non-empty string, not \(found)")
            }
            guard let title = titleNode.string else {
                throw failure(titleNode, "\(subject).title must be a string, not \(titleNode.typeWithArticle)")
            }
            guard let items = itemsNode.elements else {
                throw failure(itemsNode, "\(subject).items must be an array of items, not \(itemsNode.typeWithArticle)")
            }
            if let first = seen[identifier] {
                throw failure(
                    identifierNode,
                    "sections [\(first.index)] (at \(first.location.line):\(first.location.column)) and [\(index)] share the identifier \"\(Excerpt.of(identifier))\"",
                    hint: "give every section its own identifier", reason: .invalidItems)
            }
            var template: (style: String, place: String)?
            if let templateNode = node["template"] {
                guard let style = templateNode.string, !style.isEmpty else {
                    let found = templateNode.string != nil ? "an empty string" : templateNode.typeWithArticle
                    throw failure(templateNode, "\(subject).template must be the style of a template, e.g. \"grid\", not \(found)")
                }
                template = (style, located(templateNode.location, in: source))
            }
            seen[identifier] = (index, node.location)
            sections.append(ContentSection(identifier: identifier, title: title, template: template?.style, templatePlace: template?.place))
            elements += items
        }
        let decoded: Sections<Item>
        do {
            decoded = try root.decode(Sections<Item>.self, from: bytes)
        } catch {
            throw ContentError(.malformed, error.inFile(source).description)
        }
        var items: [Item] = []
        items.reserveCapacity(elements.count)
        for (section, decodedSection) in zip(sections, decoded.sections) {
            items += decodedSection.items.map { placing($0, in: section) }
        }
        return (items, elements)
    }

    /// The item told its section, when it is a ``SectionMember``.
    private static func placing<Item>(_ item: Item, in section: ContentSection) -> Item {
        guard var member = item as? any SectionMember else { return item }
        member.section = section
        return member as? Item ?? item
    }

    /// What the decoder reads of a sectioned day: each section's items (the rest was
    /// checked on the tree).
    private struct Sections<Item: Decodable>: Decodable {
        struct Section: Decodable { var items: [Item] }
        var sections: [Section]
    }
}
