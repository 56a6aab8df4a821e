/// An IPv4 or IPv6 address as 128 bits, with its family, for `remoteAddress` and `IN_CIDR`.
struct IPAddress: Sendable, Hashable {
    enum Family: Sendable, Hashable { case v4, v6 }

    var family: Family
    /// The address, left-aligned: IPv4 addresses use the top 32 bits.
    var bits: (high: UInt64, low: UInt64)

    static func == (lhs: IPAddress, rhs: IPAddress) -> Bool {
        lhs.family == rhs.family && lhs.bits == rhs.bits
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(family)
        hasher.combine(bits.high)
        hasher.combine(bits.low)
    }

    var bitCount: Int { family == .v4 ? 32 : 128 }

    /// The address `text` spells, read as strictly as Unleash's Rust engine reads a
    /// context's address: four decimal octets, or IPv6 groups (one `::` at most, an IPv4
    /// address only at the end); nothing else, so no spaces and no zone index (`%eth0`).
    init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        if bytes.contains(UInt8(ascii: ":")) {
            guard let bits = Self.parseV6(bytes[...]) else { return nil }
            family = .v6
            self.bits = bits
        } else {
            guard let value = Self.parseV4(bytes[...]) else { return nil }
            family = .v4
            bits = (UInt64(value) << 32, 0)
        }
    }

    /// `a.b.c.d`, each of one to three decimal digits and at most 255.
    static func parseV4(_ bytes: ArraySlice<UInt8>) -> UInt32? {
        let parts = bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var value: UInt32 = 0
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ (48...57).contains($0) }) else { return nil }
            let octet = part.reduce(UInt32(0)) { $0 * 10 + UInt32($1 - 48) }
            guard octet <= 255 else { return nil }
            value = value << 8 | octet
        }
        return value
    }

    /// Eight groups of one to four hexadecimal digits, the last two of which may be an
    /// IPv4 address; `::` once stands for one or more groups of zeros.
    static func parseV6(_ bytes: ArraySlice<UInt8>) -> (high: UInt64, low: UInt64)? {
        let colon = UInt8(ascii: ":")
        var halves: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        while index < bytes.endIndex {
            if bytes[index] == colon, index + 1 < bytes.endIndex, bytes[index + 1] == colon {
                halves.append(bytes[start..<index])
                index += 2
                start = index
            } else {
                index += 1
            }
        }
        halves.append(bytes[start..<bytes.endIndex])
        guard halves.count <= 2 else { return nil }
        /// The groups of one half; an IPv4 address only as the last piece of the last half.
        func groups(_ part: ArraySlice<UInt8>, last: Bool) -> [UInt16]? {
            if part.isEmpty { return [] }
            var result: [UInt16] = []
            let pieces = part.split(separator: colon, omittingEmptySubsequences: false)
            for (position, piece) in pieces.enumerated() {
                if last, position == pieces.count - 1, piece.contains(UInt8(ascii: ".")) {
                    guard let v4 = parseV4(piece) else { return nil }
                    result.append(UInt16(v4 >> 16))
                    result.append(UInt16(v4 & 0xFFFF))
                } else {
                    guard (1...4).contains(piece.count) else { return nil }
                    var group: UInt16 = 0
                    for byte in piece {
                        guard let digit = hexadecimalDigit(byte) else { return nil }
                        group = group << 4 | digit
                    }
                    result.append(group)
                }
            }
            return result
        }
        guard let head = groups(halves[0], last: halves.count == 1) else { return nil }
        var all: [UInt16]
        if halves.count == 2 {
            guard let tail = groups(halves[1], last: true), head.count + tail.count <= 7 else { return nil }
            all = head + Array(repeating: 0, count: 8 - head.count - tail.count) + tail
        } else {
            guard head.count == 8 else { return nil }
            all = head
        }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for group in all[0..<4] { high = high << 16 | UInt64(group) }
        for group in all[4..<8] { low = low << 16 | UInt64(group) }
        return (high, low)
    }

    static func hexadecimalDigit(_ byte: UInt8) -> UInt16? {
        switch byte {
        case 48...57: UInt16(byte - 48)
        case 65...70: UInt16(byte - 55)
        case 97...102: UInt16(byte - 87)
        default: nil
        }
    }
}

/// A range of addresses, `192.168.0.0/16` or `2001:db8::/32`; a bare address is a range
/// of one. The text is trimmed first, as Unleash's SDKs trim the entries of a list.
struct AddressRange: Sendable, Hashable {
    var network: IPAddress
    var prefixLength: Int

    init?(_ text: some StringProtocol) {
        let text = String(text).trimmingWhitespace
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let address = IPAddress(parts[0]) else { return nil }
        if parts.count == 2 {
            guard parts[1].utf8.allSatisfy({ (48...57).contains($0) }), let length = Int(parts[1]),
                  (0...address.bitCount).contains(length)
            else { return nil }
            prefixLength = length
        } else {
            prefixLength = address.bitCount
        }
        network = address
    }

    func contains(_ address: IPAddress) -> Bool {
        guard address.family == network.family else { return false }
        let (maskHigh, maskLow) = Self.mask(prefixLength)
        return address.bits.high & maskHigh == network.bits.high & maskHigh
            && address.bits.low & maskLow == network.bits.low & maskLow
    }

    static func mask(_ length: Int) -> (UInt64, UInt64) {
        let high: UInt64 = length >= 64 ? .max : (length == 0 ? 0 : ~UInt64(0) << (64 - length))
        let lowLength = max(0, length - 64)
        let low: UInt64 = lowLength >= 64 ? .max : (lowLength == 0 ? 0 : ~UInt64(0) << (64 - lowLength))
        return (high, low)
    }
}

extension String {
    /// The text without leading and trailing spaces, tabs and line breaks.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
