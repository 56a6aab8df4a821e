import HomeState
import Testing

struct DayTests {
    @Test(arguments: [
        "2026-+1-16", "+026-01-16", "2026-01-+1", "2026--1-16", "-026-01-16", "2026-01--1",
        "2026-01- 1", " 2026-01-1", "2026-01-16 ", "2026-1-16", "2026-01-016", "20260116",
        "2026/01/16", "2026-٠١-16", "２０２６-01-16", "2026-01-1\u{301}", "2026-01-1٦",
        "2026-13-01", "2026-00-10", "2026-02-29", "2026-04-31", "2026-01-00", "0000-01-01", "",
    ])
    func onlyExistingDatesInExactlyYYYYMMDDParse(_ text: String) {
        #expect(Day(text) == nil, "\(text)")
    }

    @Test func wellFormedDatesParse() throws {
        #expect(try #require(Day("2026-01-16")).description == "2026-01-16")
        #expect(Day("2024-02-29") == Day(year: 2024, month: 2, day: 29))
        #expect(Day("0001-01-01") == Day(year: 1, month: 1, day: 1))
        #expect(Day("9999-12-31") == Day(year: 9999, month: 12, day: 31))
        #expect(Day("2026-11-21"[...]) == Day(year: 2026, month: 11, day: 21))
    }
}
