/// A version as Semantic Versioning 2.0.0 defines it, strictly: `1.2.3`, `2.0.0-alpha.1`,
/// `1.0.0+build.5`. A leading `v` or a missing part is not a version, as in Unleash.
///
/// Major, minor and patch are at most 2^53 − 1, as in the `semver` package that Unleash's
/// Node SDK uses (a larger one is not a version, so the constraint is false). Numeric
/// pre-release identifiers have no size limit: they compare as digit strings, as the
/// specification says they compare numerically.
struct SemanticVersion: Sendable, Hashable, Comparable {
    enum Identifier: Sendable, Hashable, Comparable {
        /// The digits, without leading zeros (so equal digits are equal numbers).
        case numeric(String)
        case alphanumeric(String)

        static func < (lhs: Identifier, rhs: Identifier) -> Bool {
            switch (lhs, rhs) {
            case (.numeric(let a), .numeric(let b)):
                // Without leading zeros, more digits is a larger number; as many compare digit by digit.
                a.utf8.count != b.utf8.count ? a.utf8.count < b.utf8.count : a.utf8.lexicographicallyPrecedes(b.utf8)
            case (.numeric, .alphanumeric): true
            case (.alphanumeric, .numeric): false
            case (.alphanumeric(let a), .alphanumeric(let b)): a.utf8.lexicographicallyPrecedes(b.utf8)
            }
        }
    }

    /// The largest major, minor or patch: JavaScript's `Number.MAX_SAFE_INTEGER`.
    static let largestNumber: UInt64 = 9_007_199_254_740_991

    var major: UInt64
    var minor: UInt64
    var patch: UInt64
    var prerelease: [Identifier]

    init?(_ text: String) {
        // Scans the UTF-8 bytes in place; only a pre-release or build part allocates.
        let scanned = text.utf8.withContiguousStorageIfAvailable(Self.scanCore) ?? Array(text.utf8).withUnsafeBufferPointer(Self.scanCore)
        guard let (major, minor, patch, end) = scanned else { return nil }
        self.major = major
        self.minor = minor
        self.patch = patch
        prerelease = []
        if end == text.utf8.count { return }
        let rest = Substring(text)[text.utf8.index(text.utf8.startIndex, offsetBy: end)...]
        var core = rest
        if let plus = core.firstIndex(of: "+") {
            let build = core[core.index(after: plus)...]
            guard Self.validIdentifiers(build, numericLeadingZerosAllowed: true) != nil else { return nil }
            core = core[..<plus]
        }
        guard !core.isEmpty else { return }
        guard core.first == "-", let identifiers = Self.validIdentifiers(core.dropFirst(), numericLeadingZerosAllowed: false) else { return nil }
        prerelease = identifiers
    }

    /// `MAJOR.MINOR.PATCH` at the start of `bytes`, and where it ends: numbers without
    /// leading zeros, each at most ``largestNumber``.
    private static func scanCore(_ bytes: UnsafeBufferPointer<UInt8>) -> (UInt64, UInt64, UInt64, Int)? {
        var index = 0
        func number() -> UInt64? {
            let start = index
            var value: UInt64 = 0
            while index < bytes.count, (48...57).contains(bytes[index]) {
                // A number above the bound is not a version (and must not trap): checked
                // before each step, so the arithmetic stays far below 2^64.
                value = value * 10 + UInt64(bytes[index] - 48)
                guard value <= largestNumber else { return nil }
                index += 1
            }
            let count = index - start
            guard count > 0, count == 1 || bytes[start] != 48 else { return nil }
            return value
        }
        func take(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let major = number(), take(UInt8(ascii: ".")), let minor = number(), take(UInt8(ascii: ".")), let patch = number() else { return nil }
        return (major, minor, patch, index)
    }

    private static func validIdentifiers(_ text: Substring, numericLeadingZerosAllowed: Bool) -> [Identifier]? {
        var identifiers: [Identifier] = []
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard !part.isEmpty, part.utf8.allSatisfy({ Self.isIdentifierByte($0) }) else { return nil }
            if part.utf8.allSatisfy({ (48...57).contains($0) }) {
                if !numericLeadingZerosAllowed, part.utf8.count > 1, part.utf8.first == 48 { return nil }
                identifiers.append(.numeric(String(part)))
            } else {
                identifiers.append(.alphanumeric(String(part)))
            }
        }
        return identifiers
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: "-")
    }

    static func < (lhs: SemanticVersion, rhs: SemanticVersion) -> Bool {
        if (lhs.major, lhs.minor, lhs.patch) != (rhs.major, rhs.minor, rhs.patch) {
            return (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }
        // A release ranks above its pre-releases; otherwise compare identifier by identifier,
        // and a shorter list ranks lower when all its identifiers are equal.
        switch (lhs.prerelease.isEmpty, rhs.prerelease.isEmpty) {
        case (true, true), (true, false): return false
        case (false, true): return true
        case (false, false): return lhs.prerelease.lexicographicallyPrecedes(rhs.prerelease)
        }
    }
}
