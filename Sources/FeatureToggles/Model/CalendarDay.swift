// A toggle's expiry date and validation's "today" are the package's one calendar-day
// type, which lives in Essentials; users of FeatureToggles see it without importing that.
@_exported import struct Essentials.CalendarDay
