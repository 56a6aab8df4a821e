/// A closure a template can be given through ``HomeActions`` or ``HomeReporting``.
enum ActionClosure: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case longSelected, shortSelected, streamSelected, settingsSelected, replaceWith, didLaunch, didHorizontalSwipe

    /// The protocol that declares it.
    var protocolName: String {
        switch self {
        case .didLaunch, .didHorizontalSwipe: "HomeReporting"
        default: "HomeActions"
        }
    }

    /// `HomeActions.longSelected`.
    var description: String { "\(protocolName).\(rawValue)" }

    /// The closures of the protocols a template type adopts.
    static func adopted(by capabilities: TemplateCapabilities) -> [ActionClosure] {
        allCases.filter { capabilities.contains($0.protocolName == "HomeReporting" ? .reporting : .actions) }
    }

    /// A line of Swift that records calls of this closure into `calls`.
    var recordingCode: String {
        switch self {
        case .longSelected, .shortSelected, .streamSelected:
            "template.\(rawValue) = { calls.append(\"\(rawValue)(\\($0.item.identifier) at \\($0.index))\") }"
        case .settingsSelected, .didLaunch:
            "template.\(rawValue) = { calls.append(\"\(rawValue)\") }"
        case .replaceWith:
            "template.replaceWith = { calls.append(\"replaceWith(\\($0))\") }"
        case .didHorizontalSwipe:
            "template.didHorizontalSwipe = { calls.append(\"didHorizontalSwipe(\\($0))\") }"
        }
    }
}

/// A call of one of a template's closures, with what it was called with.
enum RecordedCall: Hashable, Sendable, CustomStringConvertible {
    case selected(ActionClosure, SelectedItem)
    case settingsSelected
    case replaceWith(TemplateStyle)
    case didLaunch
    case didHorizontalSwipe(SwipeDirection)

    var closure: ActionClosure {
        switch self {
        case .selected(let closure, _): closure
        case .settingsSelected: .settingsSelected
        case .replaceWith: .replaceWith
        case .didLaunch: .didLaunch
        case .didHorizontalSwipe: .didHorizontalSwipe
        }
    }

    /// As the reproductions' recording closures write it: `longSelected(item-1 at 0)`.
    var description: String {
        switch self {
        case .selected(let closure, let selection): "\(closure.rawValue)(\(selection.item.identifier) at \(selection.index))"
        case .settingsSelected: "settingsSelected"
        case .replaceWith(let style): "replaceWith(\(style))"
        case .didLaunch: "didLaunch"
        case .didHorizontalSwipe(let direction): "didHorizontalSwipe(\(direction))"
        }
    }
}

/// Collects the calls of every closure it was injected as.
@MainActor
final class CallRecorder {
    private(set) var calls: [RecordedCall] = []

    /// Sets every closure of every protocol the template adopts to record here. The
    /// closures hold the recorder weakly, like the Container's.
    func inject(into template: any HomeTemplate) {
        if let template = template as? any HomeActions {
            template.longSelected = { [weak self] in self?.calls.append(.selected(.longSelected, $0)) }
            template.shortSelected = { [weak self] in self?.calls.append(.selected(.shortSelected, $0)) }
            template.streamSelected = { [weak self] in self?.calls.append(.selected(.streamSelected, $0)) }
            template.settingsSelected = { [weak self] in self?.calls.append(.settingsSelected) }
            template.replaceWith = { [weak self] in self?.calls.append(.replaceWith($0)) }
        }
        if let template = template as? any HomeReporting {
            template.didLaunch = { [weak self] in self?.calls.append(.didLaunch) }
            template.didHorizontalSwipe = { [weak self] in self?.calls.append(.didHorizontalSwipe($0)) }
        }
    }

    /// Takes the calls so far.
    func take() -> [RecordedCall] {
        defer { calls.removeAll() }
        return calls
    }
}
