/// Sets every closure of every protocol a child adopts (``HomeActions``,
/// ``HomeReporting``) to one that reaches its Container, and makes them inert again
/// when the child leaves. Each closure holds the Container weakly.
@MainActor
enum ClosureInjection {
    /// Points the child's closures at `container`.
    static func inject(into child: any HomeTemplate, for container: Container) {
        if let child = child as? any HomeActions {
            child.longSelected = { [weak container] selection in
                container?.select(.longSelected, selection, destination: .longDetail(selection.item))
            }
            child.shortSelected = { [weak container] selection in
                container?.select(.shortSelected, selection, destination: .shortDetail(selection.item))
            }
            child.streamSelected = { [weak container] selection in
                container?.select(.streamSelected, selection, destination: .stream(selection.item))
            }
            child.settingsSelected = { [weak container] in
                container?.navigate(to: .settings)
            }
            child.replaceWith = { [weak container] style in
                container?.replaceOnRequest(with: style)
            }
        }
        if let router = child as? any RoutesKeys {
            router.keyBindings = container.routingTable(for: child)
        }
        if let child = child as? any ReportsEntryActivity {
            child.didReportActivity = { [weak container] selection, activity in
                container?.report(activity, in: selection)
            }
        }
        if let child = child as? any HomeReporting {
            child.didLaunch = { [weak container] in
                container?.childDidLaunch()
            }
            child.didHorizontalSwipe = { [weak container] direction in
                container?.onEvent(.swiped(direction))
            }
        }
    }

    /// Makes the child's closures do nothing, so that a child kept alive elsewhere can
    /// no longer reach the Container.
    static func clear(from child: any HomeTemplate) {
        if let child = child as? any HomeActions {
            child.longSelected = { _ in }
            child.shortSelected = { _ in }
            child.streamSelected = { _ in }
            child.settingsSelected = {}
            child.replaceWith = { _ in }
        }
        if let child = child as? any HomeReporting {
            child.didLaunch = {}
            child.didHorizontalSwipe = { _ in }
        }
        if let child = child as? any ReportsEntryActivity { child.didReportActivity = { _, _ in } }
    }
}

extension Container {
    /// Makes `child` this Container's child: containment callbacks around injection.
    func embed(_ child: any HomeTemplate) {
        child.willMove(toParent: identity)
        ClosureInjection.inject(into: child, for: self)
        child.didMove(toParent: identity)
    }

    /// Detaches a child: containment callbacks, and its closures made inert.
    func unembed(_ child: any HomeTemplate) {
        child.willMove(toParent: nil)
        ClosureInjection.clear(from: child)
        child.didMove(toParent: nil)
    }

    func select(_ action: SelectionAction, _ selection: SelectedItem, destination: Destination) {
        onEvent(.itemSelected(
            action: action, item: selection.item, index: selection.index, section: selection.section, style: selection.style ?? style))
        navigate(to: destination)
    }

    func report(_ activity: EntryActivity, in selection: SelectedItem) {
        onEvent(.activity(activity, item: selection.item, index: selection.index, section: selection.section, style: selection.style ?? style))
    }

    func childDidLaunch() {
        guard !hasLaunched else { return }
        hasLaunched = true
        onEvent(.launched(style: style))
    }
}
