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
        try checkNoRepeatedKeys(path: "")
    }

    private func checkNoRepeatedKeys(path: String) throws(Diagnostic) {
        switch kind {
        case .object:
            var seen: [String: JSONNode] = [:]
            seen.reserveCapacity(count)
            try forEachMember { member throws(Diagnostic) in
                if let first = seen[member.key]?.location {
                    let subject = path.isEmpty ? "the top-level object" : path.hasPrefix("[") ? "element \(path)" : "\"\(path)\""
                    throw Diagnostic(
                        .error, at: member.keyLocation,
                        "\(subject) has the key \"\(Excerpt.of(member.key))\" twice (first at \(first.line):\(first.column))",
                        hint: "keep one")
                }
                seen[member.key] = member.keyNode
                guard member.value.kind == .object || member.value.kind == .array else { return }
                let key = Excerpt.of(member.key)
                try member.value.checkNoRepeatedKeys(path: path.isEmpty ? key : "\(path).\(key)")
            }
        case .array:
            var index = 0
            try forEachElement { element throws(Diagnostic) in
                defer { index += 1 }
                guard element.kind == .object || element.kind == .array else { return }
                try element.checkNoRepeatedKeys(path: "\(path)[\(index)]")
            }
        default:
            return
        }
    }
}
