/// Who made a request: the template of a region, by the region's identifier ("" for the
/// one region of a day without sections).
struct RequestOrigin: Hashable {
    var region: String
    var template: ObjectIdentifier

    init(region: String, template: any HomeTemplate) {
        self.region = region
        self.template = ObjectIdentifier(template)
    }
}

/// The one path of every request a child makes: its answer to an input
/// (``TemplateResponse``) and every closure of ``HomeActions``, ``HomeReporting`` and
/// ``ReportsEntryActivity`` it was given end in ``perform(_:from:)``. The closures hold the Container weakly, and a
/// template that leaves has them made inert.
extension Container {
    /// Carries out a request of the template of a region: at once, or, while the
    /// Container is busy with its composition (a request made from inside a template's
    /// callback), as soon as it is done. A request of a template no longer on screen is
    /// dropped.
    func perform(_ request: TemplateRequest, from origin: RequestOrigin) {
        guard busy == 0 else {
            pending.append((request, origin))
            return
        }
        working { carryOut(request, from: origin) }
    }

    /// Runs `body` as work on the composition: requests made meanwhile wait until the
    /// outermost such work is done, then are carried out in order.
    @discardableResult
    func working<Result>(_ body: () -> Result) -> Result {
        busy += 1
        let result = body()
        busy -= 1
        if busy == 0, !pending.isEmpty {
            let requests = pending
            pending = []
            for (request, origin) in requests { perform(request, from: origin) }
        }
        return result
    }

    private func carryOut(_ request: TemplateRequest, from origin: RequestOrigin) {
        guard let index = composition.index(of: origin.region),
              ObjectIdentifier(composition.regions[index].template) == origin.template
        else { return }
        let template = composition.regions[index].template
        switch request {
        case .open(let selection, let action):
            let placed = placing(selection, from: origin, drawnBy: template)
            let destination: Destination = switch action {
            case .longSelected: .longDetail(placed.item)
            case .shortSelected: .shortDetail(placed.item)
            case .streamSelected: .stream(placed.item)
            }
            onEvent(.itemSelected(
                action: action, item: placed.item, index: placed.index, section: placed.section, style: placed.style ?? template.style))
            navigate(to: destination)
        case .settings:
            navigate(to: .settings)
        case .replace(let style):
            if composition.arrangement == .stacked {
                replaceRegion(at: index, with: style)
            } else {
                replaceOnRequest(with: style)
            }
        case .launched:
            guard !hasLaunched else { return }
            hasLaunched = true
            onEvent(.launched(style: style))
        case .swipe(let direction):
            onEvent(.swiped(direction))
        case .activity(let selection, let activity):
            let placed = placing(selection, from: origin, drawnBy: template)
            onEvent(.activity(activity, item: placed.item, index: placed.index, section: placed.section, style: placed.style ?? template.style))
        }
    }

    /// A selection as the screen sees it: in a composition of sections, with the section
    /// of the region that made it and the style that drew it.
    private func placing(_ selection: SelectedItem, from origin: RequestOrigin, drawnBy template: any HomeTemplate) -> SelectedItem {
        var placed = selection
        if composition.arrangement == .stacked {
            placed.section = origin.region.isEmpty ? nil : origin.region
            placed.style = template.style
        }
        return placed
    }

    // MARK: Embedding

    /// Makes `template` the template of region `identifier`: containment callbacks around
    /// the injection of every closure of every protocol it adopts, each making its
    /// request of the Container, and the key table with its own keys.
    func embed(_ template: any HomeTemplate, in identifier: String) {
        template.willMove(toParent: identity)
        let origin = RequestOrigin(region: identifier, template: template)
        if let actions = template.adoptedActions {
            actions.longSelected = { [weak self] in self?.perform(.open($0, .longSelected), from: origin) }
            actions.shortSelected = { [weak self] in self?.perform(.open($0, .shortSelected), from: origin) }
            actions.streamSelected = { [weak self] in self?.perform(.open($0, .streamSelected), from: origin) }
            actions.settingsSelected = { [weak self] in self?.perform(.settings, from: origin) }
            actions.replaceWith = { [weak self] in self?.perform(.replace(with: $0), from: origin) }
        }
        if let reporting = template.adoptedReporting {
            reporting.didLaunch = { [weak self] in self?.perform(.launched, from: origin) }
            reporting.didHorizontalSwipe = { [weak self] in self?.perform(.swipe($0), from: origin) }
        }
        if let reporting = template.adoptedActivityReporting {
            reporting.didReportActivity = { [weak self] in self?.perform(.activity($0, $1), from: origin) }
        }
        if let router = template.adoptedKeyRouting { router.keyBindings = keyBindings(for: template) }
        template.didMove(toParent: identity)
    }

    /// Detaches a template: containment callbacks, and its closures made inert, so that
    /// a template kept alive elsewhere can no longer reach the Container.
    func unembed(_ template: any HomeTemplate) {
        template.willMove(toParent: nil)
        if let actions = template.adoptedActions {
            actions.longSelected = { _ in }
            actions.shortSelected = { _ in }
            actions.streamSelected = { _ in }
            actions.settingsSelected = {}
            actions.replaceWith = { _ in }
        }
        if let reporting = template.adoptedReporting {
            reporting.didLaunch = {}
            reporting.didHorizontalSwipe = { _ in }
        }
        if let reporting = template.adoptedActivityReporting { reporting.didReportActivity = { _, _ in } }
        template.didMove(toParent: nil)
    }
}
