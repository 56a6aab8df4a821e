extension CalendarDay {
    /// Why `text` is not a day, in words that say which part is wrong: "it is not
    /// written YYYY-MM-DD", "the month 13 is out of range (1 to 12)", "the day 30 is out
    /// of range: February 2026 has 28 days"; `nil` when it is one.
    package static func problem(with text: some StringProtocol) -> String? {
        guard CalendarDay(text) == nil else { return nil }
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || isDigit($0.element) })
        else { return "it is not written YYYY-MM-DD (four, two and two digits between hyphens)" }
        func number(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
        let (year, month, day) = (number(0..<4), number(5..<7), number(8..<10))
        if !(1...9999).contains(year) { return "the year \(year) is out of range (1 to 9999)" }
        if !(1...12).contains(month) { return "the month \(month) is out of range (1 to 12)" }
        return "the day \(day) is out of range: \(monthNames[month - 1]) \(year) has \(daysIn(month: month, year: year)) days"
    }
}
