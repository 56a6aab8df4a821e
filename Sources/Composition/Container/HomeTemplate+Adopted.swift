import TemplateKit

/// The protocols a template adopts that the Container fills in or reads, each answered
/// for an ``ItemTemplate`` (which adopts them all) without asking the runtime: the first
/// answer for each type and protocol is a scan of every conformance of the program, and
/// a template's first frame asked seven of them.
extension HomeTemplate {
    var adoptedActions: (any HomeActions)? { _asItemTemplate.map { $0 } ?? self as? any HomeActions }
    var adoptedReporting: (any HomeReporting)? { _asItemTemplate.map { $0 } ?? self as? any HomeReporting }
    var adoptedActivityReporting: (any ReportsEntryActivity)? { _asItemTemplate.map { $0 } ?? self as? any ReportsEntryActivity }
    var adoptedKeyRouting: (any RoutesKeys)? { _asItemTemplate.map { $0 } ?? self as? any RoutesKeys }
    var adoptedViewModel: (any HasViewModel)? { _asItemTemplate.map { $0 } ?? self as? any HasViewModel }
    var adoptedRefreshing: (any Refreshable)? { _asItemTemplate.map { $0 } ?? self as? any Refreshable }
    var adoptedPlacing: (any SectionPlaceable)? { _asItemTemplate.map { $0 } ?? self as? any SectionPlaceable }
}
