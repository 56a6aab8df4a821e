import StateStore
/// How many days the deck keeps ready around the current one, counted along the
/// direction of travel: `behind` days already passed and `ahead` days coming next.
///
/// Moving forward, "ahead" means later days; moving backward, earlier ones, so the
/// window widens in the direction the user is going. ``standard`` keeps 2 behind and 4
/// ahead: 7 days, the current one included.
public struct DeckShape: Hashable, Sendable, CustomStringConvertible {
    /// Days kept on the side the user comes from.
    public let behind: Int
    /// Days kept on the side the user is going to.
    public let ahead: Int

    /// The largest value either side may take; larger values are clamped to it.
    public static let maximumSide = 32

    /// Creates a shape. Values outside `0...maximumSide` are clamped, so a shape that
    /// comes from a toggle file can never ask for a negative or huge window.
    ///
    /// - Parameters:
    ///   - behind: Days to keep behind the current one.
    ///   - ahead: Days to keep ahead of it.
    public init(behind: Int, ahead: Int) {
        self.behind = min(max(behind, 0), Self.maximumSide)
        self.ahead = min(max(ahead, 0), Self.maximumSide)
    }

    /// 2 behind, 4 ahead.
    public static let standard = DeckShape(behind: 2, ahead: 4)

    /// No pre-fetching: only the current day.
    public static let none = DeckShape(behind: 0, ahead: 0)

    /// How many days before and after the current one the window covers when moving in
    /// `direction`.
    ///
    /// - Parameter direction: The direction of travel.
    /// - Returns: Days kept before (earlier) and after (later) the current one.
    public func extent(movingIn direction: DeckDirection) -> (earlier: Int, later: Int) {
        switch direction {
        case .forward: (behind, ahead)
        case .backward: (ahead, behind)
        }
    }

    /// How far from the current day, in days of the data, loaded days are kept after
    /// they leave the window: the window's full length, so a change of direction finds
    /// the days just passed still loaded, while memory stays bounded.
    public var retention: Int { behind + ahead }

    /// "2 behind, 4 ahead".
    public var description: String { "\(behind) behind, \(ahead) ahead" }
}

/// The direction of the last move.
public enum DeckDirection: Hashable, Sendable {
    /// Towards later days.
    case forward
    /// Towards earlier days.
    case backward
}
