import Diagnostics

/// Walks a parsed toggles document, building the model and collecting diagnostics.
struct ToggleFileReader {
    let format: ToggleFileFormat
    let options: ValidationOptions
    var diagnostics: [Diagnostic] = []
    /// Where each toggle's variant names were written, for the template-style check.
    var variantNames: [String: [(name: String, location: SourceLocation)]] = [:]
    /// Where each toggle's dependencies were written.
    var dependencyLocations: [String: [(feature: String, location: SourceLocation)]] = [:]
    /// Where each strategy segment reference was written.
    var segmentReferences: [(toggle: String, id: String, location: SourceLocation)] = []
    /// Where each toggle's name was written (``ToggleLocations/packed(_:)``), position by
    /// position in the configuration read.
    var togglePlaces: [UInt64] = []
    /// Where each feature of a delta document was last defined, by name.
    var featurePlaces: [String: SourceLocation] = [:]

    init(format: ToggleFileFormat, options: ValidationOptions) {
        self.format = format
        self.options = options
    }

    /// Whether the variant names of the toggle `name` are checked (a rule of
    /// ``ValidationOptions/variantNames`` matches it), and so kept with their places.
    func checksVariantNames(of name: String) -> Bool {
        options.variantNames.contains { $0.toggles.matches(name) }
    }

    /// Adds `toggle` to `configuration`, its name's place at the same position of
    /// ``togglePlaces``; a toggle of the same name is replaced, place and all.
    mutating func add(_ toggle: Toggle, at location: SourceLocation, to configuration: inout ToggleConfiguration) {
        let place = ToggleLocations.packed(location)
        if let position = configuration.position(of: toggle.name) {
            togglePlaces[position] = place
        } else {
            togglePlaces.append(place)
        }
        configuration.insert(toggle)
    }

    // MARK: Reporting

    mutating func error(_ location: SourceLocation?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, at: location, message, hint: hint))
    }

    mutating func warning(_ location: SourceLocation?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, at: location, message, hint: hint))
    }

    /// An error in the native format; a warning in Unleash's, for what Unleash itself
    /// tolerates by evaluating to "off".
    mutating func doubtful(_ location: SourceLocation?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(format == .native ? .error : .warning, at: location, message, hint: hint))
    }

    // MARK: Objects

    /// The members of an object by key, reporting a non-object, repeated keys and unknown
    /// keys (errors in the native format; in Unleash's only likely misspellings, as warnings).
    mutating func object(_ node: JSONNode, _ subject: String, known: [String]) -> [String: JSONNode.Member]? {
        guard let members = node.members else {
            error(node.location, "\(subject) must be an object, not \(node.typeWithArticle)")
            return nil
        }
        var result: [String: JSONNode.Member] = [:]
        for member in members {
            if result[member.key] != nil {
                error(member.keyLocation, "\(subject) has the key \"\(Excerpt.of(member.key))\" twice", hint: "keep one")
            }
            result[member.key] = member
            guard !known.contains(member.key) else { continue }
            let suggestion = Spelling.suggestion(for: member.key, in: known)
            if format == .native {
                error(member.keyLocation, "unknown key \"\(Excerpt.of(member.key))\" in \(subject)", hint: suggestion ?? "known keys: \(known.joined(separator: ", "))")
            } else if let suggestion {
                warning(member.keyLocation, "unknown key \"\(Excerpt.of(member.key))\" in \(subject) is ignored", hint: suggestion)
            }
        }
        return result
    }

    mutating func require(_ members: [String: JSONNode.Member], _ key: String, in subject: String, at location: SourceLocation) -> JSONNode? {
        guard let member = members[key] else {
            error(location, "missing key \"\(key)\" in \(subject)")
            return nil
        }
        return member.value
    }

    // MARK: Values

    mutating func string(_ node: JSONNode?, _ subject: String) -> String? {
        guard let node else { return nil }
        guard let text = node.string else {
            error(node.location, "\(subject) must be a string, not \(node.typeWithArticle)")
            return nil
        }
        return text
    }

    mutating func bool(_ node: JSONNode?, _ subject: String) -> Bool? {
        guard let node else { return nil }
        guard let flag = node.bool else {
            error(node.location, "\(subject) must be true or false, not \(node.typeWithArticle)",
                  hint: node.string.map { ["true", "false"].contains($0) ? "write \($0) without quotes" : nil } ?? nil)
            return nil
        }
        return flag
    }

    /// The largest whole number JavaScript adds exactly (2^53 − 1, `Number.MAX_SAFE_INTEGER`):
    /// the bound of every whole number a toggles file gives, so that sums of them neither
    /// trap nor round, here or in Unleash's SDKs.
    static let largestWholeNumber = 9_007_199_254_740_991

    /// A whole number from `range`, which must lie within ±``largestWholeNumber``; a
    /// number outside it is an error that names the bound, never a trap. `hint` says what
    /// the number means, for one that is too large or not whole.
    mutating func integer(
        _ node: JSONNode?, _ subject: String,
        in range: ClosedRange<Int> = -ToggleFileReader.largestWholeNumber...ToggleFileReader.largestWholeNumber, hint: String? = nil
    ) -> Int? {
        guard let node else { return nil }
        guard case .number(let text) = node.value else {
            error(node.location, "\(subject) must be a number, not \(node.typeWithArticle)",
                  hint: node.string.flatMap { Int($0) != nil ? "write \($0) without quotes" : nil })
            return nil
        }
        // JSON numbers are decimal: Double reads any of them (out of range as ±infinity).
        let number = Int(text).map(Double.init) ?? Double(text) ?? .nan
        guard number.isNaN || number.isInfinite || number.rounded() == number else {
            error(node.location, "\(subject) must be a whole number, not \(Excerpt.of(text))", hint: hint)
            return nil
        }
        guard let value = Int(text) ?? (abs(number) <= Double(Self.largestWholeNumber) ? Int(number) : nil), range.contains(value) else {
            if number < Double(range.lowerBound) {
                error(node.location, "\(subject) \(range.lowerBound == 0 ? "must not be negative" : "must be at least \(range.lowerBound)"), not \(Excerpt.of(text))")
            } else {
                error(node.location, "\(subject) must be at most \(range.upperBound), not \(Excerpt.of(text))", hint: hint)
            }
            return nil
        }
        return value
    }

    mutating func array(_ node: JSONNode?, _ subject: String) -> [JSONNode]? {
        guard let node else { return nil }
        guard let elements = node.elements else {
            error(node.location, "\(subject) must be an array, not \(node.typeWithArticle)")
            return nil
        }
        return elements
    }

    mutating func strings(_ node: JSONNode?, _ subject: String) -> [String]? {
        guard let elements = array(node, subject) else { return nil }
        var result: [String] = []
        for (index, element) in elements.enumerated() {
            if let text = string(element, "\(subject)[\(index)]") { result.append(text) }
        }
        return result
    }

    /// A parameter or payload value as text: strings as they are, numbers as written,
    /// booleans as `true`/`false`.
    mutating func scalarText(_ node: JSONNode?, _ subject: String) -> String? {
        guard let node else { return nil }
        switch node.value {
        case .string(let text): return text
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        default:
            error(node.location, "\(subject) must be a string, not \(node.typeWithArticle)")
            return nil
        }
    }
}
