import Diagnostics
import Essentials
import Foundation

/// What tells objects apart in `home diff`: a string or a number (compared by value).
package enum DiffIdentity: Hashable {
    case string(String)
    case number(String)

    /// The identity of a JSON string or number, or `nil` for any other value.
    init?(_ node: JSONNode) {
        switch node.value {
        case .string(let text):
            self = .string(text)
        case .number(let text):
            // Numbers are equal by value: 7, 7.0 and 7e0 are one identity.
            if let integer = Int(text) {
                self = .number(String(integer))
            } else if let real = Double(text), real.isFinite {
                self = real == real.rounded() && abs(real) < 1e18 ? .number(String(Int(real))) : .number(String(real))
            } else {
                self = .number(text)
            }
        default:
            return nil
        }
    }
}

/// One object of a diff input: its identity, and the whole object as its content.
package struct DiffObject {
    package var identity: DiffIdentity
    package var node: JSONNode

    /// The identity as written (the value of `identityKey`), then the object's `title`
    /// when it has a string one: made when printed, as only the changed objects are.
    package func label(identityKey: String) -> String {
        let identityNode = node[identityKey]
        var label = identityNode?.string ?? identityNode?.compactText ?? ""
        if let title = node["title"]?.string { label += "  " + title }
        return label
    }
}

/// One section of a sectioned diff input: compared by identity and title.
package struct DiffSection {
    /// `nil` for the one untitled section a flat array stands for beside sectioned data.
    package var identity: DiffIdentity?
    package var title: String
    package var items: [DiffObject]
    package var label: String
}

