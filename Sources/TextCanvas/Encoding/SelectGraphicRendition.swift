/// The escape sequences that set a style (SGR) in a colour mode.
enum SelectGraphicRendition {
    static let reset = "\u{1B}[0m"

    /// The sequence that puts the terminal in `style`, from any previous style: it
    /// resets first, so the result never depends on what came before.
    static func sequence(for style: Style, mode: ColorMode) -> String {
        guard mode != .none else { return "" }
        var codes = "0"
        let attributes = style.attributes
        if attributes.contains(.bold) { codes += ";1" }
        if attributes.contains(.dim) { codes += ";2" }
        if attributes.contains(.italic) { codes += ";3" }
        if attributes.contains(.underline) { codes += ";4" }
        if attributes.contains(.inverse) { codes += ";7" }
        if let foreground = style.foreground { codes += colorCodes(foreground, background: false, mode: mode) }
        if let background = style.background { codes += colorCodes(background, background: true, mode: mode) }
        return "\u{1B}[\(codes)m"
    }

    static func colorCodes(_ color: Color, background: Bool, mode: ColorMode) -> String {
        switch (mode, color) {
        case (.none, _):
            return ""
        case (_, .standard(let index)):
            return standard(index & 15, background: background)
        case (.ansi16, _):
            return standard(Palette.nearestStandard(color.components), background: background)
        case (.ansi256, .indexed(let index)), (.trueColor, .indexed(let index)):
            return background ? ";48;5;\(index)" : ";38;5;\(index)"
        case (.ansi256, .rgb):
            let index = Palette.nearestIndexed(color.components)
            return background ? ";48;5;\(index)" : ";38;5;\(index)"
        case (.trueColor, .rgb(let red, let green, let blue)):
            return background ? ";48;2;\(red);\(green);\(blue)" : ";38;2;\(red);\(green);\(blue)"
        }
    }

    static func standard(_ index: UInt8, background: Bool) -> String {
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        return ";\(base + Int(index % 8))"
    }
}
