import Foundation

/// RFC 3339 date-times (`2022-01-29T13:00:00.000Z`, `…+02:00`), parsed and formatted
/// without `DateFormatter`, so that parsing is exact, fast and the same on every platform.
enum RFC3339 {
    /// Parses a date-time, or a bare date (midnight UTC, as JavaScript reads it).
    static func parse(_ text: String) -> Date? {
        var scanner = DigitScanner(Array(text.utf8))
        guard let year = scanner.number(digits: 4), scanner.take(UInt8(ascii: "-")),
              let month = scanner.number(digits: 2), scanner.take(UInt8(ascii: "-")),
              let day = scanner.number(digits: 2),
              (1...12).contains(month), (1...CalendarDay.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let days = CalendarDay.daysSinceEpoch(year: year, month: month, day: day)
        if scanner.atEnd { return Date(timeIntervalSince1970: Double(days) * 86_400) }
        guard scanner.take(oneOf: [UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " ")]),
              let hour = scanner.number(digits: 2), scanner.take(UInt8(ascii: ":")),
              let minute = scanner.number(digits: 2), hour < 24, minute < 60
        else { return nil }
        var seconds = 0.0
        if scanner.take(UInt8(ascii: ":")) {
            guard let whole = scanner.number(digits: 2), whole < 61 else { return nil }
            seconds = Double(whole)
            if scanner.take(UInt8(ascii: ".")) {
                var scale = 0.1
                var any = false
                while let digit = scanner.digit() {
                    seconds += Double(digit) * scale
                    scale /= 10
                    any = true
                }
                guard any else { return nil }
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
        let total = Double(days) * 86_400 + Double(hour * 3600 + minute * 60) + seconds - Double(offset)
        return Date(timeIntervalSince1970: total)
    }

    /// Formats a date as `YYYY-MM-DDTHH:MM:SS.mmmZ`, as JavaScript's `toISOString` does.
    static func format(_ date: Date) -> String {
        let milliseconds = Int((date.timeIntervalSince1970 * 1000).rounded(.down))
        let (days, millisecondOfDay) = milliseconds.floorDivided(by: 86_400_000)
        let day = CalendarDay(daysSinceEpoch: days)
        let hour = millisecondOfDay / 3_600_000
        let minute = millisecondOfDay / 60_000 % 60
        let second = millisecondOfDay / 1000 % 60
        let millisecond = millisecondOfDay % 1000
        return "\(day)T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2)).\(pad(millisecond, 3))Z"
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
