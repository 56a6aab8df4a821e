/// Why a template type cannot be checked against the contract at all.
public enum ConformanceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The template adopts neither ``HomeActions`` nor ``HomeReporting``: nothing it
    /// does could reach the Container, so there is no behaviour to check.
    case noActionProtocols(style: TemplateStyle, typeName: String)

    public var description: String {
        switch self {
        case .noActionProtocols(let style, let typeName):
            "template '\(style)' (\(typeName)) adopts neither HomeActions nor HomeReporting: it cannot open items, "
                + "ask to be replaced or report anything; adopt HomeActions to act on input, HomeReporting to report launches and swipes"
        }
    }
}
