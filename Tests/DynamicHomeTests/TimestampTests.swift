import DynamicHome
import Foundation
import TestSupport
import Testing

/// An event's timestamp, worked out from its milliseconds, is what Foundation's
/// `ISO8601DateFormatter` writes, byte for byte.
@Suite("Event timestamps")
struct TimestampTests {
    /// What Foundation writes; a loop makes its formatter once (making one was most of
    /// the time this suite took).
    static func foundation(_ date: Date, using formatter: ISO8601DateFormatter = formatter()) -> String {
        formatter.string(from: date)
    }

    static func formatter() -> ISO8601DateFormatter {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }

    @Test(arguments: [
        0.0, 0.0004, 0.0006, 1.9996, -0.0006, -1, 951_782_400.5, 1_795_000_000.1239, 1_795_000_000.9999,
        4_107_542_400, 253_402_300_799.999, -62_135_596_800, -2_208_988_800.001, -11_676_096_000, -11_676_096_000.0006,
    ])
    func aTimeIsWrittenAsFoundationWritesIt(seconds: Double) {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(AnalyticsEvent.format(date) == Self.foundation(date))
    }

    @Test func tenThousandSeededTimesAreWrittenAsFoundationWritesThem() {
        var generator = SplitMix64(seed: 0xDA7E)
        let formatter = Self.formatter()
        for _ in 0..<10_000 {
            // From 1900 to 2200, with sub-millisecond parts.
            let seconds = -2_208_988_800 + Double(generator.next() % 9_467_280_000_000) / 1000 + Double(generator.next() % 1000) / 1e6
            let date = Date(timeIntervalSince1970: seconds)
            let ours = AnalyticsEvent.format(date)
            guard ours == Self.foundation(date, using: formatter) else {
                Issue.record("\(seconds): \(ours) against \(Self.foundation(date, using: formatter))")
                return
            }
        }
    }
}
