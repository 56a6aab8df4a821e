import DynamicHome

extension TemplateDefinition {
    /// The text of a starter template file for `style`, as `home templates new STYLE
    /// --json FILE` writes it: one row per item with its badge, title and length, and its
    /// description below, the highlighted one marked; it names the schema.
    public static func starterText(style: String) -> String {
        let name = style.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
        return #"""
            {
              "$schema": "./template.schema.json",
              "template": "\#(name)",
              "version": 1,
              "summary": "one row per item: badge, title, length, and a line of description",
              "fallback": "list",
              "alternative": "grid",
              "arrange": "rows",
              "entry": {"height": 2},
              "draw": {"column": [
                {"row": [
                  {"when": "highlighted", "then": {"text": "▸ "}, "else": {"text": "  "}},
                  {"badge": "${kind}", "width": 5},
                  {"space": 2},
                  {"text": "${title}", "style": "title", "width": "fill"},
                  {"when": "length", "then": {"space": 2}},
                  {"text": "${length}", "style": "secondary"}
                ]},
                {"row": [
                  {"space": 9},
                  {"text": "${description ?? byline ?? \"\"}", "style": "secondary", "width": "fill"}
                ]}
              ]}
            }

            """#
    }

    /// The template of ``starterText(style:)``.
    public static func starter(style: TemplateStyle) -> TemplateDefinition {
        let reading = TemplateDocument.read(Array(starterText(style: style.rawValue).utf8), file: "starter.json")
        guard let definition = reading.definition else {
            preconditionFailure("the starter template does not read: \(reading.diagnostics)")
        }
        return definition
    }
}
