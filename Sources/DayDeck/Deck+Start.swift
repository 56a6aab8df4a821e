import StateStore
extension Deck {
    /// Checks that `day` is one of `days`.
    ///
    /// Use it to reject `--day` before showing anything; ``DeckReducer`` uses it for
    /// ``DeckAction/start(at:)``.
    ///
    /// - Parameters:
    ///   - day: The day asked for.
    ///   - days: The available days, in order.
    /// - Throws: ``ContentError/Reason/dayNotAvailable`` naming the available range, and
    ///   the nearest available day when `day` falls in a gap.
    public static func checkStart(_ day: Day, in days: [Day]) throws(ContentError) {
        guard let first = days.first, let last = days.last else {
            throw ContentError(.dayNotAvailable, "there is no content for \(day): the content has no days at all")
        }
        if days.contains(day) { return }
        let range = first == last ? "only \(first)" : "days from \(first) to \(last)"
        if day < first || day > last {
            throw ContentError(
                .dayNotAvailable,
                "there is no content for \(day): the content has \(range); choose a day in that range")
        }
        let nearest = days.min { abs(day.distance(to: $0)) < abs(day.distance(to: $1)) } ?? first
        throw ContentError(
            .dayNotAvailable,
            "there is no content for \(day): the content has \(range), but not this one; the nearest is \(nearest)")
    }
}
