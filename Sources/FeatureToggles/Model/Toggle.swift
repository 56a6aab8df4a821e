/// What kind of toggle a toggle is, as the toggle-hygiene literature sorts them.
public enum ToggleCategory: String, Sendable, Hashable, CaseIterable, Codable {
    /// Hides unfinished work; short-lived.
    case release
    /// Splits users between variants to measure them; exposures are reported.
    case experiment
    /// Lets operators change behaviour in production (kill switches, tuning).
    case ops
    /// Turns features on for some users; long-lived.
    case permission
}

/// A parent toggle that must be on (or off), optionally with one of some variants, for
/// its child to be evaluated at all.
public struct ToggleDependency: Sendable, Hashable {
    /// The parent's name.
    public var feature: String
    /// Whether the parent must be on (`true`, the default) or off.
    public var enabled: Bool
    /// When not empty, the parent's variant must be one of these.
    public var variants: [String]

    /// Creates a dependency.
    public init(feature: String, enabled: Bool = true, variants: [String] = []) {
        self.feature = feature
        self.enabled = enabled
        self.variants = variants
    }
}

/// A named group of constraints that strategies share.
public struct Segment: Sendable, Hashable {
    /// The id: a name in the native format, a number (as text) in Unleash's.
    public var id: String
    /// The constraints, which must all hold.
    public var constraints: [Constraint]

    /// Creates a segment.
    public init(id: String, constraints: [Constraint]) {
        self.id = id
        self.constraints = constraints
    }
}

/// One toggle: whether it is on, for whom, and which variant each context gets.
public struct Toggle: Sendable, Hashable {
    /// The key, e.g. `home.template`.
    public var name: String
    /// What it is for.
    public var description: String?
    /// Its kind.
    public var category: ToggleCategory?
    /// Who answers for it.
    public var owner: String?
    /// The day after which it should be gone; validation warns once it has passed.
    public var expires: CalendarDay?
    /// The kill switch: when false the toggle is off for everyone.
    public var enabled: Bool
    /// Feature-level constraints that must all hold before any strategy is considered.
    public var constraints: [Constraint]
    /// The ways the toggle can be on; none means on for everyone.
    public var strategies: [Strategy]
    /// The toggle's variants.
    public var variants: [VariantDefinition]
    /// The stickiness of the toggle's variants (`default` when `nil`).
    public var variantStickiness: String?
    /// Parents that must be in a given state.
    public var dependencies: [ToggleDependency]
    /// Whether the toggle was written as one static `value`: evaluations report STATIC.
    public var isStaticValue: Bool
    /// Whether evaluating it emits an impression event, as Unleash's `impressionData`
    /// asks (``ImpressionEvent``): `false` unless a file or server says `true`.
    public var impressionData: Bool

    /// Creates a toggle.
    public init(
        name: String, description: String? = nil, category: ToggleCategory? = nil, owner: String? = nil,
        expires: CalendarDay? = nil, enabled: Bool = true, constraints: [Constraint] = [],
        strategies: [Strategy] = [], variants: [VariantDefinition] = [], variantStickiness: String? = nil,
        dependencies: [ToggleDependency] = [], isStaticValue: Bool = false, impressionData: Bool = false
    ) {
        self.name = name
        self.description = description
        self.category = category
        self.owner = owner
        self.expires = expires
        self.enabled = enabled
        self.constraints = constraints
        self.strategies = strategies
        self.variants = variants
        self.variantStickiness = variantStickiness
        self.dependencies = dependencies
        self.isStaticValue = isStaticValue
        self.impressionData = impressionData
    }

    /// A toggle that is on for everyone with one static value, like `"value": 400` in a file.
    ///
    /// - Parameters:
    ///   - name: The key.
    ///   - value: The payload; the variant is named after its text.
    ///   - category: Its kind.
    ///   - description: What it is for.
    /// - Returns: The toggle.
    public static func value(_ name: String, _ value: Payload, category: ToggleCategory? = nil, description: String? = nil) -> Toggle {
        Toggle(
            name: name, description: description, category: category,
            variants: [VariantDefinition(name: value.value, weight: 100, payload: value)], isStaticValue: true
        )
    }

    /// A toggle that is simply on or off for everyone.
    public static func flag(_ name: String, enabled: Bool, category: ToggleCategory? = nil, description: String? = nil) -> Toggle {
        Toggle(name: name, description: description, category: category, enabled: enabled)
    }
}

/// Which of the two file formats a configuration came from.
public enum ToggleFileFormat: String, Sendable, Hashable, Codable {
    /// `{"version": 1, "toggles": {…}}`, written by hand.
    case native
    /// `{"version": …, "features": […], "segments": […]}`, as an Unleash server exports it.
    case unleash
}

/// A set of toggles and the segments they share: one layer, built in or read from a file.
public struct ToggleConfiguration: Sendable, Hashable {
    /// The toggles in the order they were written.
    public private(set) var toggles: [Toggle]
    /// Segments by id.
    public var segments: [String: Segment]
    /// The format it was read from.
    public var format: ToggleFileFormat

    private var index: [String: Int]

    /// Creates a configuration. A later toggle with the same name replaces an earlier one.
    public init(toggles: [Toggle] = [], segments: [Segment] = [], format: ToggleFileFormat = .native) {
        self.toggles = []
        self.index = [:]
        self.segments = Dictionary(segments.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.format = format
        for toggle in toggles { insert(toggle) }
    }

    /// An empty configuration.
    public static let empty = ToggleConfiguration()

    /// The toggle named `name`.
    /// - Complexity: O(1) on average.
    public func toggle(named name: String) -> Toggle? {
        index[name].map { toggles[$0] }
    }

    /// The names of all toggles, in order.
    public var names: [String] { toggles.map(\.name) }

    /// Makes room for `count` toggles in all, so that adding them grows nothing.
    public mutating func reserveCapacity(_ count: Int) {
        toggles.reserveCapacity(count)
        index.reserveCapacity(count)
    }

    /// Adds a toggle, or replaces the one with the same name in place.
    public mutating func insert(_ toggle: Toggle) {
        if let position = index[toggle.name] {
            toggles[position] = toggle
        } else {
            index[toggle.name] = toggles.count
            toggles.append(toggle)
        }
    }
}
