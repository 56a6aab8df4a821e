import StateStore
@_exported import struct Essentials.CalendarDay

/// A calendar day, `YYYY-MM-DD`: the unit the home screen pages through. The home
/// screen's name for ``CalendarDay``, the one calendar-day type of the package.
public typealias Day = CalendarDay
