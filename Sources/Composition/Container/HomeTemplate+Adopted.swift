import TemplateKit

/// The protocols a template adopts that the Container fills in or reads, each answered
/// for an ``ItemTemplate`` (which adopts them all) without asking the runtime: the first
/// answer for each type and protocol is a scan of every conformance of the program, and
/// a template's first frame asked seven of them.
extension HomeTemplate {
    var adoptedActions: (any HomeActions)? {
        if let kit = _asItemTemplate { return kit }
        return self as? any HomeActions
    }

    var adoptedReporting: (any HomeReporting)? {
        if let kit = _asItemTemplate { return kit }
        return self as? any HomeReporting
    }

    var adoptedActivityReporting: (any ReportsEntryActivity)? {
        if let kit = _asItemTemplate { return kit }
        return self as? any ReportsEntryActivity
    }

    var adoptedKeyRouting: (any RoutesKeys)? {
        if let kit = _asItemTemplate { return kit }
        return self as? any RoutesKeys
    }

    var adoptedViewModel: (any HasViewModel)? {
        if let kit = _asItemTemplate { return kit }
        return self as? any HasViewModel
    }

    var adoptedRefreshing: (any Refreshable)? {
        if let kit = _asItemTemplate { return kit }
        return self as? any Refreshable
    }

    var adoptedPlacing: (any SectionPlaceable)? {
        if let kit = _asItemTemplate { return kit }
        return self as? any SectionPlaceable
    }
}
