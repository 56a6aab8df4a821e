/// The escape sequences that set a style (SGR) in a colour mode.
enum SelectGraphicRendition {
    static let reset: StaticString = "\u{1B}[0m"

    /// Writes the sequence that puts the terminal in `style`, from any previous style:
    /// it resets first, so the result never depends on what came before. With
    /// ``ColorMode/none`` it writes nothing.
    static func write(_ style: Style, mode: ColorMode, into output: inout ByteWriter) {
        guard mode != .none else { return }
        output.append("\u{1B}[0")
        let attributes = style.attributes
        if attributes.contains(.bold) { output.append(";1") }
        if attributes.contains(.dim) { output.append(";2") }
        if attributes.contains(.italic) { output.append(";3") }
        if attributes.contains(.underline) { output.append(";4") }
        if attributes.contains(.inverse) { output.append(";7") }
        if let foreground = style.foreground { write(foreground, background: false, mode: mode, into: &output) }
        if let background = style.background { write(background, background: true, mode: mode, into: &output) }
        output.append(UInt8(ascii: "m"))
    }

    static func write(_ color: Color, background: Bool, mode: ColorMode, into output: inout ByteWriter) {
        switch (mode, color) {
        case (.none, _):
            return
        case (_, .standard(let index)):
            writeStandard(index & 15, background: background, into: &output)
        case (.ansi16, _):
            writeStandard(Palette.nearestStandard(color.components), background: background, into: &output)
        case (.ansi256, .indexed(let index)), (.trueColor, .indexed(let index)):
            output.append(background ? ";48;5;" : ";38;5;")
            output.appendDecimal(Int(index))
        case (.ansi256, .rgb):
            output.append(background ? ";48;5;" : ";38;5;")
            output.appendDecimal(Int(Palette.nearestIndexed(color.components)))
        case (.trueColor, .rgb(let red, let green, let blue)):
            output.append(background ? ";48;2;" : ";38;2;")
            output.appendDecimal(Int(red))
            output.append(UInt8(ascii: ";"))
            output.appendDecimal(Int(green))
            output.append(UInt8(ascii: ";"))
            output.appendDecimal(Int(blue))
        }
    }

    static func writeStandard(_ index: UInt8, background: Bool, into output: inout ByteWriter) {
        let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
        output.append(UInt8(ascii: ";"))
        output.appendDecimal(base + Int(index % 8))
    }
}
