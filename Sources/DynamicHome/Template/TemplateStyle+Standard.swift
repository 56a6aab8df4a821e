/// The styles of the standard templates (HomeTemplates' `HomeFactory.standard`), named
/// here so that any package can use them (register a template after `.list`, make
/// `.grid` a template's alternative) without depending on HomeTemplates.
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
