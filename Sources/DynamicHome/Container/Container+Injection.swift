extension Container {
    /// Makes `child` this Container's child: containment callbacks around injection.
    func embed(_ child: any HomeTemplate) {
        child.willMove(toParent: identity)
        inject(into: child)
        child.didMove(toParent: identity)
    }

    /// Detaches a child: containment callbacks, and its closures made inert so that a
    /// child kept alive elsewhere can no longer reach the Container.
    func unembed(_ child: any HomeTemplate) {
        child.willMove(toParent: nil)
        clearInjection(from: child)
        child.didMove(toParent: nil)
    }

    /// Sets every closure of every protocol the child adopts. Each closure holds the
    /// Container weakly.
    func inject(into child: any HomeTemplate) {
        if let child = child as? any HomeActions {
            child.longSelected = { [weak self] selection in
                self?.select(.longSelected, selection, destination: .longDetail(selection.item))
            }
            child.shortSelected = { [weak self] selection in
                self?.select(.shortSelected, selection, destination: .shortDetail(selection.item))
            }
            child.streamSelected = { [weak self] selection in
                self?.select(.streamSelected, selection, destination: .stream(selection.item))
            }
            child.settingsSelected = { [weak self] in
                self?.navigate(to: .settings)
            }
            child.replaceWith = { [weak self] style in
                self?.replace(with: style)
            }
        }
        if let child = child as? any HomeReporting {
            child.didLaunch = { [weak self] in
                self?.childDidLaunch()
            }
            child.didHorizontalSwipe = { [weak self] direction in
                self?.onEvent(.swiped(direction))
            }
        }
    }

    func clearInjection(from child: any HomeTemplate) {
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
    }

    private func select(_ action: SelectionAction, _ selection: SelectedItem, destination: Destination) {
        onEvent(.itemSelected(action: action, item: selection.item, index: selection.index))
        navigate(to: destination)
    }

    private func childDidLaunch() {
        guard !hasLaunched else { return }
        hasLaunched = true
        onEvent(.launched(style: style))
    }
}
