/// Suggestions for names that were almost right: "did you mean 'grid'?".
public enum Spelling {
    /// The candidate nearest to `word`, when one is near enough to be a likely typo.
    ///
    /// Nearness is the optimal-string-alignment distance (insertions, deletions,
    /// substitutions and swaps of neighbours), ignoring case. A candidate is near
    /// enough when the distance is at most a third of the longer name, and at least 1.
    /// Ties go to the earlier candidate, so the answer is deterministic.
    ///
    /// - Complexity: O(k · n · m) for k candidates of length m and a word of length n,
    ///   but O(n + k · m) when the word is too long to be near any candidate.
    public static func nearest<S: Sequence<String>>(to word: String, in candidates: S) -> String? {
        // No name is this long: a pasted paragraph gets no suggestion, quickly.
        guard word.utf8.count <= maximumWordBytes else { return nil }
        let target = Array(word.lowercased())
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let letters = Array(candidate.lowercased())
            let limit = max(1, max(target.count, letters.count) / 3)
            // The distance is at least the difference in length: a word far longer than
            // every candidate (a pasted paragraph) is not compared letter by letter.
            guard abs(target.count - letters.count) <= limit else { continue }
            let distance = Self.distance(target, letters)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The longest word, in UTF-8 bytes, that suggestions are looked for.
    public static let maximumWordBytes = 256

    /// "did you mean 'x'?" for the nearest candidate, or `nil`; a candidate that came
    /// from input (a name in a file) is quoted as an ``Excerpt``.
    public static func suggestion<S: Sequence<String>>(for word: String, in candidates: S) -> String? {
        nearest(to: word, in: candidates).map { "did you mean '\(Excerpt.of($0))'?" }
    }

    /// The optimal-string-alignment edit distance between two strings of characters.
    public static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
