import DynamicHome

extension TemplateReader {
    /// The words that say what a node is, one to a node.
    static let nodeKinds = ["text", "badge", "row", "column", "when", "rule", "space"]

    /// The other keys each kind of node takes.
    static let attributes: [String: [String]] = [
        "text": ["style", "width", "align", "lines"],
        "badge": ["style", "width", "align"],
        "row": ["gap", "width"],
        "column": ["gap", "width"],
        "when": ["then", "else"],
        "rule": ["width", "style"],
        "space": [],
    ]

    /// Reads one node and what it holds; a node this build does not know is a warning and
    /// is left out (``TemplateNode/nothing``), so that the rest draws.
    ///
    /// - Parameters:
    ///   - json: The node's JSON.
    ///   - depth: Its level: the drawing's first node is at 1.
    mutating func node(_ json: JSONNode, depth: Int) -> TemplateNode {
        nodeCount += 1
        if nodeCount > TemplateDocument.maximumNodes {
            if !reportedNodeLimit {
                reportedNodeLimit = true
                error(json.location, "the drawing has more than \(TemplateDocument.maximumNodes.formatted) nodes; this is node \((TemplateDocument.maximumNodes + 1).formatted)",
                      hint: "a template draws one entry: use fewer nodes")
            }
            return .nothing
        }
        if depth > TemplateDocument.maximumDepth {
            if !reportedDepthLimit {
                reportedDepthLimit = true
                error(json.location, "nodes are nested more than \(TemplateDocument.maximumDepth) levels deep here",
                      hint: "a template draws one entry: nest rows and columns less deeply")
            }
            return .nothing
        }
        guard let members = json.members else {
            error(json.location, "a node must be an object, not \(json.typeWithArticle)", hint: "e.g. {\"text\": \"${title}\"}")
            return .nothing
        }
        let kinds = members.filter { member in Self.nodeKinds.contains { $0.isWord(member.key) } }
        guard let kind = kinds.first else {
            let unknown = members.first { member in !Self.attributes.values.contains { $0.contains { $0.isWord(member.key) } } } ?? members.first
            if let unknown {
                warning(unknown.keyLocation, "unknown node \"\(Excerpt.of(unknown.key))\"; it is left out and the rest is drawn",
                        hint: Spelling.suggestion(for: unknown.key, in: Self.nodeKinds) ?? "nodes are \(Self.nodeKinds.joined(separator: ", "))")
            } else {
                warning(json.location, "an empty node draws nothing; it is left out", hint: "nodes are \(Self.nodeKinds.joined(separator: ", "))")
            }
            return .nothing
        }
        if kinds.count > 1 {
            error(kinds[1].keyLocation, "a node is of one kind, and this one says \"\(kind.key)\" and \"\(kinds[1].key)\"",
                  hint: "put them in a row or a column: {\"row\": [{\"\(kind.key)\": …}, {\"\(kinds[1].key)\": …}]}")
        }
        let allowed = Self.attributes.first { $0.key.isWord(kind.key) }?.value ?? []
        for member in members where !allowed.contains(where: { $0.isWord(member.key) }) && !Self.nodeKinds.contains(where: { $0.isWord(member.key) }) {
            warning(member.keyLocation, "\"\(Excerpt.of(member.key))\" does not apply to a \(kind.key) node; it is ignored",
                    hint: Spelling.suggestion(for: member.key, in: allowed) ?? (allowed.isEmpty ? "a \(kind.key) node takes nothing else" : "a \(kind.key) node takes \(allowed.joined(separator: ", "))"))
        }
        let value = kind.value
        switch Self.nodeKinds.first(where: { $0.isWord(kind.key) }) ?? "" {
        case "text", "badge":
            let text = textNode(value, json, kind: kind.key)
            return kind.key.isWord("text") ? .text(text) : .badge(text)
        case "row", "column":
            let gap = json.member("gap").flatMap { integer($0, "\"gap\" of a \(kind.key)", in: 0...100) } ?? 0
            guard let elements = value.elements else {
                error(value.location, "\"\(kind.key)\" must be an array of nodes, not \(value.typeWithArticle)",
                      hint: "e.g. {\"\(kind.key)\": [{\"text\": \"${title}\"}, {\"text\": \"${byline}\"}]}")
                return .nothing
            }
            let width = json.member("width").flatMap { extent($0, "\"width\" of a \(kind.key)") } ?? .fill
            let children = elements.map { node($0, depth: depth + 1) }.filter { $0 != .nothing }
            return kind.key.isWord("row") ? .row(children, gap: gap, width: width) : .column(children, gap: gap, width: width)
        case "when":
            let path = string(value, "\"when\"").flatMap { conditionPath($0, in: value) }
            let then = require(json, "then", hint: "what is drawn when \(path?.name ?? "it") is there, e.g. \"then\": {\"text\": \"${\(path?.name ?? "title")}\"}")
                .map { node($0, depth: depth + 1) } ?? .nothing
            let otherwise = json.member("else").map { node($0, depth: depth + 1) } ?? .nothing
            guard let path else { return .nothing }
            return .when(path, then: then, else: otherwise)
        case "rule":
            var character = "─"
            if let text = string(value, "\"rule\"") {
                let glyphs = TextLayout.glyphs(text)
                if glyphs.count == 1, text.count == 1 {
                    character = text
                } else {
                    error(value.location, "a rule is drawn with one character, not '\(Excerpt.of(text))'", hint: "e.g. \"rule\": \"─\"")
                }
            }
            let width = json.member("width").flatMap { extent($0, "\"width\" of a rule") }
            let style = json.member("style").flatMap { choice($0, "\"style\"", StyleName.self) } ?? .border
            return .rule(RuleNode(character: character, width: width, style: style))
        default:  // "space"
            return .space(extent(value, "\"space\"") ?? .fixed(0))
        }
    }

    /// A `text` or `badge` node's text and attributes.
    private mutating func textNode(_ value: JSONNode, _ json: JSONNode, kind: String) -> TextNode {
        let text = string(value, "\"\(kind)\"").map { textTemplate($0, in: value) } ?? TextTemplate(literal: "")
        var style: StyleName = kind.isWord("badge") ? .badge : .text
        if let node = json.member("style") { style = choice(node, "\"style\"", StyleName.self) ?? style }
        let width = json.member("width").flatMap { extent($0, "\"width\" of a \(kind)") }
        var align = Alignment.left
        if let node = json.member("align") { align = choice(node, "\"align\"", Alignment.self) ?? .left }
        var lines = 1
        if let node = json.member("lines") {
            lines = integer(node, "\"lines\"", in: TextNode.lineCounts, hint: "the rows the text wraps over") ?? 1
        }
        return TextNode(text: text, style: style, width: width, align: align, lines: lines)
    }

    /// A number of columns (or rows), or `"fill"`.
    private mutating func extent(_ node: JSONNode, _ subject: @autoclosure () -> String) -> Extent? {
        if node.string?.isWord("fill") == true { return .fill }
        if case .number = node.value {
            return integer(node, subject(), in: TextNode.widths, hint: "or \"fill\" for a share of what is left").map(Extent.fixed)
        }
        error(node.location, "\(subject()) must be a whole number or \"fill\", not \(node.string.map { "'\(Excerpt.of($0))'" } ?? node.typeWithArticle)",
              hint: Spelling.nearest(to: node.string ?? "", in: ["fill"]).map { _ in "did you mean 'fill'?" } ?? "e.g. 8, or \"fill\"")
        return nil
    }
}
