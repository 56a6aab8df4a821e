import StateStore
import Foundation

extension Day {
    /// Today's date in the local time zone.
    ///
    /// - Parameter now: The moment; now by default.
    public static func today(at now: Date = Date()) -> Day {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: now)
        return Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(serial: 0)
    }
}
