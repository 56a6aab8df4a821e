/// A calendar day, written `YYYY-MM-DD`: the unit the home screen pages through.
///
/// Arithmetic is on the proleptic Gregorian calendar and needs no time zone, so the
/// same day always names the same content, wherever `home` runs.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let dayOfMonth: Int

    /// A day from its parts; `nil` when there is no such date (a 31 February).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Day.daysInMonth(month, of: year)).contains(day)
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

    /// `YYYY-MM-DD`.
    public var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))"
    }

    /// The day `count` days later (earlier when negative).
    public func advanced(by count: Int) -> Day {
        Day(serial: serial + count)
    }

    /// Days from `self` to `other`: positive when `other` is later.
    public func distance(to other: Day) -> Int { other.serial - serial }

    /// The next day.
    public var next: Day { advanced(by: 1) }
    /// The previous day.
    public var previous: Day { advanced(by: -1) }

    /// The day of the week, 1 for Monday to 7 for Sunday (ISO 8601).
    public var weekday: Int {
        // 1970-01-01 (serial 0) was a Thursday.
        ((serial % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// "Saturday 21 November 2026".
    public var longName: String {
        "\(Day.weekdayNames[weekday - 1]) \(dayOfMonth) \(Day.monthNames[month - 1]) \(year)"
    }

    /// "Sat 21 Nov".
    public var shortName: String {
        "\(Day.weekdayNames[weekday - 1].prefix(3)) \(dayOfMonth) \(Day.monthNames[month - 1].prefix(3))"
    }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.serial < rhs.serial }

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    static func isLeap(_ year: Int) -> Bool { (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 }

    static func daysInMonth(_ month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
    var serial: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + dayOfMonth - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The day `serial` days after 1970-01-01 (`civil_from_days`), clamped to years
    /// 1 to 9999.
    init(serial: Int) {
        let z = min(max(serial, -719_162), 2_932_896) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthPart = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthPart + 2) / 5 + 1
        let month = monthPart < 10 ? monthPart + 3 : monthPart - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        self.year = year
        self.month = month
        self.dayOfMonth = day
    }
}

extension Day: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(text) else {
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
