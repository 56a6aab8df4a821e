extension StringProtocol {
    /// Whether the text has the two bytes `first` and `second` one after the other
    /// (`{{`, `${`): a scan of its UTF-8, without making a string to look for.
    func containsBytes(_ first: UInt8, _ second: UInt8) -> Bool {
        var previous: UInt8 = 0
        for byte in utf8 {
            if byte == second, previous == first { return true }
            previous = byte
        }
        return false
    }
}
