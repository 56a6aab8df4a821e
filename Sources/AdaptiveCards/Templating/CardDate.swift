import Essentials

/// An instant, in UTC, as cards and their templates write them (ISO 8601), with the .NET
/// custom formats the templating language's date functions take (`yyyy-MM-dd`, `dddd`).
struct CardDate: Hashable, Sendable {
    /// Milliseconds since 1970-01-01T00:00:00Z.
    var milliseconds: Int64

    init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    /// The instant `text` writes: `2017-02-14`, `2017-02-14T06:08:39Z`,
    /// `2017-02-14T06:08:39.123-07:00`; without a zone it is taken as UTC.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip(45), let month = number(2), skip(45), let day = number(2),
              (1...12).contains(month), (1...CalendarDay.daysIn(month: month, year: year)).contains(day) else { return nil }
        var seconds = 0
        var millis = 0
        var offset = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: "T") || bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "t") {
            index += 1
            guard let hour = number(2), skip(58), let minute = number(2), hour < 24, minute < 60 else { return nil }
            seconds = hour * 3600 + minute * 60
            if skip(58) {
                guard let second = number(2), second < 61 else { return nil }
                seconds += second
                if skip(46) {
                    var digits = 0
                    while index < bytes.count, (48...57).contains(bytes[index]) {
                        if digits < 3 { millis = millis * 10 + Int(bytes[index] - 48) }
                        digits += 1
                        index += 1
                    }
                    guard digits > 0 else { return nil }
                    for _ in digits..<3 where digits < 3 { millis *= 10 }
                }
            }
            if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) {
            } else if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 {
                let sign = bytes[index] == 45 ? -1 : 1
                index += 1
                guard let hours = number(2) else { return nil }
                _ = skip(58)
                let minutes = number(2) ?? 0
                offset = sign * (hours * 3600 + minutes * 60)
            }
        }
        guard index == bytes.count else { return nil }
        let days = CalendarDay.daysSinceEpoch(year: year, month: month, day: day)
        milliseconds = (Int64(days) * 86_400 + Int64(seconds - offset)) * 1000 + Int64(millis)
    }

    /// The civil date and time in UTC.
    var parts: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, millisecond: Int, weekday: Int) {
        let (days, rest) = milliseconds.quotientAndRemainder(dividingBy: 86_400_000)
        let dayNumber = Int(days) - (rest < 0 ? 1 : 0)
        let millisOfDay = Int(rest < 0 ? rest + 86_400_000 : rest)
        let civil = CalendarDay.civil(daysSinceEpoch: dayNumber)
        // 1970-01-01 was a Thursday (4, counting Sunday as 0).
        let weekday = ((dayNumber % 7) + 7 + 4) % 7
        return (civil.year, civil.month, civil.day, millisOfDay / 3_600_000, millisOfDay / 60_000 % 60, millisOfDay / 1000 % 60, millisOfDay % 1000, weekday)
    }

    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December",
    ]

    /// The instant in a .NET custom format: `yyyy`, `yy`, `MMMM`, `MMM`, `MM`, `M`,
    /// `dddd`, `ddd`, `dd`, `d`, `HH`, `H`, `hh`, `h`, `mm`, `m`, `ss`, `s`, `fff`…,
    /// `tt`, `t`, `K` and `zzz` (always UTC), quoted 'text' and `\x`; other characters
    /// as they are.
    func formatted(_ format: String) -> String {
        let parts = self.parts
        let characters = Array(format)
        var output = ""
        var index = 0
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        while index < characters.count {
            let character = characters[index]
            var run = 1
            while index + run < characters.count, characters[index + run] == character { run += 1 }
            switch character {
            case "y": output += run <= 2 ? pad(parts.year % 100, run) : pad(parts.year, run)
            case "M":
                output += run >= 4 ? Self.months[parts.month - 1] : run == 3 ? String(Self.months[parts.month - 1].prefix(3)) : pad(parts.month, run)
            case "d":
                output += run >= 4 ? Self.weekdays[parts.weekday] : run == 3 ? String(Self.weekdays[parts.weekday].prefix(3)) : pad(parts.day, run)
            case "H": output += pad(parts.hour, min(run, 2))
            case "h": output += pad(parts.hour % 12 == 0 ? 12 : parts.hour % 12, min(run, 2))
            case "m": output += pad(parts.minute, min(run, 2))
            case "s": output += pad(parts.second, min(run, 2))
            case "f", "F":
                let digits = pad(parts.millisecond, 3) + String(repeating: "0", count: max(0, run - 3))
                output += String(digits.prefix(run))
            case "t": output += run >= 2 ? (parts.hour < 12 ? "AM" : "PM") : (parts.hour < 12 ? "A" : "P")
            case "K", "Z": output += "Z"
            case "z": output += run >= 3 ? "+00:00" : "+00"
            case "'", "\"":
                var end = index + 1
                while end < characters.count, characters[end] != character { end += 1 }
                output += String(characters[min(index + 1, characters.count)..<min(end, characters.count)])
                index = end + 1
                continue
            case "\\":
                if index + 1 < characters.count { output.append(characters[index + 1]) }
                index += 2
                continue
            default:
                output += String(repeating: character, count: run)
            }
            index += run
        }
        return output
    }

    /// The instant as ISO 8601 with milliseconds: `2017-02-14T06:08:39.000Z`.
    var iso: String { formatted("yyyy-MM-ddTHH:mm:ss.fffZ") }
}
