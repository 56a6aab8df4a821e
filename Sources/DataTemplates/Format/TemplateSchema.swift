import DynamicHome

/// The JSON Schema of template files (draft 2020-12), for editors and for checks outside
/// `home`: `home templates schema` prints it, and a file's `"$schema"` can name a copy.
///
/// It says the shape of a file: its keys, the nodes and their attributes, the names of
/// styles and of what `when` tests. What a schema cannot say (the bindings inside text,
/// the limits of a drawing, a style already registered) ``TemplateDocument`` checks, at
/// its places.
public enum TemplateSchema {
    /// The schema, as JSON text.
    public static let text = #"""
{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "$id": "https://github.com/dynamic-home/DynamicHome/template.schema.json",
  "title": "DynamicHome template file",
  "description": "A template that is data: how a day's entries are arranged and how one entry is drawn. `home templates validate FILE` checks what a schema cannot (bindings, places, limits).",
  "type": "object",
  "required": ["template", "version", "draw"],
  "additionalProperties": false,
  "properties": {
    "$schema": {"type": "string"},
    "template": {"$ref": "#/$defs/style", "description": "The style the template draws: what \#(FeatureDecisions.Key.template) and the screen's template select."},
    "version": {"type": "integer", "minimum": 1, "description": "The version of the format; this build reads 1. A newer one is drawn with the fallback style."},
    "summary": {"type": "string", "description": "A short phrase for `home templates`."},
    "fallback": {"$ref": "#/$defs/style", "description": "The style a build that does not understand the version draws instead."},
    "alternative": {"$ref": "#/$defs/style", "description": "The style `v` switches to (default: the fallback, else none)."},
    "quickLook": {"type": "boolean", "description": "Whether space opens a quick look of any item."},
    "arrange": {"enum": ["rows", "columns", "rail"], "description": "rows: one entry a row, the full width; columns: entries entry.width wide, as many a row as fit; rail: one row of entries a section, scrolled sideways."},
    "entry": {
      "type": "object",
      "additionalProperties": false,
      "properties": {
        "height": {"type": "integer", "minimum": 1, "maximum": 50, "description": "Rows an entry takes (default 1)."},
        "width": {"type": "integer", "minimum": 1, "maximum": 500, "description": "Columns an entry takes, for columns and rail (default 24)."},
        "gap": {"type": "integer", "minimum": 0, "maximum": 20, "description": "Columns between two entries side by side (default 1)."}
      }
    },
    "draw": {"$ref": "#/$defs/node", "description": "How one entry is drawn."}
  },
  "$defs": {
    "style": {"type": "string", "pattern": "^[a-z][A-Za-z0-9_-]{0,63}$"},
    "text": {"type": "string", "description": "Text with bindings: ${title}, ${description}, ${byline}, ${minutes}, ${kind}, ${identifier}, ${length}, ${section}, ${fields.NAME}, ${A ?? B}, ${A ?? \"literal\"}; $${ writes ${."},
    "path": {"type": "string", "pattern": "^(title|description|byline|minutes|kind|identifier|length|section|highlighted|fields\\.[A-Za-z_][A-Za-z0-9_-]{0,63})$"},
    "extent": {"oneOf": [{"type": "integer", "minimum": 0, "maximum": 1000}, {"const": "fill"}]},
    "styleName": {"enum": ["text", "title", "secondary", "accent", "badge", "border", "error"]},
    "node": {
      "oneOf": [
        {"$ref": "#/$defs/textNode"},
        {"$ref": "#/$defs/badgeNode"},
        {"$ref": "#/$defs/rowNode"},
        {"$ref": "#/$defs/columnNode"},
        {"$ref": "#/$defs/whenNode"},
        {"$ref": "#/$defs/ruleNode"},
        {"$ref": "#/$defs/spaceNode"}
      ]
    },
    "textNode": {
      "type": "object",
      "required": ["text"],
      "additionalProperties": false,
      "properties": {
        "text": {"$ref": "#/$defs/text"},
        "style": {"$ref": "#/$defs/styleName"},
        "width": {"$ref": "#/$defs/extent"},
        "align": {"enum": ["left", "right", "center"]},
        "lines": {"type": "integer", "minimum": 1, "maximum": 20}
      }
    },
    "badgeNode": {
      "type": "object",
      "required": ["badge"],
      "additionalProperties": false,
      "properties": {
        "badge": {"$ref": "#/$defs/text"},
        "style": {"$ref": "#/$defs/styleName"},
        "width": {"$ref": "#/$defs/extent"},
        "align": {"enum": ["left", "right", "center"]}
      }
    },
    "rowNode": {
      "type": "object",
      "required": ["row"],
      "additionalProperties": false,
      "properties": {
        "row": {"type": "array", "items": {"$ref": "#/$defs/node"}},
        "gap": {"type": "integer", "minimum": 0, "maximum": 100},
        "width": {"$ref": "#/$defs/extent"}
      }
    },
    "columnNode": {
      "type": "object",
      "required": ["column"],
      "additionalProperties": false,
      "properties": {
        "column": {"type": "array", "items": {"$ref": "#/$defs/node"}},
        "gap": {"type": "integer", "minimum": 0, "maximum": 100},
        "width": {"$ref": "#/$defs/extent"}
      }
    },
    "whenNode": {
      "type": "object",
      "required": ["when", "then"],
      "additionalProperties": false,
      "properties": {
        "when": {"$ref": "#/$defs/path"},
        "then": {"$ref": "#/$defs/node"},
        "else": {"$ref": "#/$defs/node"}
      }
    },
    "ruleNode": {
      "type": "object",
      "required": ["rule"],
      "additionalProperties": false,
      "properties": {
        "rule": {"type": "string", "minLength": 1},
        "width": {"$ref": "#/$defs/extent"},
        "style": {"$ref": "#/$defs/styleName"}
      }
    },
    "spaceNode": {
      "type": "object",
      "required": ["space"],
      "additionalProperties": false,
      "properties": {
        "space": {"$ref": "#/$defs/extent"}
      }
    }
  }
}

"""#
}
