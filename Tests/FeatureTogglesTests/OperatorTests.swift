import Foundation
import Testing
@testable import FeatureToggles

struct OperatorTests {
    @Test func semanticVersionsOrderAsTheSpecificationSays() throws {
        let ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.0.1", "1.10.0", "2.0.0"]
        let versions = try ordered.map { try #require(SemanticVersion($0)) }
        for (lower, higher) in zip(versions, versions.dropFirst()) { #expect(lower < higher) }
        #expect(SemanticVersion("1.0.0+build.1") == SemanticVersion("1.0.0+build.2"))
    }

    @Test(arguments: ["v1.0.0", "1.0", "1.0.0.0", "01.0.0", "1.0.0-", "1.0.0-01", "not a semver", "", "1.0.0-a..b", "1.0.0+"])
    func invalidVersionsAreRefused(_ text: String) {
        #expect(SemanticVersion(text) == nil)
    }

    @Test func addressRangesContainTheirAddresses() throws {
        let v4 = try #require(AddressRange("160.33.0.0/16"))
        #expect(v4.contains(try #require(IPAddress("160.33.255.1"))))
        #expect(!v4.contains(try #require(IPAddress("160.34.0.1"))))
        let v6 = try #require(AddressRange("2001:db8::/32"))
        #expect(v6.contains(try #require(IPAddress("2001:db8:0:1::42"))))
        #expect(!v6.contains(try #require(IPAddress("2001:db9::1"))))
        #expect(!v6.contains(try #require(IPAddress("10.0.0.1"))))
        #expect(try #require(AddressRange("0.0.0.0/0")).contains(try #require(IPAddress("8.8.8.8"))))
        #expect(try #require(AddressRange("::ffff:1.2.3.4")).contains(try #require(IPAddress("::ffff:1.2.3.4"))))
        let single = try #require(AddressRange("2001:db8::1"))
        #expect(single.prefixLength == 128)
        #expect(single.contains(try #require(IPAddress("2001:0db8:0000::0001"))))
    }

    @Test(arguments: ["127.invalid", "bad::cidr", "1.2.3.4/33", "::/129", "1.2.3", "256.1.1.1", "1:2:3:4:5:6:7:8:9", "1::2::3", "", "1.2.3.4/"])
    func invalidAddressesAreRefused(_ text: String) {
        #expect(AddressRange(text) == nil)
    }

    @Test func datesReadAsRFC3339() throws {
        let utc = try #require(RFC3339.parse("2022-01-29T13:00:00.000Z"))
        #expect(utc.timeIntervalSince1970 == 1_643_461_200)
        let offset = try #require(RFC3339.parse("2022-01-22T13:00:00.000+02:00"))
        #expect(offset.timeIntervalSince1970 == 1_642_849_200)
        #expect(RFC3339.parse("2022-01-29")?.timeIntervalSince1970 == 1_643_414_400)
        #expect(RFC3339.parse("2022-02-30T00:00:00Z") == nil)
        #expect(RFC3339.parse("yesterday") == nil)
        #expect(RFC3339.format(utc) == "2022-01-29T13:00:00.000Z")
    }

    @Test func calendarDaysReadWriteAndCompare() throws {
        let day = try #require(CalendarDay("2027-06-30"))
        #expect(day.description == "2027-06-30")
        #expect(CalendarDay("2024-02-29") != nil)
        #expect(CalendarDay("2023-02-29") == nil)
        #expect(CalendarDay("2027-6-30") == nil)
        #expect(try #require(CalendarDay("2026-12-31")) < day)
        #expect(CalendarDay(utc: Date(timeIntervalSince1970: 1_643_461_200)).description == "2022-01-29")
        #expect(CalendarDay(utc: Date(timeIntervalSince1970: -1)).description == "1969-12-31")
    }

    @Test func numbersReadAsJavaScriptReadsThem() {
        #expect(JavaScriptNumber.parse("12") == 12)
        #expect(JavaScriptNumber.parse(" 12.5 ") == 12.5)
        #expect(JavaScriptNumber.parse("") == 0)
        #expect(JavaScriptNumber.parse("1e3") == 1000)
        #expect(JavaScriptNumber.parse("0x10") == 16)
        #expect(JavaScriptNumber.parse("-Infinity") == -.infinity)
        #expect(JavaScriptNumber.parse("nan") == nil)
        #expect(JavaScriptNumber.parse("inf") == nil)
        #expect(JavaScriptNumber.parse("12px") == nil)
    }
}
