/// A colour as a terminal knows it.
///
/// Templates usually pick ``rgb(_:_:_:)`` colours; encoders bring them down to what the
/// terminal supports (256 or 16 colours), so a frame looks the same everywhere it can.
public enum Color: Hashable, Sendable {
    /// One of the 16 standard colours, 0 to 15 (8 to 15 are the bright ones).
    case standard(UInt8)
    /// One of the 256 indexed colours.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(UInt8, UInt8, UInt8)

    /// The colour as red, green and blue, using xterm's palette for indexed colours.
    public var components: (red: UInt8, green: UInt8, blue: UInt8) {
        switch self {
        case .rgb(let red, let green, let blue): (red, green, blue)
        case .standard(let index): Palette.xterm(Int(index & 15))
        case .indexed(let index): Palette.xterm(Int(index))
        }
    }

    /// The colour a given share of the way from `self` to `other`, mixed in RGB.
    ///
    /// - Parameter fraction: 0 gives `self`, 1 gives `other`; values outside are clamped.
    public func mixed(with other: Color, by fraction: Double) -> Color {
        if fraction <= 0 { return self }
        if fraction >= 1 { return other }
        let from = components
        let to = other.components
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) + (Double(b) - Double(a)) * fraction).rounded())
        }
        return .rgb(mix(from.red, to.red), mix(from.green, to.green), mix(from.blue, to.blue))
    }
}

/// A colour, or no colour, in 26 bits, as ``Style`` keeps it: the kind in bits 24 and 25
/// (0 none, 1 standard, 2 indexed, 3 RGB) and the index, or red, green and blue from
/// the high byte down, in bits 0 to 23.
extension Color {
    static let packedMask: UInt64 = 1 << 26 - 1

    static func packed(_ color: Color?) -> UInt64 {
        switch color {
        case nil: 0
        case .standard(let index)?: 1 << 24 | UInt64(index)
        case .indexed(let index)?: 2 << 24 | UInt64(index)
        case .rgb(let red, let green, let blue)?: 3 << 24 | UInt64(red) << 16 | UInt64(green) << 8 | UInt64(blue)
        }
    }

    init?(packed: UInt64) {
        let value = UInt8(truncatingIfNeeded: packed)
        switch packed >> 24 & 0b11 {
        case 1: self = .standard(value)
        case 2: self = .indexed(value)
        case 3: self = .rgb(UInt8(truncatingIfNeeded: packed >> 16), UInt8(truncatingIfNeeded: packed >> 8), value)
        default: return nil
        }
    }
}

/// Named colours the templates share, so that a theme reads as words.
extension Color {
    public static let black = Color.standard(0)
    public static let red = Color.standard(1)
    public static let green = Color.standard(2)
    public static let yellow = Color.standard(3)
    public static let blue = Color.standard(4)
    public static let magenta = Color.standard(5)
    public static let cyan = Color.standard(6)
    public static let white = Color.standard(7)
    public static let brightBlack = Color.standard(8)
    public static let brightWhite = Color.standard(15)
}

/// xterm's default palette and the nearest-colour searches encoders need.
package enum Palette {
    static let standard: [(UInt8, UInt8, UInt8)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
        (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
        (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of xterm colour `index` (0 to 255).
    package static func xterm(_ index: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        if index < 16 { return standard[index] }
        if index < 232 {
            let cube = index - 16
            return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
        }
        let gray = UInt8(8 + (index - 232) * 10)
        return (gray, gray, gray)
    }

    static func distance(_ a: (UInt8, UInt8, UInt8), _ b: (UInt8, UInt8, UInt8)) -> Int {
        let red = Int(a.0) - Int(b.0)
        let green = Int(a.1) - Int(b.1)
        let blue = Int(a.2) - Int(b.2)
        return red * red * 3 + green * green * 4 + blue * blue * 2
    }

    /// The nearest of the 256 xterm colours, from the 6x6x6 cube and the gray ramp.
    package static func nearestIndexed(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> UInt8 {
        func level(_ value: UInt8) -> Int {
            value < 48 ? 0 : value < 115 ? 1 : Int((Int(value) - 35) / 40)
        }
        let cube = 16 + 36 * level(color.red) + 6 * level(color.green) + level(color.blue)
        let average = (Int(color.red) + Int(color.green) + Int(color.blue)) / 3
        let grayIndex = average > 238 ? 255 : max(232, min(255, 232 + (average - 3) / 10))
        let rgb = (color.red, color.green, color.blue)
        return distance(xterm(cube), rgb) <= distance(xterm(grayIndex), rgb) ? UInt8(cube) : UInt8(grayIndex)
    }

    /// The nearest of the 16 standard colours.
    package static func nearestStandard(_ color: (red: UInt8, green: UInt8, blue: UInt8)) -> UInt8 {
        let rgb = (color.red, color.green, color.blue)
        var best = 0
        var bestDistance = Int.max
        for (index, candidate) in standard.enumerated() {
            let distance = distance(candidate, rgb)
            if distance < bestDistance { (best, bestDistance) = (index, distance) }
        }
        return UInt8(best)
    }
}
