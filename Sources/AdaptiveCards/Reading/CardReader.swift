import Diagnostics

/// Reads a card's tree of values into an ``AdaptiveCard``, collecting every problem at its
/// place instead of stopping at the first, and applying fallback as the format says.
struct CardReader {
    /// What reading an element or an action came to.
    enum Outcome<Value> {
        /// Read (perhaps as its fallback).
        case read(Value)
        /// Left out: its fallback is "drop", or it is unknown and nothing around it falls back.
        case dropped
        /// Unknown, without a fallback of its own, inside something that has one: that
        /// something falls back instead.
        case failed
    }

    /// The features ``requires`` is checked against, with their versions.
    let features: [String: CardVersion]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var fallbacks: [CardFallback] = []
    /// How deep in containers the element being read is.
    var depth = 0
    /// How many carousels the element being read is in: a carousel's pages hold no inputs
    /// or media, and no select action that shows a card or toggles elements.
    var carousels = 0

    /// The deepest nesting of containers a card may have.
    static let maximumElementDepth = 24

    init(features: [String: CardVersion]) {
        self.features = features
    }

    // MARK: Problems

    mutating func error(_ value: CardValue?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, at: value?.location, message, hint: hint))
    }

    mutating func warning(_ value: CardValue?, _ message: String, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, at: value?.location, message, hint: hint))
    }

    mutating func note(_ value: CardValue?, _ what: String, becomes result: String) {
        fallbacks.append(CardFallback(location: value?.location, what: what, result: result))
    }

    /// Warns of every key of `object` that a `type` does not have, with the key it
    /// probably meant; keys of the templating language (`$data`…) are left alone.
    mutating func checkKeys(_ object: CardValue, known: [String], in type: String) {
        guard let members = object.members else { return }
        for member in members where !member.key.hasPrefix("$") && !known.contains(member.key) {
            let place = CardValue(.string(member.key), at: member.keyLocation ?? object.location)
            if let near = Spelling.nearest(to: member.key, in: known) {
                warning(place, "unknown key \"\(Excerpt.of(member.key))\" in \(type.withArticle); it is ignored", hint: "did you mean '\(near)'?")
            } else {
                warning(place, "unknown key \"\(Excerpt.of(member.key))\" in \(type.withArticle); it is ignored")
            }
        }
    }

    // MARK: Values

    /// A string property; a number or a boolean (as templating makes them) is taken as
    /// its text.
    mutating func text(_ object: CardValue, _ key: String) -> String? {
        guard let value = object[key], !value.isNull else { return nil }
        switch value.kind {
        case .string(let text): return text
        case .number(let number): return CardValue.text(of: number)
        case .bool(let flag): return flag ? "true" : "false"
        default:
            warning(value, "\"\(key)\" must be a string, not \(value.typeWithArticle); it is ignored")
            return nil
        }
    }

    /// A boolean property; the strings "true" and "false" are taken as booleans.
    mutating func flag(_ object: CardValue, _ key: String) -> Bool? {
        guard let value = object[key], !value.isNull else { return nil }
        if let flag = value.bool { return flag }
        if let text = value.string?.lowercased(), text == "true" || text == "false" { return text == "true" }
        warning(value, "\"\(key)\" must be true or false, not \(value.typeWithArticle); it is ignored")
        return nil
    }

    /// A number property; a string of a number is taken as the number.
    mutating func number(_ object: CardValue, _ key: String) -> Double? {
        guard let value = object[key], !value.isNull else { return nil }
        if let number = value.number, number.isFinite { return number }
        if let text = value.string, let number = Double(text.trimmingCharacters(in: " ")), number.isFinite { return number }
        warning(value, "\"\(key)\" must be a number, not \(value.typeWithArticle); it is ignored")
        return nil
    }

    /// A whole number of pixels: 40, "40" or "40px".
    mutating func pixels(_ object: CardValue, _ key: String) -> Int? {
        guard let value = object[key], !value.isNull else { return nil }
        if let number = value.number, number.isFinite, number >= 0 { return Int(min(number, 100_000)) }
        if var text = value.string?.lowercased() {
            if text.hasSuffix("px") { text.removeLast(2) }
            if let number = Double(text.trimmingCharacters(in: " ")), number.isFinite, number >= 0 { return Int(min(number, 100_000)) }
        }
        warning(value, "\"\(key)\" must be a number of pixels like \"40px\", not \(value.description)")
        return nil
    }

    /// A word of the format ("large"), read without regard to case; anything else is a
    /// warning with the word it probably meant.
    mutating func word<Word: CardWord>(_ object: CardValue, _ key: String, _ type: Word.Type) -> Word? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let text = value.string else {
            warning(value, "\"\(key)\" must be one of \(Word.words.joined(separator: ", ")), not \(value.typeWithArticle)")
            return nil
        }
        if let word = Word(word: text) { return word }
        warning(
            value, "\"\(key)\" cannot be \"\(Excerpt.of(text))\"; it is ignored",
            hint: Spelling.suggestion(for: text, in: Word.words) ?? "one of \(Word.words.joined(separator: ", "))")
        return nil
    }

    /// The URL of a background image: a string, or an object with `url`.
    mutating func backgroundImage(_ object: CardValue) -> String? {
        guard let value = object["backgroundImage"], !value.isNull else { return nil }
        if let url = value.string { return url }
        if value.members != nil {
            checkKeys(value, known: ["url", "fillMode", "horizontalAlignment", "verticalAlignment"], in: "background image")
            return text(value, "url")
        }
        warning(value, "\"backgroundImage\" must be a URL or an object with \"url\", not \(value.typeWithArticle)")
        return nil
    }

    /// Whether a `requires` object asks only for features this renderer has.
    mutating func meetsRequirements(_ object: CardValue) -> Bool {
        guard let requires = object["requires"], !requires.isNull else { return true }
        guard let members = requires.members else {
            warning(requires, "\"requires\" must be an object of features and versions, e.g. {\"adaptiveCards\": \"1.2\"}")
            return true
        }
        for member in members {
            guard let have = features[member.key] else { return false }
            let wanted = member.value.string ?? member.value.number.map(CardValue.text(of:)) ?? ""
            if wanted == "*" { continue }
            guard let version = CardVersion(wanted) else {
                warning(member.value, "\"requires\": \"\(Excerpt.of(member.key))\" needs a version like \"1.2\" or \"*\"")
                return false
            }
            if version > have { return false }
        }
        return true
    }
}

/// An element or action that fell back as its card says, and what it became: what
/// `home card validate` lists besides the problems.
public struct CardFallback: Hashable, Sendable, CustomStringConvertible {
    /// Where the element or action that fell back is written.
    public var location: SourceLocation?
    /// What fell back: "the element 'Graph'".
    public var what: String
    /// What it became: "dropped", "its fallback TextBlock".
    public var result: String

    public var description: String {
        (location.map { "\($0): " } ?? "") + "note: \(what) falls back: \(result)"
    }
}

extension CardValue {
    /// The value as a message quotes it.
    var description: String {
        switch kind {
        case .string(let text): "\"\(Excerpt.of(text))\""
        case .number(let number): CardValue.text(of: number)
        default: typeWithArticle
        }
    }
}

extension String {
    /// "a TextBlock", "an Image", "an Input.Text".
    var withArticle: String {
        guard let first = first?.lowercased() else { return self }
        return ("aeiou".contains(first) ? "an " : "a ") + self
    }
}
