/// Every closure of ``HomeActions`` and ``HomeReporting``, and the key table
/// (``RoutesKeys``), kept together, with do-nothing defaults: what a template stores so
/// that the Container can inject into it.
public struct HomeCallbacks {
    /// The key table the Container gave: what each key does.
    public var keyBindings = KeyBindings.standard
    /// Opens a long item.
    public var longSelected: @MainActor (SelectedItem) -> Void = { _ in }
    /// Opens a short item.
    public var shortSelected: @MainActor (SelectedItem) -> Void = { _ in }
    /// Opens a stream.
    public var streamSelected: @MainActor (SelectedItem) -> Void = { _ in }
    /// Opens settings.
    public var settingsSelected: @MainActor () -> Void = {}
    /// Asks for another template.
    public var replaceWith: @MainActor (TemplateStyle) -> Void = { _ in }
    /// Reports an appearance.
    public var didLaunch: @MainActor () -> Void = {}
    /// Reports a completed swipe.
    public var didHorizontalSwipe: @MainActor (SwipeDirection) -> Void = { _ in }
    /// Reports what happened inside an entry (a card's actions).
    public var didReportActivity: @MainActor (SelectedItem, EntryActivity) -> Void = { _, _ in }

    /// Closures that do nothing.
    public init() {}
}

/// A template that adopts both ``HomeActions`` and ``HomeReporting`` by keeping one
/// ``HomeCallbacks`` value: one stored property instead of seven.
///
/// ```swift
/// public final class MyTemplate: HomeTemplate, HomeCallbackStorage, HasViewModel, Refreshable {
///     public var callbacks = HomeCallbacks()
/// ```
///
/// An ``ItemTemplate`` keeps them in its ``ItemKit`` and declares nothing.
@MainActor
public protocol HomeCallbackStorage: HomeActions, HomeReporting, ReportsEntryActivity, RoutesKeys {
    /// The closures the Container injected.
    var callbacks: HomeCallbacks { get set }
}

extension HomeCallbackStorage {
    public var keyBindings: KeyBindings {
        get { callbacks.keyBindings }
        set { callbacks.keyBindings = newValue }
    }
    public var longSelected: @MainActor (SelectedItem) -> Void {
        get { callbacks.longSelected }
        set { callbacks.longSelected = newValue }
    }
    public var shortSelected: @MainActor (SelectedItem) -> Void {
        get { callbacks.shortSelected }
        set { callbacks.shortSelected = newValue }
    }
    public var streamSelected: @MainActor (SelectedItem) -> Void {
        get { callbacks.streamSelected }
        set { callbacks.streamSelected = newValue }
    }
    public var settingsSelected: @MainActor () -> Void {
        get { callbacks.settingsSelected }
        set { callbacks.settingsSelected = newValue }
    }
    public var replaceWith: @MainActor (TemplateStyle) -> Void {
        get { callbacks.replaceWith }
        set { callbacks.replaceWith = newValue }
    }
    public var didLaunch: @MainActor () -> Void {
        get { callbacks.didLaunch }
        set { callbacks.didLaunch = newValue }
    }
    public var didHorizontalSwipe: @MainActor (SwipeDirection) -> Void {
        get { callbacks.didHorizontalSwipe }
        set { callbacks.didHorizontalSwipe = newValue }
    }
    public var didReportActivity: @MainActor (SelectedItem, EntryActivity) -> Void {
        get { callbacks.didReportActivity }
        set { callbacks.didReportActivity = newValue }
    }

    /// The input every template of the package reads the same way: the key the table
    /// binds to ``KeyCommand/settings`` (`s`) opens settings, and a completed `.swipe`
    /// (the screen has already moved the day) is reported once through
    /// `didHorizontalSwipe`. Returns `nil` for anything else, for the template to read in
    /// its own way; left and right are not the template's: the screen moves the day
    /// with them.
    public func handleSharedInput(_ event: InputEvent) -> EventHandling? {
        switch event {
        case .swipe(let direction):
            didHorizontalSwipe(direction)
        case .key(let key) where keyBindings.command(for: key, on: .template) == .settings:
            settingsSelected()
        default:
            return nil
        }
        return .handled
    }
}
