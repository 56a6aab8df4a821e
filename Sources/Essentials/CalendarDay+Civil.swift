extension CalendarDay {
    /// The day of the week, 1 for Monday to 7 for Sunday (ISO 8601).
    public var weekday: Int {
        // 1970-01-01 (serial 0) was a Thursday.
        ((serial % 7 + 7) % 7 + 3) % 7 + 1
    }

    /// "Saturday 21 November 2026".
    public var longName: String {
        "\(Self.weekdayNames[weekday - 1]) \(dayOfMonth) \(Self.monthNames[month - 1]) \(year)"
    }

    /// "Sat 21 Nov".
    public var shortName: String {
        "\(Self.weekdayNames[weekday - 1].prefix(3)) \(dayOfMonth) \(Self.monthNames[month - 1].prefix(3))"
    }

    static let weekdayNames = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    // The civil-calendar arithmetic, for any year: also what RFC 3339 date-times use.

    /// Whether `year` has a 29 February.
    package static func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

    /// How many days `month` (1 to 12) has in `year`.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days from 1970-01-01 to a date of any year (Howard Hinnant's `days_from_civil`).
    package static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` after 1970-01-01, in any year (Howard Hinnant's `civil_from_days`).
    package static func civil(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `YYYY-MM-DD` for a date of any year, the year padded to four digits.
    package static func text(year: Int, month: Int, day: Int) -> String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }
}
