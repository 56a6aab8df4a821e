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
        switch value {
        case .object(let members):
            var seen: [String: SourceLocation] = [:]
            seen.reserveCapacity(members.count)
            for member in members {
                if let first = seen[member.key] {
                    let subject = path.isEmpty ? "the top-level object" : path.hasPrefix("[") ? "element \(path)" : "\"\(path)\""
                    throw Diagnostic(
                        .error, at: member.keyLocation,
                        "\(subject) has the key \"\(Excerpt.of(member.key))\" twice (first at \(first.line):\(first.column))",
                        hint: "keep one")
                }
                seen[member.key] = member.keyLocation
                let key = Excerpt.of(member.key)
                try member.value.checkNoRepeatedKeys(path: path.isEmpty ? key : "\(path).\(key)")
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                try element.checkNoRepeatedKeys(path: "\(path)[\(index)]")
            }
        default:
            return
        }
    }
}
