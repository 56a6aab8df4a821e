import Diagnostics
import Testing

@Suite("Spelling")
struct SpellingTests {
    @Test func suggestsTheNearestLikelyTypo() {
        #expect(Spelling.nearest(to: "gird", in: ["list", "grid"]) == "grid")
        #expect(Spelling.nearest(to: "lsit", in: ["list", "grid"]) == "list")
        #expect(Spelling.nearest(to: "Grid", in: ["list", "grid"]) == "grid")
        #expect(Spelling.nearest(to: "widht", in: ["width", "height"]) == "width")
    }

    @Test func staysSilentWhenNothingIsNear() {
        #expect(Spelling.nearest(to: "carousel", in: ["list", "grid"]) == nil)
        #expect(Spelling.nearest(to: "x", in: [String]()) == nil)
    }

    @Test func distanceCountsSwapsAsOneEdit() {
        #expect(Spelling.distance(Array("ab"), Array("ba")) == 1)
        #expect(Spelling.distance(Array("kitten"), Array("sitting")) == 3)
        #expect(Spelling.distance([], Array("abc")) == 3)
    }
}
