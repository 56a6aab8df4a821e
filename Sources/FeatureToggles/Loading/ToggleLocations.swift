import Diagnostics

/// Where each toggle's name is written in a toggles file, by name.
///
/// Read from a file, it is the place of each toggle of ``ToggleFileResult/readable``,
/// 8 bytes a toggle beside the configuration it shares (where a dictionary of
/// locations cost 80 bytes a toggle and a copy of each name). It can also be made from a
/// dictionary, or a dictionary literal.
public struct ToggleLocations: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The toggles whose places ``places`` holds, position by position.
    private let configuration: ToggleConfiguration
    /// Each toggle's line (high 32 bits) and column (low 32 bits).
    private let places: [UInt64]
    /// The file the places are in.
    private let file: String?
    /// Places given by name.
    private let others: [String: SourceLocation]

    /// No place, or those of a dictionary.
    public init(_ locations: [String: SourceLocation] = [:]) {
        configuration = .empty
        places = []
        file = nil
        others = locations
    }

    /// The places of a dictionary literal.
    public init(dictionaryLiteral elements: (String, SourceLocation)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }

    /// The places of `configuration`'s toggles, position by position, in `file`.
    init(configuration: ToggleConfiguration, places: [UInt64], file: String?) {
        self.configuration = configuration
        self.places = places
        self.file = file
        others = [:]
    }

    /// One place, packed as ``places`` keeps it.
    static func packed(_ location: SourceLocation) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: location.line)) << 32 | UInt64(UInt32(truncatingIfNeeded: location.column))
    }

    /// Where the toggle `name` is written.
    /// - Complexity: O(1) on average.
    public subscript(name: String) -> SourceLocation? {
        if let position = configuration.position(of: name), position < places.count {
            let place = places[position]
            return SourceLocation(file: file, line: Int(place >> 32), column: Int(place & 0xFFFF_FFFF))
        }
        return others[name]
    }

    /// How many toggles have a place.
    public var count: Int { min(places.count, configuration.toggles.count) + others.count }

    /// Every name with its place, in no particular order.
    public var all: [String: SourceLocation] {
        var all = others
        for toggle in configuration.toggles.prefix(places.count) { all[toggle.name] = self[toggle.name] }
        return all
    }

    /// Whether both give the same places for the same names.
    public static func == (lhs: ToggleLocations, rhs: ToggleLocations) -> Bool {
        lhs.count == rhs.count && lhs.all == rhs.all
    }

    /// Hashes how many places there are, which equal values share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
    }
}
