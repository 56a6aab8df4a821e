import DynamicHome

/// A template that is data: an ``/DynamicHome/ItemTemplate`` that draws a
/// ``TemplateDefinition`` read from a template file (or a toggle's payload).
///
/// Everything but the layout and the drawing of one entry is the kit's, as for a Swift
/// template: the keys, the highlight, the closures, scrolling, the scroll marks, the
/// animation of a change of the items, the empty day, the conformance checks. Every
/// instance has the style its definition names; all are of this one class.
///
/// ```swift
/// let reading = TemplateDocument.read(contentsOf: "Templates/Data/ticker.json")
/// let template = DataTemplate(reading.definition!)
/// template.style   // "ticker"
/// ```
public final class DataTemplate: ItemTemplate {
    /// The style of ``init()``'s template, the starter file's drawing: what the class
    /// registered by type draws.
    public static let style: TemplateStyle = "data"
    public static let summary = "a template that is data: the starter template file's drawing"

    public var kit = ItemKit()
    /// What it draws.
    public let definition: TemplateDefinition
    /// What its entries said last, to a screen reader.
    var heardEntries = EntryWordsCache()

    /// A template that draws `definition`.
    public init(_ definition: TemplateDefinition) {
        self.definition = definition
    }

    /// A template that draws the starter file's drawing (``TemplateDefinition/starter(style:)``),
    /// with the style `data`.
    public convenience init() {
        self.init(.starter(style: Self.style))
    }

    /// The template of the template file at `path`.
    ///
    /// - Throws: The file's diagnostics, when it has errors or a version this build
    ///   does not understand (which a factory draws with its fallback; see
    ///   ``TemplateLoading``).
    public convenience init(contentsOf path: String) throws(DiagnosticList) {
        let reading = TemplateDocument.read(contentsOf: path)
        guard let definition = reading.definition else { throw reading.diagnostics }
        self.init(definition)
    }

    /// The style the definition names.
    public var style: TemplateStyle { definition.style }
    /// The style `v` asks for.
    public var alternative: TemplateStyle? { definition.alternative }
    /// Whether space opens a quick look.
    public var spaceOpensQuickLook: Bool { definition.quickLook }

    /// Where the entries go: one a row (`rows`, the last column kept for the scroll
    /// marks), `entry.width` wide as many a row as fit (`columns`), or one rail a section
    /// (`rail`); `entry.height` rows high.
    public func layout(at size: Size) -> ItemLayout {
        let entry = definition.entry
        switch definition.arrangement {
        case .rows:
            return ItemLayout(area: Rect(size), entrySize: Size(width: size.width, height: entry.height), gap: 0)
        case .columns:
            let width = min(entry.width, max(1, size.width))
            let perRow = max(1, (size.width + entry.gap) / (width + entry.gap))
            return ItemLayout(
                area: Rect(size), entrySize: Size(width: width, height: entry.height), perRow: perRow, gap: entry.gap,
                scrollMarks: .ownColumn)
        case .rail:
            return ItemLayout(
                area: Rect(size), entrySize: Size(width: min(entry.width, max(1, size.width)), height: entry.height), gap: entry.gap,
                scrollMarks: .ownColumn, rails: true)
        }
    }

    /// One entry, drawn from the definition's nodes for the item.
    public func drawEntry(_ item: HomeItem, highlighted: Bool, in entry: inout Canvas, theme: Theme) {
        EntryDrawing.draw(definition.draw, item: item, highlighted: highlighted, in: &entry, theme: theme)
    }

    /// In a rail, the keys of the previous and next day (left and right, h and l) move
    /// along it; at its ends they are left to the screen, which changes the day.
    public func handleTemplateInput(_ input: ResolvedInput) -> EventHandling? {
        definition.arrangement == .rail ? moveAlongRail(input) : nil
    }

    /// The next and previous entry (tab and shift-tab) where entries stand side by side.
    public func handleTemplateCommand(_ command: KeyCommand) -> EventHandling? {
        guard definition.arrangement != .rows else { return nil }
        switch command {
        case .nextEntry: return moveHighlight(by: 1)
        case .previousEntry: return moveHighlight(by: -1)
        default: return nil
        }
    }
}
