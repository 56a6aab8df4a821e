extension DiagnosticList {
    /// How many problems of one input a command prints: a screenful. The rest are
    /// counted in one line (``notShown(_:)``).
    public static let printedLimit = 20

    /// The problems to print, the first `limit` of them, and how many errors and warnings
    /// are left unprinted (those not kept included).
    ///
    /// - Parameter limit: How many to print; ``printedLimit`` by default.
    /// - Returns: The first problems, and the counts of the rest.
    public func printed(limit: Int = printedLimit) -> (shown: ArraySlice<Diagnostic>, rest: Omitted) {
        let shown = all.prefix(max(0, limit))
        var rest = omitted
        for diagnostic in all.dropFirst(shown.count) {
            if diagnostic.severity == .error { rest.errors += 1 } else { rest.warnings += 1 }
        }
        return (shown, rest)
    }

    /// The line that counts the problems not printed, or `nil` when every one was:
    /// "59,980 more problems are not shown (59,980 errors); fix the first ones and check again".
    public static func notShown(_ rest: Omitted) -> String? {
        guard rest.count > 0 else { return nil }
        let kinds = [(rest.errors, "error"), (rest.warnings, "warning")].filter { $0.0 > 0 }
            .map { "\(grouped($0.0)) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
        return "\(grouped(rest.count)) more problem\(rest.count == 1 ? " is" : "s are") not shown (\(kinds)); fix the first ones and check again"
    }

    /// 59980 as "59,980".
    static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (number < 0 ? "-" : "") + text
    }
}
