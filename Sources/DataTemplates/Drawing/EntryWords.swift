import DynamicHome

/// A data template's entry in words, for a person who cannot see it: the text it draws,
/// as it draws it (cut with "…" where it is cut, wrapped lines joined), node by node in
/// the order of the drawing (a row left to right, a column top to bottom), each said as a
/// sentence. Badges and fields are said; rules, borders, blank room and punctuation
/// standing alone (a "—" for a missing value) are not, nor what
/// the screen reader's item line says already: a text or badge that shows the item's
/// title, kind, length or minutes alone (`${title}`, `${kind}`).
///
/// An entry of `${title}`, a `NEW` badge, `${fields.price}` and `${description}` under
/// them is said "NEW. £1.99. Fresh from the bakery." after its item line.
enum EntryWords {
    /// Writes down the text of each text and badge node as it is drawn.
    final class Recorder {
        private(set) var phrases: [String] = []

        /// Writes down `drawn`, the text `text` drew for `item`, unless the item line says it.
        func hear(_ drawn: String, of text: TextTemplate, item: HomeItem) {
            guard !text.repeatsTheItemLine(for: item) else { return }
            let phrase = EntryWords.plain(drawn)
            // Punctuation alone ("—" for a missing price, "·") says nothing.
            if phrase.contains(where: { !$0.isPunctuation }) { phrases.append(phrase) }
        }
    }

    /// What the entry of `item` drawn from `node` in a canvas of `size` says (not
    /// highlighted: its words do not change as the highlight moves); `nil` when it draws
    /// nothing the item line does not say.
    static func words(of node: TemplateNode, item: HomeItem, size: Size) -> String? {
        guard size.width > 0, size.height > 0 else { return nil }
        var canvas = Canvas(size)
        let recorder = Recorder()
        var drawing = EntryDrawing(item: item, highlighted: false, theme: .standard)
        drawing.heard = recorder
        drawing.draw(node, in: canvas.bounds, canvas: &canvas)
        guard !recorder.phrases.isEmpty else { return nil }
        return recorder.phrases.map(sentence).joined(separator: " ")
    }

    /// `text` without box-drawing and block characters (a border or a rule drawn as
    /// text), every run of white space one space, the ends trimmed.
    static func plain(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace || isDrawing(character) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// Box drawing (U+2500-U+257F) and block elements (U+2580-U+259F).
    private static func isDrawing(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else { return false }
        return (0x2500...0x259F).contains(scalar.value)
    }

    /// A phrase ending as a sentence does: with a full stop unless it has one, a question
    /// or exclamation mark, an ellipsis, or a colon.
    private static func sentence(_ phrase: String) -> String {
        guard let last = phrase.last, !".!?…:。！？｡".contains(last) else { return phrase }
        return phrase + "."
    }
}

extension TextTemplate {
    /// Whether the text is one binding whose value for `item` is one the screen reader's
    /// item line says already: the title, the kind, the length or the minutes.
    func repeatsTheItemLine(for item: HomeItem) -> Bool {
        guard parts.count == 1, case .binding(let operands) = parts[0] else { return false }
        for operand in operands {
            switch operand {
            case .literal: return false
            case .path(let path):
                guard path.value(of: item) != nil else { continue }
                return [.title, .kind, .length, .minutes].contains(path)
            }
        }
        return false
    }
}

/// The words of the entries a data template said last, by item and canvas size: a
/// screen reader's reading asks for them at every step, and an entry is drawn to say
/// them only when its item or size changed. It holds at most `limit` entries.
struct EntryWordsCache {
    private var said: [String: (item: HomeItem, size: Size, words: String?)] = [:]

    /// The words of `item`'s entry at `size`, said by `say` unless they were kept.
    mutating func words(of item: HomeItem, size: Size, limit: Int, say: () -> String?) -> String? {
        if let kept = said[item.identifier], kept.size == size, kept.item == item { return kept.words }
        if said.count >= limit { said.removeAll(keepingCapacity: true) }
        let words = say()
        said[item.identifier] = (item, size, words)
        return words
    }
}
