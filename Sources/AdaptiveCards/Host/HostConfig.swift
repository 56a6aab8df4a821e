import TextCanvas

/// What a host says of how cards look on it, as an Adaptive Cards host config does:
/// spacing, colours by container style, image sizes, how actions and facts are laid out,
/// and the features cards may require. Pixels become terminal cells at
/// ``pixelsPerColumn`` and ``pixelsPerRow``.
///
/// ``terminal`` suits a terminal; ``read(_:file:)`` reads a host config file (any of
/// Adaptive Cards' samples), keeping the terminal's values where the file says nothing.
/// Colours go through the screen's encoder, so `NO_COLOR` and `--color never` still
/// draw without any.
public struct HostConfig: Hashable, Sendable {
    /// A text colour, normal and subtle.
    public struct Shades: Hashable, Sendable {
        /// The colour of text; `nil` for the terminal's own.
        public var normal: Color?
        /// The colour of subtle text.
        public var subtle: Color?

        /// Creates shades.
        public init(_ normal: Color?, _ subtle: Color?) {
            self.normal = normal
            self.subtle = subtle
        }
    }

    /// The colours of one container style.
    public struct Palette: Hashable, Sendable {
        /// The background, when the style has one.
        public var background: Color?
        /// The text colours by role.
        public var foreground: [TextColor: Shades]

        /// A palette.
        public init(background: Color? = nil, foreground: [TextColor: Shades] = [:]) {
            self.background = background
            self.foreground = foreground
        }
    }

    /// How actions are laid out.
    public enum Orientation: String, CardWord {
        case horizontal, vertical
    }

    /// The space each spacing word stands for, in pixels.
    public var spacing: [CardSpacing: Int]
    /// The colours of each container style.
    public var palettes: [ContainerStyle: Palette]
    /// The colour of separators.
    public var separatorColor: Color?
    /// Whether cards may have actions and inputs: a host without (a notification) draws none.
    public var supportsInteractivity = true
    /// The sizes of images, in pixels.
    public var imageSizes: [ImageSize: Int] = [.small: 40, .medium: 80, .large: 160]
    /// The most actions drawn in one set; more are left out.
    public var maxActions = 6
    /// Actions side by side, or one a line.
    public var actionsOrientation = Orientation.horizontal
    /// Where the actions go across.
    public var actionAlignment = HorizontalAlignment.left
    /// The space between buttons, in pixels.
    public var buttonSpacing = 8
    /// Whether a fact's title is bold.
    public var factTitleIsBold = true
    /// The widest a fact's title is, in pixels.
    public var factTitleMaxWidth = 150
    /// What marks a required input's label.
    public var requiredSuffix = " *"
    /// The features cards may require, beside those of the renderer.
    public var capabilities: [String: CardVersion] = [:]
    /// Pixels a terminal column stands for.
    public var pixelsPerColumn = 8
    /// Pixels a terminal row stands for.
    public var pixelsPerRow = 20

    /// A host config: the terminal's spacing, palettes and the rest, to change.
    public init(spacing: [CardSpacing: Int], palettes: [ContainerStyle: Palette]) {
        self.spacing = spacing
        self.palettes = palettes
    }

    /// The host config of a terminal: no space between most elements (a row is 20
    /// pixels), colours that read on dark and light terminals, buttons side by side.
    public static let terminal: HostConfig = {
        let foreground: [TextColor: Shades] = [
            .default: Shades(nil, .rgb(138, 143, 152)),
            .dark: Shades(nil, .rgb(138, 143, 152)),
            .light: Shades(.rgb(200, 204, 212), .rgb(138, 143, 152)),
            .accent: Shades(.rgb(97, 175, 239), .rgb(86, 140, 186)),
            .good: Shades(.rgb(152, 195, 121), .rgb(120, 156, 96)),
            .warning: Shades(.rgb(229, 192, 123), .rgb(184, 154, 98)),
            .attention: Shades(.rgb(224, 108, 117), .rgb(179, 86, 94)),
        ]
        var palettes: [ContainerStyle: Palette] = [.default: Palette(foreground: foreground)]
        let backgrounds: [ContainerStyle: Color] = [
            .emphasis: .rgb(40, 44, 52), .accent: .rgb(28, 44, 66), .good: .rgb(30, 52, 34),
            .attention: .rgb(66, 30, 34), .warning: .rgb(62, 52, 26),
        ]
        for (style, background) in backgrounds { palettes[style] = Palette(background: background, foreground: foreground) }
        var config = HostConfig(
            spacing: [.none: 0, .small: 4, .default: 8, .medium: 20, .large: 30, .extraLarge: 40, .padding: 20],
            palettes: palettes)
        config.separatorColor = .rgb(88, 94, 104)
        return config
    }()

    /// The rows `spacing` stands for.
    public func rows(for spacing: CardSpacing) -> Int {
        (self.spacing[spacing] ?? 0) / max(1, pixelsPerRow)
    }

    /// The columns `pixels` stand for, at least one.
    public func columns(forPixels pixels: Int) -> Int {
        max(1, (pixels + pixelsPerColumn / 2) / max(1, pixelsPerColumn))
    }

    /// The rows `pixels` stand for.
    public func rows(forPixels pixels: Int) -> Int {
        pixels / max(1, pixelsPerRow)
    }

    /// The colour of text of `color` in a container of `style`.
    public func foreground(_ color: TextColor, subtle: Bool, in style: ContainerStyle) -> Color? {
        let shades = palettes[style]?.foreground[color] ?? palettes[.default]?.foreground[color]
        return subtle ? (shades?.subtle ?? shades?.normal) : shades?.normal
    }
}
