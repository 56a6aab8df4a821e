/// Turns the day deck into what templates and chrome show.
public enum HomePresenter {
    /// The view model of the day on screen: its items, or that it is loading or failed.
    public static func viewModel(from deck: Deck<HomeItem>) -> HomeViewModel {
        guard let day = deck.current else {
            if case .failed(let error) = deck.phase { return HomeViewModel(content: .failed(error.message)) }
            return HomeViewModel(content: .loading)
        }
        return viewModel(of: day, in: deck)
    }

    /// The view model of any day in the deck; a day outside it is loading.
    public static func viewModel(of day: Day, in deck: Deck<HomeItem>) -> HomeViewModel {
        switch deck.status(of: day) {
        case .loaded(let items): HomeViewModel(day: day, items: items)
        case .failed(let error): HomeViewModel(day: day, content: .failed(error.message))
        case .loading, nil: HomeViewModel(day: day, content: .loading)
        }
    }

    /// How the neighbouring days stand, for the header at 100 columns and more, in a
    /// newcomer's words: "‹ previous day ready  › next day loading" (a day that is ready
    /// was fetched ahead, so moving to it is instant).
    public static func neighbours(in deck: Deck<HomeItem>) -> String {
        guard let index = deck.currentIndex else { return "" }
        func describe(_ offset: Int, _ arrow: String, _ name: String) -> String? {
            let position = index + offset
            guard deck.days.indices.contains(position) else { return nil }
            let word = switch deck.status(of: deck.days[position]) {
            case .loaded: "ready"
            case .loading: "loading"
            case .failed: "failed"
            case nil: "not loaded"
            }
            return "\(arrow) \(name) \(word)"
        }
        return [describe(-1, "‹", "previous day"), describe(1, "›", "next day")].compactMap { $0 }.joined(separator: "  ")
    }
}
