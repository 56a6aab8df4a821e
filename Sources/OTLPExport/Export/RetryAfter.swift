import Foundation

/// `Retry-After` as RFC 9110 allows it: a number of seconds, or an HTTP date.
package enum RetryAfter {
    /// The longest wait a `Retry-After` is read as; longer ones are this.
    package static let maximum = Duration.seconds(3600)

    /// How long to wait: the seconds, or the time until the date (zero for a date past);
    /// `nil` for a value that is neither, or longer than 200 characters.
    ///
    /// - Parameters:
    ///   - value: The header's value.
    ///   - now: The time a date is measured from.
    package static func wait(_ value: String, now: Date) -> Duration? {
        guard value.utf8.count <= 200 else { return nil }
        let text = value.trimmingSpaces
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard let seconds = Int(text) else { return maximum }  // digits past Int.max
            return min(.seconds(seconds), maximum)
        }
        guard let date = httpDate(String(text)) else { return nil }
        let seconds = date.timeIntervalSince(now)
        guard seconds > 0 else { return .zero }
        return min(.milliseconds(Int(min(seconds, 3600) * 1000)), maximum)
    }

    /// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form senders must use, read
    /// by hand (no formatter, no locale): the weekday is not checked.
    private static func httpDate(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        guard parts.count == 6, parts[0].hasSuffix(","), parts[5] == "GMT", parts[1].count == 2, parts[3].count == 4,
              let day = Int(parts[1]), let monthIndex = months.firstIndex(of: String(parts[2])), let year = Int(parts[3]),
              (1...31).contains(day), year >= 1970 else { return nil }
        let clock = parts[4].split(separator: ":", omittingEmptySubsequences: false)
        guard clock.count == 3, clock.allSatisfy({ $0.count == 2 }), let hour = Int(clock[0]), let minute = Int(clock[1]),
              let second = Int(clock[2]), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else { return nil }
        // Days since 1970-01-01 of a civil date (Howard Hinnant's days_from_civil).
        let month = monthIndex + 1
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = shiftedYear / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Date(timeIntervalSince1970: Double(days * 86_400 + hour * 3600 + minute * 60 + second))
    }
}
