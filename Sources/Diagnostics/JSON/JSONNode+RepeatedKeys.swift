extension JSONNode {
    /// Fails at the first key written twice in one object, in the order of the text.
    ///
    /// JSON leaves a repeated key's meaning open (most readers keep the last value and
    /// drop the first without a word), so input files that people write treat it as an
    /// error, at the place of the second key, naming where the first one is.
    ///
    /// - Throws: A ``Diagnostic`` such as `element [2] has the key "title" twice (first
    ///   at 3:5)`, with the hint "keep one".
    public func checkNoRepeatedKeys() throws(Diagnostic) {
        var path: [PathStep] = []
        try checkNoRepeatedKeys(path: &path)
    }

    /// A step of the path to a value: a member's key, or an element's index. The path is
    /// written out only for a message, not for every value.
    private enum PathStep {
        case key(String)
        case index(Int)
    }

    /// `features[2].name`, as a message names a value (keys as excerpts).
    private static func text(of path: [PathStep]) -> String {
        var text = ""
        for step in path {
            switch step {
            case .key(let key): text = text.isEmpty ? Excerpt.of(key) : "\(text).\(Excerpt.of(key))"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    private func checkNoRepeatedKeys(path: inout [PathStep]) throws(Diagnostic) {
        switch kind {
        case .object:
            // Few keys are compared with each other; many go through a dictionary.
            let count = self.count
            let many = count > 16
            var seen: [String: JSONNode] = [:]
            var earlier: [Member] = []
            if many { seen.reserveCapacity(count) } else { earlier.reserveCapacity(count) }
            try forEachMember { member throws(Diagnostic) in
                let first = many
                    ? seen[member.key]?.location
                    : earlier.first { $0.key == member.key }?.keyLocation
                if let first {
                    let written = Self.text(of: path)
                    let subject = written.isEmpty ? "the top-level object" : written.hasPrefix("[") ? "element \(written)" : "\"\(written)\""
                    throw Diagnostic(
                        .error, at: member.keyLocation,
                        "\(subject) has the key \"\(Excerpt.of(member.key))\" twice (first at \(first.line):\(first.column))",
                        hint: "keep one")
                }
                if many { seen[member.key] = member.keyNode } else { earlier.append(member) }
                guard member.value.kind == .object || member.value.kind == .array else { return }
                path.append(.key(member.key))
                try member.value.checkNoRepeatedKeys(path: &path)
                path.removeLast()
            }
        case .array:
            var index = 0
            try forEachElement { element throws(Diagnostic) in
                defer { index += 1 }
                guard element.kind == .object || element.kind == .array else { return }
                path.append(.index(index))
                try element.checkNoRepeatedKeys(path: &path)
                path.removeLast()
            }
        default:
            return
        }
    }
}
