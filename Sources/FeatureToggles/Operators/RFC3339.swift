import Essentials
import Foundation

/// A moment to the nanosecond: what RFC 3339 date-times read as, so that date constraints
/// compare at the precision written (`…T00:00:00.000000001Z` is after `…T00:00:00Z`), where
/// a `Date`, a `Double` of seconds, keeps only about a quarter of a microsecond today.
struct Instant: Sendable, Hashable, Comparable {
    /// Whole seconds since 1970-01-01T00:00:00Z.
    var seconds: Int64
    /// Nanoseconds past ``seconds``, 0 to 999,999,999.
    var nanoseconds: Int32

    init(seconds: Int64, nanoseconds: Int32) {
        self.seconds = seconds
        self.nanoseconds = nanoseconds
    }

    /// The moment of a `Date`, to the nanosecond below; a date beyond ±10^15 seconds (or
    /// not finite) is clamped there, so that no date traps.
    init(_ date: Date) {
        let bound = 1e15
        let interval = date.timeIntervalSince1970
        let clamped = interval.isNaN ? 0 : min(max(interval, -bound), bound)
        let whole = clamped.rounded(.down)
        seconds = Int64(whole)
        nanoseconds = Int32(min(999_999_999, ((clamped - whole) * 1e9).rounded(.down)))
    }

    var date: Date { Date(timeIntervalSince1970: Double(seconds) + Double(nanoseconds) / 1e9) }

    static func < (lhs: Instant, rhs: Instant) -> Bool {
        (lhs.seconds, lhs.nanoseconds) < (rhs.seconds, rhs.nanoseconds)
    }
}

/// RFC 3339 date-times (`2022-01-29T13:00:00.000Z`, `…+02:00`), parsed and formatted
/// without `DateFormatter`, so that parsing is exact, fast and the same on every platform.
enum RFC3339 {
    /// Parses a date-time, or a bare date (midnight UTC, as JavaScript reads it), to the
    /// nanosecond; digits of a second's fraction past the ninth are read and dropped.
    static func instant(_ text: String) -> Instant? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.take(UInt8(ascii: "-")),
              let month = scanner.number(digits: 2), scanner.take(UInt8(ascii: "-")),
              let day = scanner.number(digits: 2),
              (1...12).contains(month), (1...CalendarDay.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        // Years 0000 to 9999: every figure below is far inside 64 bits.
        let days = Int64(CalendarDay.daysSinceEpoch(year: year, month: month, day: day))
        if scanner.atEnd { return Instant(seconds: days * 86_400, nanoseconds: 0) }
        guard scanner.take(oneOf: [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")]),
              let hour = scanner.number(digits: 2), scanner.take(UInt8(ascii: ":")),
              let minute = scanner.number(digits: 2), hour < 24, minute < 60
        else { return nil }
        var second = 0
        var nanoseconds = 0
        if scanner.take(UInt8(ascii: ":")) {
            guard let whole = scanner.number(digits: 2), whole < 61 else { return nil }
            second = whole
            if scanner.take(UInt8(ascii: ".")) {
                var count = 0
                while let digit = scanner.digit() {
                    if count < 9 { nanoseconds = nanoseconds * 10 + digit }
                    count += 1
                }
                guard count > 0 else { return nil }
                for _ in min(count, 9)..<9 { nanoseconds *= 10 }
            }
        }
        var offset = 0
        if scanner.take(oneOf: [UInt8(ascii: "Z"), UInt8(ascii: "z")]) {
            offset = 0
        } else if let sign = scanner.takeSign() {
            guard let offsetHours = scanner.number(digits: 2), offsetHours < 24 else { return nil }
            _ = scanner.take(UInt8(ascii: ":"))
            guard let offsetMinutes = scanner.number(digits: 2), offsetMinutes < 60 else { return nil }
            offset = sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard scanner.atEnd else { return nil }
        let seconds = days * 86_400 + Int64(hour * 3600 + minute * 60 + second - offset)
        return Instant(seconds: seconds, nanoseconds: Int32(nanoseconds))
    }

    /// Parses a date-time as ``instant(_:)`` does, as a `Date` (to about a microsecond).
    static func parse(_ text: String) -> Date? {
        instant(text)?.date
    }

    /// Formats a moment as `YYYY-MM-DDTHH:MM:SS.mmmZ`, as JavaScript's `toISOString` does.
    static func format(_ instant: Instant) -> String {
        let (days, secondOfDay) = Int(instant.seconds).floorDivided(by: 86_400)
        let civil = CalendarDay.civil(daysSinceEpoch: days)
        let day = CalendarDay.text(year: civil.year, month: civil.month, day: civil.day)
        let hour = secondOfDay / 3600
        let minute = secondOfDay / 60 % 60
        let second = secondOfDay % 60
        let millisecond = Int(instant.nanoseconds) / 1_000_000
        return "\(day)T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(millisecond, 3))Z"
    }

    /// Formats a date as ``format(_:)-(Instant)`` does.
    static func format(_ date: Date) -> String {
        format(Instant(date))
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}

extension Int {
    /// Division rounding toward minus infinity, with a remainder that is never negative.
    func floorDivided(by divisor: Int) -> (quotient: Int, remainder: Int) {
        let quotient = (self >= 0 ? self : self - divisor + 1) / divisor
        return (quotient, self - quotient * divisor)
    }
}

/// A cursor over ASCII digits and punctuation.
struct DigitScanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index == bytes.count }

    mutating func digit() -> Int? {
        guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
        defer { index += 1 }
        return Int(bytes[index] - UInt8(ascii: "0"))
    }

    mutating func number(digits count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    mutating func take(oneOf choices: [UInt8]) -> Bool {
        guard index < bytes.count, choices.contains(bytes[index]) else { return false }
        index += 1
        return true
    }

    mutating func takeSign() -> Int? {
        if take(UInt8(ascii: "+")) { return 1 }
        if take(UInt8(ascii: "-")) { return -1 }
        return nil
    }
}
