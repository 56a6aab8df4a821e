import DynamicHome

extension TemplateReader {
    /// The version a file is written in: a whole number from 1. One too large for this
    /// build to hold (`9223372036854775808`), or a whole number written with a fraction or
    /// an exponent (`1e20`), is a version as any other: newer than this build understands
    /// when it is above ``TemplateDefinition/understoodVersion``.
    ///
    /// - Returns: The version (the largest `Int` for one larger) and its text as written.
    mutating func version(_ node: JSONNode) -> (value: Int, text: String)? {
        if case .number(let text) = node.value, Int(text) == nil, let number = Double(text), number >= 1,
           number.isInfinite || number.rounded() == number {
            return (Int(exactly: number) ?? .max, text)
        }
        return integer(node, "\"version\"", in: 1...Int.max, hint: "this build reads version \(TemplateDefinition.understoodVersion)")
            .map { ($0, String($0)) }
    }

    /// A file of a newer version: a warning at its version that says what draws it
    /// instead, as far as the file tells (what is registered is for ``TemplateLoading``
    /// to say).
    mutating func newer(
        style: TemplateStyle?, version: (value: Int, text: String), at location: SourceLocation, fallback: TemplateStyle?, summary: String?
    ) -> NewerTemplate? {
        let name = style.map { "'\($0)'" } ?? "it"
        let instead = switch fallback {
        case nil: "\(name) is drawn with the default style (no \"fallback\" is given)"
        case let fallback? where fallback == style: "its fallback '\(fallback)' is the template itself, so the first style registered draws it"
        case let fallback?: "\(name) is drawn with the fallback style '\(fallback)'"
        }
        warning(location, "the template is version \(Excerpt.of(version.text)), newer than this build understands (\(TemplateDefinition.understoodVersion)); \(instead)",
                hint: "update home to draw it as written")
        guard let style else { return nil }
        return NewerTemplate(style: style, version: version.value, fallback: fallback, summary: summary, versionText: version.text, location: location)
    }
}
