extension Int {
    /// The number as Swift writes it readably: `10_000`.
    var swiftLiteral: String { grouped(separator: "_") }

    /// The number as prose writes it: `10,000`.
    var prose: String { grouped(separator: ",") }

    private func grouped(separator: String) -> String {
        let digits = String(magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { text += separator }
            text.append(digit)
        }
        return (self < 0 ? "-" : "") + text
    }

    /// "0 items", "1 item", "10,000 items".
    var items: String { self == 1 ? "1 item" : "\(prose) items" }
}