/// A file `home diff` compares: a JSON array of objects, or `{"sections": [...]}`.
package enum DiffInput {
    case flat([DiffObject])
    case sectioned([DiffSection])

    /// The sections: a flat array is one untitled section.
    package var sections: [DiffSection] {
        switch self {
        case .flat(let objects): [DiffSection(identity: nil, title: "", items: objects, label: "(untitled)")]
        case .sectioned(let sections): sections
        }
    }

    static let sectionKeys = ["identifier", "title", "items", "template"]
    static let requiredSectionKeys = ["identifier", "title", "items"]

    /// The largest diff input read: 64 MiB, about a million items of a few fields
    /// (reading one keeps its text and 8 bytes a value and a key).
    static let maximumBytes = 64 << 20

    /// Reads a diff input; every problem is an error at its `file:line:column`.
    ///
    /// - Parameters:
    ///   - path: The file.
    ///   - identityKey: The key of each item's identity (`identifier` unless `--id` says).
    @MainActor
    static func read(_ path: String, identityKey: String) throws(CommandFailure) -> DiffInput {
        let bytes: [UInt8]
        switch LocalFile.contents(of: path, limit: maximumBytes) {
        case .success(let read): bytes = read
        case .failure(let failure): throw CommandFailure("cannot read \(Excerpt.of(path)): \(failure.reason)")
        }
        return try parse(bytes, file: path, identityKey: identityKey)
    }

    /// Reads a diff input from its text; every problem is an error at its `file:line:column`.
    ///
    /// - Parameters:
    ///   - bytes: The file's UTF-8 text.
    ///   - path: The file, for messages.
    ///   - identityKey: The key of each item's identity.
    /// - Throws: The message `home diff` prints.
    package static func parse(_ bytes: [UInt8], file path: String, identityKey: String) throws(CommandFailure) -> DiffInput {
        let root: JSONNode
        do {
            root = try JSONNode.parse(bytes, file: path)
            try root.checkNoRepeatedKeys()
        } catch {
            throw CommandFailure(error.inFile(path).description)
        }
        func failure(_ node: JSONNode, _ message: String, hint: String? = nil) -> CommandFailure {
            CommandFailure(Diagnostic(.error, at: node.location, message, hint: hint).inFile(path).description)
        }
        func objects(_ elements: [JSONNode], path subject: (Int, String?) -> String) throws(CommandFailure) -> [DiffObject] {
            var objects: [DiffObject] = []
            objects.reserveCapacity(elements.count)
            for (index, element) in elements.enumerated() {
                guard element.members != nil else {
                    throw failure(element, "\(subject(index, nil)) must be an object, not \(element.typeWithArticle)")
                }
                guard let key = element[identityKey] else {
                    throw failure(
                        element, "\(subject(index, nil)) has no \"\(Excerpt.of(identityKey))\"",
                        hint: "give every object one, a string or a number, or name another key with --id KEY")
                }
                guard let identity = DiffIdentity(key) else {
                    throw failure(key, "\(subject(index, Excerpt.of(identityKey))) must be a string or a number, not \(key.typeWithArticle)")
                }
                objects.append(DiffObject(identity: identity, node: element))
            }
            return objects
        }
        if let elements = root.elements {
            return .flat(try objects(elements) { index, key in "element [\(index)]" + (key.map { ".\($0)" } ?? "") })
        }
        guard let members = root.members else {
            throw failure(root, "a diff input must be an array of objects or {\"sections\": [...]}, not \(root.typeWithArticle)")
        }
        if let unknown = members.first(where: { $0.key != "sections" }) {
            throw failure(
                unknown.value, "the top-level object has the unknown key \"\(Excerpt.of(unknown.key))\"",
                hint: Spelling.suggestion(for: unknown.key, in: ["sections"]) ?? "it holds only \"sections\"")
        }
        guard let sectionList = root["sections"] else {
            throw failure(root, "missing key \"sections\" in the top-level object", hint: "write {\"sections\": [{\"identifier\", \"title\", \"items\"}]}")
        }
        guard let sectionNodes = sectionList.elements else {
            throw failure(sectionList, "\"sections\" must be an array, not \(sectionList.typeWithArticle)")
        }
        var sections: [DiffSection] = []
        var seen: [DiffIdentity: (index: Int, location: SourceLocation)] = [:]
        for (index, node) in sectionNodes.enumerated() {
            let subject = "\"sections[\(index)]\""
            guard let sectionMembers = node.members else {
                throw failure(node, "\(subject) must be an object, not \(node.typeWithArticle)")
            }
            if let unknown = sectionMembers.first(where: { !sectionKeys.contains($0.key) }) {
                throw failure(
                    unknown.value, "\(subject) has the unknown key \"\(Excerpt.of(unknown.key))\"",
                    hint: Spelling.suggestion(for: unknown.key, in: sectionKeys) ?? "a section has \"identifier\", \"title\" and \"items\", and may have \"template\"")
            }
            for key in requiredSectionKeys where node[key] == nil {
                throw failure(node, "missing key \"\(key)\" in \(subject)")
            }
            guard let identity = DiffIdentity(node["identifier"]!) else {
                throw failure(node["identifier"]!, "\"sections[\(index)].identifier\" must be a string or a number, not \(node["identifier"]!.typeWithArticle)")
            }
            guard let title = node["title"]!.string else {
                throw failure(node["title"]!, "\"sections[\(index)].title\" must be a string, not \(node["title"]!.typeWithArticle)")
            }
            guard let items = node["items"]!.elements else {
                throw failure(node["items"]!, "\"sections[\(index)].items\" must be an array, not \(node["items"]!.typeWithArticle)")
            }
            if let first = seen[identity] {
                throw failure(
                    node, "sections [\(first.index)] (at \(first.location.line):\(first.location.column)) and [\(index)] share the identifier \(Excerpt.of(node["identifier"]!.compactText))",
                    hint: "give every section its own identifier")
            }
            seen[identity] = (index, node.location)
            let label = (node["identifier"]!.string ?? node["identifier"]!.compactText) + "  " + title
            sections.append(DiffSection(
                identity: identity, title: title,
                items: try objects(items) { item, key in "\"sections[\(index)].items[\(item)]" + (key.map { ".\($0)" } ?? "") + "\"" }, label: label))
        }
        return .sectioned(sections)
    }
}
