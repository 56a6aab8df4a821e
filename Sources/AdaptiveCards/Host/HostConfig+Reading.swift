import Diagnostics
import TextCanvas

extension HostConfig {
    /// The top-level keys of a host config that this renderer reads, and those it knows
    /// and leaves (fonts and sizes a terminal cannot show).
    static let keys = [
        "spacing", "separator", "supportsInteractivity", "containerStyles", "imageSizes", "actions", "factSet", "inputs",
        "hostCapabilities", "fontTypes", "fontFamily", "fontSizes", "fontWeights", "textStyles", "textBlock", "adaptiveCard",
        "imageSet", "media", "table", "badgeStyles", "progressBar", "progressRing", "ratingStyles", "compoundButton", "$schema",
    ]

    /// Reads a host config, over the terminal's values.
    ///
    /// The terminal keeps its own text colour and background for the default container
    /// style (a light host's black text would not read on a dark terminal); the other
    /// styles take the file's backgrounds (when mostly opaque) and every style the
    /// file's colours of accent, good, warning, attention, light, dark and subtle text.
    ///
    /// - Parameter value: The host config's JSON.
    /// - Returns: The config, and every problem found (unknown keys with the key probably
    ///   meant, values of the wrong type).
    public static func read(_ value: CardValue) -> (config: HostConfig, diagnostics: [Diagnostic]) {
        var config = HostConfig.terminal
        var reader = CardReader(features: [:])
        guard value.members != nil else {
            reader.error(value, "a host config is a JSON object, not \(value.typeWithArticle)")
            return (config, reader.diagnostics)
        }
        reader.checkKeys(value, known: keys, in: "host config")
        if let spacing = value["spacing"] {
            for word in CardSpacing.allCases where word != .none {
                if let pixels = reader.pixels(spacing, word.rawValue) { config.spacing[word] = pixels }
            }
        }
        if let separator = value["separator"], let color = reader.text(separator, "lineColor").flatMap({ Self.color($0) }) {
            config.separatorColor = color
        }
        config.supportsInteractivity = reader.flag(value, "supportsInteractivity") ?? true
        if let sizes = value["imageSizes"] {
            for size in [ImageSize.small, .medium, .large] {
                if let pixels = reader.pixels(sizes, size.rawValue) { config.imageSizes[size] = pixels }
            }
        }
        if let actions = value["actions"] {
            if let most = reader.number(actions, "maxActions") { config.maxActions = max(0, Int(min(most, 100))) }
            config.actionsOrientation = reader.word(actions, "actionsOrientation", Orientation.self) ?? config.actionsOrientation
            if let alignment = actions["actionAlignment"]?.string?.lowercased(), alignment != "stretch" {
                config.actionAlignment = reader.word(actions, "actionAlignment", HorizontalAlignment.self) ?? config.actionAlignment
            }
            if let pixels = reader.pixels(actions, "buttonSpacing") { config.buttonSpacing = pixels }
        }
        if let title = value["factSet"]?["title"] {
            config.factTitleIsBold = title["weight"]?.string?.lowercased() != "default"
            if let pixels = reader.pixels(title, "maxWidth") { config.factTitleMaxWidth = pixels }
        }
        if let suffix = value["inputs"]?["label"]?["requiredInputs"]?["suffix"]?.string { config.requiredSuffix = suffix }
        if let capabilities = value["hostCapabilities"]?.members {
            for member in capabilities {
                if let text = member.value.string, let version = CardVersion(text) { config.capabilities[member.key] = version }
            }
        }
        for member in value["containerStyles"]?.members ?? [] {
            guard let style = ContainerStyle(word: member.key) else {
                reader.warning(member.value, "unknown container style \"\(Excerpt.of(member.key))\"; it is ignored", hint: Spelling.suggestion(for: member.key, in: ContainerStyle.words))
                continue
            }
            var palette = config.palettes[style] ?? Palette()
            if style != .default, let background = member.value["backgroundColor"]?.string {
                palette.background = Self.color(background, opaqueOnly: true)
            }
            for colors in member.value["foregroundColors"]?.members ?? [] {
                guard let color = TextColor(word: colors.key) else { continue }
                var shades = palette.foreground[color] ?? Shades(nil, nil)
                if color != .default, let normal = colors.value["default"]?.string.flatMap({ Self.color($0) }) { shades.normal = normal }
                if let subtle = colors.value["subtle"]?.string.flatMap({ Self.color($0) }) { shades.subtle = subtle }
                palette.foreground[color] = shades
            }
            config.palettes[style] = palette
        }
        return (config, reader.diagnostics)
    }

    /// A colour written `#RRGGBB` or `#AARRGGBB`; with `opaqueOnly`, `nil` for one mostly
    /// transparent.
    static func color(_ text: String, opaqueOnly: Bool = false) -> Color? {
        var hex = Substring(text)
        guard hex.first == "#" else { return nil }
        hex.removeFirst()
        guard hex.count == 6 || hex.count == 8, let number = UInt32(hex, radix: 16) else { return nil }
        if hex.count == 8, opaqueOnly, number >> 24 < 0x80 { return nil }
        return .rgb(UInt8(number >> 16 & 0xFF), UInt8(number >> 8 & 0xFF), UInt8(number & 0xFF))
    }
}
