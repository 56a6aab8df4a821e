import AdaptiveCards
import DynamicHome

/// What the card styles keep: each item's card read once (and read again when the item
/// changes), each card's state (its inputs, what it shows, where its focus is), and each
/// card drawn at the widths asked, until its state changes.
@MainActor
public final class CardEntries {
    /// A card read from an item, or why it could not be.
    struct Prepared {
        var item: HomeItem
        var card: AdaptiveCard?
        /// Why the card could not be drawn, when it could not.
        var problem: String?
        /// The card drawn, by width, in its current state and highlight.
        var frames: [FrameKey: CardFrame] = [:]
    }

    struct FrameKey: Hashable {
        var width: Int
        var showsFocus: Bool
    }

    /// What the cards look like on this host.
    public var host: HostConfig
    private var prepared: [String: Prepared] = [:]
    /// Each card's state, by item identifier.
    private(set) var states: [String: CardState] = [:]

    /// Cards on `host`.
    public init(host: HostConfig = .terminal) {
        self.host = host
    }

    /// The card of `item`, read on first use: its own (with its data, when it is a
    /// template), or one made of the item's title, description and byline when it has
    /// none; `nil` with the problem when its card has errors.
    func card(of item: HomeItem) -> (card: AdaptiveCard?, problem: String?) {
        let entry = prepare(item)
        return (entry.card, entry.problem)
    }

    private func prepare(_ item: HomeItem) -> Prepared {
        if let entry = prepared[item.identifier], entry.item == item { return entry }
        var entry = Prepared(item: item)
        if let card = item.card {
            var data: CardValue?
            if let written = item.data { data = try? CardValue.parse(written.text, file: nil) }
            do {
                let value = try CardValue.parse(card.text, file: nil)
                let reading = CardDocument.read(value, data: data, features: host.capabilities)
                entry.card = reading.card
                if reading.card == nil { entry.problem = reading.diagnostics.errors.first?.message ?? "it could not be read" }
            } catch {
                entry.problem = error.message
            }
        } else {
            entry.card = Self.plainCard(item)
        }
        prepared[item.identifier] = entry
        return entry
    }

    /// The card of an item that has none: its title, description and byline.
    static func plainCard(_ item: HomeItem) -> AdaptiveCard {
        var card = AdaptiveCard()
        card.version = .supported
        var title = TextBlock(text: item.title)
        title.weight = .bolder
        title.wrap = true
        card.body.append(CardElement(content: .text(title), path: "/body/0"))
        var index = 1
        for text in [item.description, item.meta.isEmpty ? nil : item.meta].compactMap({ $0 }) {
            var block = TextBlock(text: text)
            block.wrap = true
            block.isSubtle = index > 1
            card.body.append(CardElement(content: .text(block), path: "/body/\(index)"))
            index += 1
        }
        return card
    }

    /// The state of `item`'s card.
    func state(of item: HomeItem) -> CardState {
        states[item.identifier] ?? CardState()
    }

    /// Changes the state of `item`'s card and forgets its drawings.
    func setState(_ state: CardState, of item: HomeItem) {
        states[item.identifier] = state
        prepared[item.identifier]?.frames = [:]
    }

    /// `item`'s card drawn `width` columns wide, from the cache when it is there.
    func frame(of item: HomeItem, width: Int, showsFocus: Bool) -> CardFrame? {
        var entry = prepare(item)
        guard let card = entry.card else { return nil }
        let key = FrameKey(width: width, showsFocus: showsFocus)
        if let frame = entry.frames[key] { return frame }
        let frame = CardLayout(card: card, host: host).frame(width: width, state: state(of: item), showsFocus: showsFocus)
        // Keep a few widths: a resize or a new layout draws at another.
        if entry.frames.count > 8 { entry.frames = [:] }
        entry.frames[key] = frame
        prepared[item.identifier] = entry
        return frame
    }

    /// Forgets the cards of items no longer shown, once more are kept than shown (a day
    /// swiped to another): checked at every layout, done seldom.
    func forget(allBut items: [HomeItem]) {
        guard prepared.count > items.count + 32 else { return }
        let shown = Set(items.map(\.identifier))
        prepared = prepared.filter { shown.contains($0.key) }
        states = states.filter { shown.contains($0.key) }
    }
}

extension Error {
    /// A diagnostic's message, or the error described.
    var message: String {
        (self as? Diagnostic)?.message ?? String(describing: self)
    }
}
