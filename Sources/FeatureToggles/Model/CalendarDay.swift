import Foundation

/// A day of the proleptic Gregorian calendar, written `YYYY-MM-DD`: a toggle's expiry
/// date, and the "today" that validation compares it with.
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible, Codable {
    /// The year.
    public var year: Int
    /// The month, 1 to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int

    /// Creates a day when the numbers name one.
    ///
    /// - Returns: `nil` for a month outside 1…12 or a day the month does not have.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Parses `YYYY-MM-DD`.
    ///
    /// - Returns: `nil` unless the text is exactly a valid date in that form.
    public init?(_ text: String) {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.take(UInt8(ascii: "-")),
              let month = scanner.number(digits: 2), scanner.take(UInt8(ascii: "-")),
              let day = scanner.number(digits: 2), scanner.atEnd
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The UTC day of `date` (a date beyond ±10^15 seconds, or not finite, counts as that bound).
    public init(utc date: Date) {
        let (days, _) = Int(Instant(date).seconds).floorDivided(by: 86_400)
        self.init(daysSinceEpoch: days)
    }

    /// The day `days` after 1970-01-01 (Howard Hinnant's civil-from-days).
    init(daysSinceEpoch days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        "\(RFC3339.pad(year, 4))-\(RFC3339.pad(month, 2))-\(RFC3339.pad(day, 2))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "expected a date YYYY-MM-DD, not \"\(text)\""))
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 (Howard Hinnant's days-from-civil).
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
