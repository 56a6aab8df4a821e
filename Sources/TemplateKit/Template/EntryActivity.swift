/// Something a person did inside an entry besides opening its item: what a card's
/// actions report (``ReportsEntryActivity``).
public enum EntryActivity: Hashable, Sendable {
    /// A URL to open, from an `Action.OpenUrl` or a `selectAction`: recorded as a
    /// `urlOpened` event (a terminal opens nothing itself).
    case openURL(String)
    /// Inputs submitted (`Action.Submit`, `Action.Execute`): the verb, and the data with
    /// the inputs' values by id; recorded as a `cardSubmitted` event.
    case submit(verb: String?, data: JSONValue)
}

/// A template that reports what happens inside its entries (a card's actions) through a
/// closure the Container injects, as it injects ``HomeActions``.
@MainActor
public protocol ReportsEntryActivity: AnyObject {
    /// Reports an activity in the entry of an item; the Container records it as an
    /// analytics event with the item, its section and the style that drew it.
    var didReportActivity: @MainActor (SelectedItem, EntryActivity) -> Void { get set }
}
