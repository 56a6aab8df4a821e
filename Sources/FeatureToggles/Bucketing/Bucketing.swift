/// How a rollout or a variant split put one evaluation in a bucket: the figures
/// `home toggles explain` shows so that a person can check them by hand.
///
/// Unleash's algorithm: the bucket is `murmur3_x86_32(utf8("groupId:stickinessValue"), seed)
/// % modulus + 1`. Rollouts use seed 0 and modulus 100 and are on when
/// `bucket <= threshold` (the percentage); variants use seed 86028157 and the total weight
/// as modulus, and the chosen variant is the first whose cumulative weight reaches the
/// bucket (its cumulative weight is the threshold).
public struct Bucketing: Sendable, Hashable {
    /// What the bucket decided.
    public enum Purpose: String, Sendable, Hashable, Codable {
        /// Whether a percentage rollout lets this context in.
        case rollout
        /// Which weighted variant this context gets.
        case variant
    }

    /// What the bucket decided.
    public var purpose: Purpose
    /// The stickiness asked for: `default`, `userId`, `sessionId`, `random` or any context field.
    public var stickiness: String
    /// The context value that was hashed (a random number for random stickiness).
    public var stickinessValue: String
    /// The group the hash is salted with: the strategy's `groupId` or the toggle's name.
    public var groupId: String
    /// The hash seed: 0 for rollouts, 86028157 for variants.
    public var seed: UInt32
    /// Whether the bucket came from the hash (false for `gradualRolloutRandom`, which draws it).
    public var isHashed: Bool
    /// The bucket, from 1 to ``modulus``.
    public var bucket: Int
    /// 100 for rollouts; the total weight for variants.
    public var modulus: Int
    /// The rollout percentage, or the chosen variant's cumulative weight.
    public var threshold: Double

    /// The text whose UTF-8 bytes were hashed, `groupId:stickinessValue`, or `nil` for a draw.
    public var hashInput: String? { isHashed ? "\(groupId):\(stickinessValue)" : nil }

    /// Creates a bucketing explanation.
    public init(
        purpose: Purpose, stickiness: String, stickinessValue: String, groupId: String,
        seed: UInt32, isHashed: Bool = true, bucket: Int, modulus: Int, threshold: Double
    ) {
        self.purpose = purpose
        self.stickiness = stickiness
        self.stickinessValue = stickinessValue
        self.groupId = groupId
        self.seed = seed
        self.isHashed = isHashed
        self.bucket = bucket
        self.modulus = modulus
        self.threshold = threshold
    }
}

extension Bucketing {
    /// The seed Unleash uses for rollouts.
    public static let rolloutSeed: UInt32 = 0
    /// The seed Unleash uses for variants.
    public static let variantSeed: UInt32 = 86_028_157

    /// Unleash's normalized value: `murmur3("groupId:identifier", seed) % modulus + 1`.
    ///
    /// - Parameters:
    ///   - identifier: The stickiness value.
    ///   - groupId: The group.
    ///   - modulus: 100 for rollouts, the total weight for variants; must be positive.
    ///   - seed: ``rolloutSeed`` or ``variantSeed``.
    /// - Returns: A bucket from 1 to `modulus`.
    /// - Complexity: O(n) in the UTF-8 length of the two strings; allocates nothing.
    public static func normalizedValue(_ identifier: String, groupId: String, modulus: Int, seed: UInt32) -> Int {
        var hasher = Murmur3(seed: seed)
        hasher.combine(groupId)
        hasher.combine(UInt8(ascii: ":"))
        hasher.combine(identifier)
        return Int(UInt64(hasher.finalize()) % UInt64(max(1, modulus))) + 1
    }
}
