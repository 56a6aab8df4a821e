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
///
/// Kept small, as a file may hold hundreds of thousands: what most toggles leave out
/// (description, owner, strategies…) lives in one shared box, absent when all of it is,
/// and a single static value is kept as its payload, not as an array of one variant.
public struct Toggle: Sendable, Hashable {
    /// The key, e.g. `home.template`.
    public var name: String
    /// What most toggles leave out; `nil` when all of it is left out (so that equal
    /// toggles are stored alike).
    private var details: Box<Details>?
    private var variantStorage: VariantStorage
    /// The kill switch: when false the toggle is off for everyone.
    public var enabled: Bool
    /// Whether the toggle was written as one static `value`: evaluations report STATIC.
    public var isStaticValue: Bool
    /// Whether evaluating it emits an impression event, as Unleash's `impressionData`
    /// asks (``ImpressionEvent``): `false` unless a file or server says `true`.
    public var impressionData: Bool

    /// The fields most toggles leave out.
    private struct Details: Sendable, Hashable {
        var description: String?
        var category: ToggleCategory?
        var owner: String?
        var expires: CalendarDay?
        var constraints: [Constraint] = []
        var strategies: [Strategy] = []
        var variantStickiness: String?
        var dependencies: [ToggleDependency] = []
        var remoteEvaluation: RemoteEvaluation?

        static let none = Details()
    }

    /// The variants: one with weight 100 that carries a string or number payload and is
    /// named after its text (what `"value": 400` makes), or any list.
    private enum VariantStorage: Sendable, Hashable {
        case list([VariantDefinition])
        case string(String)
        case number(String)

        init(_ variants: [VariantDefinition]) {
            if variants.count == 1, let payload = variants[0].payload, variants[0] == Self.variant(payload) {
                switch payload.type {
                case "string": self = .string(payload.value)
                case "number": self = .number(payload.value)
                default: self = .list(variants)
                }
            } else {
                self = .list(variants)
            }
        }

        static func variant(_ payload: Payload) -> VariantDefinition {
            VariantDefinition(name: payload.value, weight: 100, payload: payload)
        }

        var variants: [VariantDefinition] {
            switch self {
            case .list(let variants): variants
            case .string(let text): [Self.variant(.string(text))]
            case .number(let text): [Self.variant(Payload(type: "number", value: text))]
            }
        }
    }

    private var detailsValue: Details { details?.value ?? .none }

    private mutating func updateDetails(_ change: (inout Details) -> Void) {
        var value = detailsValue
        change(&value)
        details = value == .none ? nil : Box(value)
    }

    /// What it is for.
    public var description: String? {
        get { details?.value.description }
        set { updateDetails { $0.description = newValue } }
    }
    /// Its kind.
    public var category: ToggleCategory? {
        get { details?.value.category }
        set { updateDetails { $0.category = newValue } }
    }
    /// Who answers for it.
    public var owner: String? {
        get { details?.value.owner }
        set { updateDetails { $0.owner = newValue } }
    }
    /// The day after which it should be gone; validation warns once it has passed.
    public var expires: CalendarDay? {
        get { details?.value.expires }
        set { updateDetails { $0.expires = newValue } }
    }
    /// Feature-level constraints that must all hold before any strategy is considered.
    public var constraints: [Constraint] {
        get { details?.value.constraints ?? [] }
        set { updateDetails { $0.constraints = newValue } }
    }
    /// The ways the toggle can be on; none means on for everyone.
    public var strategies: [Strategy] {
        get { details?.value.strategies ?? [] }
        set { updateDetails { $0.strategies = newValue } }
    }
    /// The toggle's variants.
    public var variants: [VariantDefinition] {
        get { variantStorage.variants }
        set { variantStorage = VariantStorage(newValue) }
    }
    /// The stickiness of the toggle's variants (`default` when `nil`).
    public var variantStickiness: String? {
        get { details?.value.variantStickiness }
        set { updateDetails { $0.variantStickiness = newValue } }
    }
    /// Parents that must be in a given state.
    public var dependencies: [ToggleDependency] {
        get { details?.value.dependencies ?? [] }
        set { updateDetails { $0.dependencies = newValue } }
    }
    /// The evaluation a remote service made, when the toggle is its answer rather than a
    /// definition to evaluate (``RemoteEvaluation``).
    public var remoteEvaluation: RemoteEvaluation? {
        get { details?.value.remoteEvaluation }
        set { updateDetails { $0.remoteEvaluation = newValue } }
    }

    /// Creates a toggle.
    public init(
        name: String, description: String? = nil, category: ToggleCategory? = nil, owner: String? = nil,
        expires: CalendarDay? = nil, enabled: Bool = true, constraints: [Constraint] = [],
        strategies: [Strategy] = [], variants: [VariantDefinition] = [], variantStickiness: String? = nil,
        dependencies: [ToggleDependency] = [], isStaticValue: Bool = false, impressionData: Bool = false
    ) {
        self.name = name
        let details = Details(
            description: description, category: category, owner: owner, expires: expires, constraints: constraints,
            strategies: strategies, variantStickiness: variantStickiness, dependencies: dependencies)
        self.details = details == .none ? nil : Box(details)
        variantStorage = VariantStorage(variants)
        self.enabled = enabled
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

    /// Where each name is in ``toggles``: 8 bytes a toggle (a file may hold 600,000).
    private var index: NameSlots

    /// Creates a configuration. A later toggle with the same name replaces an earlier one.
    public init(toggles: [Toggle] = [], segments: [Segment] = [], format: ToggleFileFormat = .native) {
        self.toggles = []
        self.index = NameSlots()
        self.segments = Dictionary(segments.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
        self.format = format
        for toggle in toggles { insert(toggle) }
    }

    /// An empty configuration.
    public static let empty = ToggleConfiguration()

    /// The toggle named `name`.
    /// - Complexity: O(1) on average.
    public func toggle(named name: String) -> Toggle? {
        position(of: name).map { toggles[$0] }
    }

    /// The position in ``toggles`` of the toggle named `name`.
    /// - Complexity: O(1) on average.
    func position(of name: String) -> Int? {
        index.position(of: name) { toggles[$0].name }
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
        if let position = position(of: toggle.name) {
            toggles[position] = toggle
        } else {
            index.insert(toggle.name, at: toggles.count)
            toggles.append(toggle)
        }
    }

    /// Removes the toggles named in `names`; the others keep their order.
    /// - Complexity: O(n) in the number of toggles: the index is built again once.
    public mutating func removeAll(named names: Set<String>) {
        guard !names.isEmpty else { return }
        let kept = toggles.filter { !names.contains($0.name) }
        guard kept.count < toggles.count else { return }
        toggles = []
        index = NameSlots()
        reserveCapacity(kept.count)
        for toggle in kept { insert(toggle) }
    }

    /// Whether both have the same toggles in the same order, segments and format.
    public static func == (lhs: ToggleConfiguration, rhs: ToggleConfiguration) -> Bool {
        lhs.toggles == rhs.toggles && lhs.segments == rhs.segments && lhs.format == rhs.format
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(toggles)
        hasher.combine(segments)
        hasher.combine(format)
    }
}
