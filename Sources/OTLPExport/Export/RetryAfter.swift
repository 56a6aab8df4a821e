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

    /// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`), the form senders must use.
    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.date(from: text)
    }
}
