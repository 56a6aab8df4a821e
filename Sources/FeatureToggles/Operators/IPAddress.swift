import Foundation

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

    init?(_ text: some StringProtocol) {
        let text = String(text)
        if text.contains(":") {
            guard let bits = Self.parseV6(text) else { return nil }
            family = .v6
            self.bits = bits
        } else {
            guard let value = Self.parseV4(Substring(text)) else { return nil }
            family = .v4
            bits = (UInt64(value) << 32, 0)
        }
    }

    static func parseV4(_ text: Substring) -> UInt32? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return nil }
        var value: UInt32 = 0
        for part in parts {
            guard (1...3).contains(part.count), part.utf8.allSatisfy({ (48...57).contains($0) }),
                  let octet = UInt32(part), octet <= 255
            else { return nil }
            value = value << 8 | octet
        }
        return value
    }

    static func parseV6(_ text: String) -> (high: UInt64, low: UInt64)? {
        var text = Substring(text)
        if let percent = text.firstIndex(of: "%") { text = text[..<percent] }  // zone index
        let halves = text.components(separatedBy: "::")
        guard halves.count <= 2 else { return nil }
        func groups(_ part: String) -> [UInt16]? {
            if part.isEmpty { return [] }
            var result: [UInt16] = []
            let pieces = part.split(separator: ":", omittingEmptySubsequences: false)
            for (index, piece) in pieces.enumerated() {
                if index == pieces.count - 1, piece.contains(".") {
                    guard let v4 = parseV4(piece) else { return nil }
                    result.append(UInt16(v4 >> 16))
                    result.append(UInt16(v4 & 0xFFFF))
                } else {
                    guard (1...4).contains(piece.count), let group = UInt16(piece, radix: 16) else { return nil }
                    result.append(group)
                }
            }
            return result
        }
        guard let head = groups(halves[0]) else { return nil }
        var all: [UInt16]
        if halves.count == 2 {
            guard let tail = groups(halves[1]), head.count + tail.count <= 7 else { return nil }
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
}

/// A range of addresses, `192.168.0.0/16` or `2001:db8::/32`; a bare address is a range of one.
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
