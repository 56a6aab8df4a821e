/// How many colours a terminal can show, and so how an encoder writes them.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
    /// No colour and no attributes: escape codes only to move the cursor.
    case none
    /// The 16 standard colours.
    case ansi16
    /// The 256 xterm colours.
    case ansi256
    /// 24-bit colour.
    case trueColor

    /// What a user asked for with `--color`.
    public enum Preference: String, Hashable, Sendable, CaseIterable {
        /// Colour when writing to a terminal and `NO_COLOR` is not set.
        case auto
        /// Colour even into a pipe or file, and whatever `NO_COLOR` says.
        case always
        /// Never colour.
        case never
    }

    /// The colour mode for a preference, an environment and an output.
    ///
    /// `auto` gives no colour when the output is not a terminal, when `NO_COLOR` is set
    /// and not empty, or when `TERM` is `dumb`. The depth comes from `COLORTERM`
    /// (`truecolor` or `24bit`: 24-bit) and `TERM` (`…256color`: 256 colours), else 16.
    /// An explicit `always` overrides `NO_COLOR`, as the NO_COLOR convention asks of
    /// command-line flags.
    public static func detect(_ preference: Preference, environment: [String: String], isTerminal: Bool) -> ColorMode {
        switch preference {
        case .never:
            return .none
        case .auto:
            if !isTerminal { return .none }
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
            if environment["TERM"] == "dumb" { return .none }
            return depth(environment)
        case .always:
            return depth(environment)
        }
    }

    static func depth(_ environment: [String: String]) -> ColorMode {
        let colorTerm = environment["COLORTERM"]?.lowercased() ?? ""
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if let term = environment["TERM"], term.contains("256") { return .ansi256 }
        return .ansi16
    }
}
