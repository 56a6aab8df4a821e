import DynamicHome

/// The styles of the standard templates (`HomeFactory.standard`), named once here: a
/// package that registers a template after `.list`, or makes `.grid` a template's
/// alternative, imports HomeTemplates. DynamicHome itself names no standard style.
extension TemplateStyle {
    /// One row per item: `ListTemplate`.
    public static let list: TemplateStyle = "list"
    /// Cards in columns: `GridTemplate`.
    public static let grid: TemplateStyle = "grid"
    /// One big story, the rest in a strip: `HeroTemplate`.
    public static let hero: TemplateStyle = "hero"
    /// A rail of cards per section: `ShelvesTemplate`.
    public static let shelves: TemplateStyle = "shelves"
}
