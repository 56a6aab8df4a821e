extension TemplateStyle {
    /// The style of ``ConformanceStandIn``.
    public static let conformanceStandIn: TemplateStyle = "conformance-stand-in"
}

/// A template that draws nothing and does nothing: what the `release` check replaces the
/// template under check with. Public so that a failure's reproduction runs as printed.
public final class ConformanceStandIn: HomeTemplate {
    public static let style = TemplateStyle.conformanceStandIn
    public static let summary = "draws nothing; stands in for a replaced template"

    public init() {}

    public func draw(in canvas: inout Canvas, context: DrawContext) {}

    public func handle(_ event: InputEvent) -> EventHandling { .ignored }
}
