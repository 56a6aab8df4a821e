extension SectionStack {
    /// Makes `template` the template of section `identifier`: containment callbacks
    /// around the injection of closures that reach the stack's own, with the section and
    /// the style filled in, and the key table with the template's own keys. The closures
    /// hold the stack weakly.
    func embed(_ template: any HomeTemplate, in identifier: String) {
        template.willMove(toParent: identity)
        if let placeable = template as? any SectionPlaceable { placeable.isPlacedInSection = true }
        if let actions = template as? any HomeActions {
            actions.longSelected = { [weak self, weak template] selection in
                guard let self, let template else { return }
                self.longSelected(self.placing(selection, in: identifier, drawnBy: template))
            }
            actions.shortSelected = { [weak self, weak template] selection in
                guard let self, let template else { return }
                self.shortSelected(self.placing(selection, in: identifier, drawnBy: template))
            }
            actions.streamSelected = { [weak self, weak template] selection in
                guard let self, let template else { return }
                self.streamSelected(self.placing(selection, in: identifier, drawnBy: template))
            }
            actions.settingsSelected = { [weak self] in self?.settingsSelected() }
            actions.replaceWith = { [weak self, weak template] style in
                guard let self, let template else { return }
                self.replaceSection(of: template, with: style)
            }
        }
        routeKeys(of: template)
        if let reporting = template as? any ReportsEntryActivity {
            reporting.didReportActivity = { [weak self, weak template] selection, activity in
                guard let self, let template else { return }
                self.didReportActivity(self.placing(selection, in: identifier, drawnBy: template), activity)
            }
        }
        if let reporting = template as? any HomeReporting {
            // The stack reports the launch and the swipes, once for the screen.
            reporting.didLaunch = {}
            reporting.didHorizontalSwipe = { _ in }
        }
        template.didMove(toParent: identity)
    }

    /// Gives a section's template the stack's key table with its own keys added.
    func routeKeys(of template: any HomeTemplate) {
        guard let router = template as? any RoutesKeys else { return }
        router.keyBindings = keyBindings.adding(factory.registration(for: template.style)?.keyBindings ?? type(of: template).keyBindings)
    }

    /// Detaches a section's template: containment callbacks, its closures made inert.
    func unembed(_ template: any HomeTemplate) {
        template.willMove(toParent: nil)
        if let actions = template as? any HomeActions {
            actions.longSelected = { _ in }
            actions.shortSelected = { _ in }
            actions.streamSelected = { _ in }
            actions.settingsSelected = {}
            actions.replaceWith = { _ in }
        }
        if let reporting = template as? any ReportsEntryActivity { reporting.didReportActivity = { _, _ in } }
        template.didMove(toParent: nil)
    }

    /// Takes a section off the screen: its templates disappear and leave.
    func remove(_ slot: Slot) {
        if isOnScreen {
            slot.template.willDisappear()
            slot.template.didDisappear()
        }
        unembed(slot.template)
        if case .template(let outgoing)? = slot.fade?.source { unembed(outgoing) }
    }

    /// A selection a section's template made, told its section and the style that drew it.
    private func placing(_ selection: SelectedItem, in identifier: String, drawnBy template: any HomeTemplate) -> SelectedItem {
        var placed = selection
        placed.section = identifier.isEmpty ? nil : identifier
        placed.style = template.style
        return placed
    }
}
