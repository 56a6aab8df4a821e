@testable import TextCanvas
import Testing

/// A character of one scalar that stands alone takes a short way to its glyph; it must
/// give exactly what the long way gives.
@Suite("Glyphs of one scalar")
struct GlyphFastPathTests {
    /// Every scalar the short way may take: those ``Glyph/standsAlone(_:)`` lets through.
    static let scalars: [Unicode.Scalar] = [0..<0x600, 0x2000..<0x2C00, 0x3000..<0xA000, 0xAC00..<0xD7A4, 0xF900..<0x1_0000, 0x1F300..<0x1FB00]
        .flatMap { range in range.compactMap { Unicode.Scalar(UInt32($0)) } }

    @Test func everyScalarThatStandsAloneGivesTheGlyphTheLongWayGives() {
        var different: [String] = []
        for scalar in Self.scalars {
            let character = Character(scalar)
            let short = Glyph(character)
            let long = Glyph(cluster: character)
            if short != long {
                different.append("U+\(String(scalar.value, radix: 16, uppercase: true)): \(short.map(\.text).debugDescription) width \(short?.width ?? -1), "
                    + "not \(long.map(\.text).debugDescription) width \(long?.width ?? -1)")
            }
        }
        #expect(Self.scalars.count > 45_000)
        #expect(different.isEmpty, "\(different.count) differ: \(different.prefix(10))")
    }
}
