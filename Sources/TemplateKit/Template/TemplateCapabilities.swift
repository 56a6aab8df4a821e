/// Which of the protocols a child adopts: what the Container can inject into it.
public struct TemplateCapabilities: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// ``HomeActions``: it can open items and settings and ask to be replaced.
    public static let actions = TemplateCapabilities(rawValue: 1 << 0)
    /// ``HomeReporting``: it reports launches and swipes.
    public static let reporting = TemplateCapabilities(rawValue: 1 << 1)
    /// ``HasViewModel``: it shows the data it is handed.
    public static let viewModel = TemplateCapabilities(rawValue: 1 << 2)
    /// ``Refreshable``: it updates when asked.
    public static let refreshable = TemplateCapabilities(rawValue: 1 << 3)

    /// The protocols through which a child acts or reports. A child that adopts
    /// neither does nothing the Container could see.
    public static let actionProtocols: TemplateCapabilities = [.actions, .reporting]

    /// The capabilities of a template type.
    @MainActor
    public init(of type: any HomeTemplate.Type) {
        // A kit template adopts them all, and says so without a question to the runtime.
        if type._asItemTemplateType != nil {
            self = [.actions, .reporting, .viewModel, .refreshable]
            return
        }
        var capabilities: TemplateCapabilities = []
        if type is any HomeActions.Type { capabilities.insert(.actions) }
        if type is any HomeReporting.Type { capabilities.insert(.reporting) }
        if type is any HasViewModel.Type { capabilities.insert(.viewModel) }
        if type is any Refreshable.Type { capabilities.insert(.refreshable) }
        self = capabilities
    }

    /// The protocol names, e.g. "HomeActions, HasViewModel".
    public var names: [String] {
        [(TemplateCapabilities.actions, "HomeActions"), (.reporting, "HomeReporting"),
         (.viewModel, "HasViewModel"), (.refreshable, "Refreshable")]
            .filter { contains($0.0) }.map(\.1)
    }

    public var description: String { names.isEmpty ? "none" : names.joined(separator: ", ") }

    /// The warning `home templates` shows for a template, if any: one that adopts
    /// none of the action protocols would silently lose behaviour.
    public func warning(for style: TemplateStyle) -> String? {
        guard isDisjoint(with: .actionProtocols) else { return nil }
        return "template '\(style)' adopts neither HomeActions nor HomeReporting: it cannot open items, ask to be replaced or report anything"
    }
}
