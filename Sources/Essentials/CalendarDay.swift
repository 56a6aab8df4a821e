import Foundation

/// A day of the proleptic Gregorian calendar, years 1 to 9999, written `YYYY-MM-DD`: the
/// unit the home screen pages through (HomeState calls it `Day`), a toggle's expiry
/// date, and the "today" validation compares it with.
///
/// Arithmetic needs no time zone, so the same day always names the same content,
/// wherever `home` runs.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let dayOfMonth: Int

    /// A day from its parts; `nil` when there is no such date (a 31 February, year 0).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.dayOfMonth = day
    }

    /// A day from `YYYY-MM-DD`: exactly four, two and two ASCII digits between two
    /// hyphens, naming a date that exists. `nil` for anything else: signs, spaces, other
    /// digits, a 30 February.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The UTC day of `date`; a date outside years 1 to 9999, or not finite, counts as
    /// the nearest of those.
    public init(utc date: Date) {
        let interval = date.timeIntervalSince1970
        let days = interval.isFinite ? (min(max(interval, -1e15), 1e15) / 86_400).rounded(.down) : 0
        self.init(serial: Int(days))
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        Self.text(year: year, month: month, day: dayOfMonth)
    }

    /// The day `count` days later (earlier when negative), within years 1 to 9999.
    public func advanced(by count: Int) -> CalendarDay {
        CalendarDay(serial: serial + count)
    }

    /// Days from `self` to `other`: positive when `other` is later.
    public func distance(to other: CalendarDay) -> Int { other.serial - serial }

    /// The next day.
    public var next: CalendarDay { advanced(by: 1) }
    /// The previous day.
    public var previous: CalendarDay { advanced(by: -1) }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool { lhs.serial < rhs.serial }

    /// Days since 1970-01-01.
    package var serial: Int { Self.daysSinceEpoch(year: year, month: month, day: dayOfMonth) }

    /// The day `serial` days after 1970-01-01, clamped to years 1 to 9999.
    package init(serial: Int) {
        let civil = Self.civil(daysSinceEpoch: min(max(serial, Self.firstSerial), Self.lastSerial))
        year = civil.year
        month = civil.month
        dayOfMonth = civil.day
    }

    /// The serial of 0001-01-01, the first day.
    package static let firstSerial = -719_162
    /// The serial of 9999-12-31, the last day.
    package static let lastSerial = 2_932_896
}

extension CalendarDay: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = CalendarDay(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a date; write YYYY-MM-DD, e.g. 2026-11-21")
        }
        self = day
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
