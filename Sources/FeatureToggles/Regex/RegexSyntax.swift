/// The syntax tree of a regular expression in the dialect Unleash's reference engine
/// accepts (RE2 / Rust `regex`): no backreferences, no look-around.
///
/// Every node knows, without expanding anything, how many instructions it compiles to
/// (`size`), how deep it nests (`height`) and whether it can only match the empty text:
/// the parser refuses a node over the limits where it is built, so nothing is ever
/// expanded past them. The nodes are built simplified, as Rust's `regex` builds them: a
/// repetition of something that only matches the empty text repeats it at most once,
/// `x{0}` is empty and `x{1}` is `x`, and a concatenation holds no empty node, so every
/// node but `.empty` compiles to at least one instruction.
struct RegexNode: Sendable {
    indirect enum Kind: Sendable {
        case empty
        case scalar(Unicode.Scalar)
        case set(ScalarRanges)
        case any(matchesNewline: Bool)
        case assertion(RegexAssertion)
        case concatenation([RegexNode])
        case alternation([RegexNode])
        case repetition(RegexNode, minimum: Int, maximum: Int?)
    }

    let kind: Kind
    /// The instructions it compiles to, repetitions expanded.
    let size: Int
    /// Nodes on the longest path down from it, itself included.
    let height: Int
    /// Whether every text it matches is empty (it holds only anchors and boundaries).
    let matchesOnlyEmpty: Bool

    private init(_ kind: Kind, size: Int, height: Int = 1, matchesOnlyEmpty: Bool = false) {
        self.kind = kind
        self.size = size
        self.height = height
        self.matchesOnlyEmpty = matchesOnlyEmpty
    }

    static let empty = RegexNode(.empty, size: 0, matchesOnlyEmpty: true)

    static func scalar(_ scalar: Unicode.Scalar) -> RegexNode { RegexNode(.scalar(scalar), size: 1) }

    static func set(_ set: ScalarRanges) -> RegexNode { RegexNode(.set(set), size: 1) }

    static func any(matchesNewline: Bool) -> RegexNode { RegexNode(.any(matchesNewline: matchesNewline), size: 1) }

    static func assertion(_ assertion: RegexAssertion) -> RegexNode {
        RegexNode(.assertion(assertion), size: 1, matchesOnlyEmpty: true)
    }

    /// `items` one after the other; empty items are left out.
    static func concatenation(_ items: [RegexNode]) -> RegexNode {
        let items = items.filter { if case .empty = $0.kind { false } else { true } }
        if items.count <= 1 { return items.first ?? .empty }
        return RegexNode(
            .concatenation(items), size: items.reduce(0) { $0 + $1.size },
            height: 1 + items.map(\.height).max()!, matchesOnlyEmpty: items.allSatisfy(\.matchesOnlyEmpty)
        )
    }

    /// One of `branches` (at least two): a split and a jump for each branch but the last.
    static func alternation(_ branches: [RegexNode]) -> RegexNode {
        if branches.count == 1 { return branches[0] }
        return RegexNode(
            .alternation(branches), size: branches.reduce(2 * (branches.count - 1)) { $0 + $1.size },
            height: 1 + branches.map(\.height).max()!, matchesOnlyEmpty: branches.allSatisfy(\.matchesOnlyEmpty)
        )
    }

    /// `body` from `minimum` to `maximum` times (`nil`: no end).
    ///
    /// Its size: `{n}` is n copies of the body; `{n,m}` adds m − n optional copies, each
    /// behind a split; `{n,}` with n ≥ 1 is n copies and a split back into the last;
    /// `*` is a split, the body and a jump back.
    static func repetition(_ body: RegexNode, minimum: Int, maximum: Int?) -> RegexNode {
        var (minimum, maximum) = (minimum, maximum)
        if body.matchesOnlyEmpty {
            // Repeating what only matches the empty text matches what once does.
            minimum = min(minimum, 1)
            maximum = min(maximum ?? 1, 1)
        }
        if maximum == 0 { return .empty }
        if case .empty = body.kind { return .empty }
        if minimum == 1, maximum == 1 { return body }
        let size: Int
        if let maximum {
            size = minimum * body.size + (maximum - minimum) * (body.size + 1)
        } else {
            size = minimum == 0 ? body.size + 2 : minimum * body.size + 1
        }
        return RegexNode(
            .repetition(body, minimum: minimum, maximum: maximum), size: size,
            height: 1 + body.height, matchesOnlyEmpty: body.matchesOnlyEmpty
        )
    }
}

/// A zero-width condition on the place between two scalars.
enum RegexAssertion: Sendable, Hashable {
    /// `^` without the `m` flag, and `\A`.
    case textStart
    /// `$` without the `m` flag, and `\z`.
    case textEnd
    /// `^` with the `m` flag.
    case lineStart
    /// `$` with the `m` flag.
    case lineEnd
    /// `\b`; Unicode word characters unless the `u` flag is off.
    case wordBoundary(unicode: Bool)
    /// `\B`.
    case notWordBoundary(unicode: Bool)

    func holds(previous: Unicode.Scalar?, next: Unicode.Scalar?) -> Bool {
        switch self {
        case .textStart: previous == nil
        case .textEnd: next == nil
        case .lineStart: previous == nil || previous == "\n"
        case .lineEnd: next == nil || next == "\n"
        case .wordBoundary(let unicode):
            ScalarClass.isWord(previous, unicode: unicode) != ScalarClass.isWord(next, unicode: unicode)
        case .notWordBoundary(let unicode):
            ScalarClass.isWord(previous, unicode: unicode) == ScalarClass.isWord(next, unicode: unicode)
        }
    }
}
