import DynamicHome
import DynamicHomeTesting

/// Items with every kind, wide glyphs, combining marks, long and missing texts: what
/// `make` hands a template by default.
let goldenItems: [HomeItem] = TemplateTesting.items

