@_exported import ContentProviders
@_exported import DayDeck
@_exported import StateStore
