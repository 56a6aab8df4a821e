import Testing
@testable import FeatureToggles

struct BucketingTests {
    /// Published MurmurHash3 x86_32 test vectors.
    @Test(arguments: [
        ("", UInt32(0), UInt32(0)),
        ("", 1, 0x514E_28B7),
        ("", 0xFFFF_FFFF, 0x81F1_6F39),
        ("\0\0\0\0", 0, 0x2362_F9DE),
        ("a", 0x9747_B28C, 0x7FA0_9EA6),
        ("aa", 0x9747_B28C, 0x5D21_1726),
        ("aaa", 0x9747_B28C, 0x283E_0130),
        ("aaaa", 0x9747_B28C, 0x5A97_808A),
        ("abcd", 0x9747_B28C, 0xF047_8627),
        ("Hello, world!", 0x9747_B28C, 0x2488_4CBA),
        ("The quick brown fox jumps over the lazy dog", 0x9747_B28C, 0x2FA8_26CD),
    ])
    func murmurMatchesTheReferenceVectors(text: String, seed: UInt32, expected: UInt32) {
        #expect(Murmur3.hash(Array(text.utf8), seed: seed) == expected)
    }

    @Test func feedingThePartsHashesTheJoinedText() {
        for (group, value) in [("home.template", "42"), ("", ""), ("ø", "😊"), ("g", "a longer stickiness value")] {
            let joined = Murmur3.hash(Array("\(group):\(value)".utf8), seed: Bucketing.variantSeed)
            var hasher = Murmur3(seed: Bucketing.variantSeed)
            hasher.combine(group)
            hasher.combine(UInt8(ascii: ":"))
            hasher.combine(value)
            #expect(hasher.finalize() == joined)
        }
    }

    /// Parts of every length after prefixes of every length (so every count of pending
    /// bytes meets every tail), and long, non-ASCII and empty parts.
    static let parts = (0..<12).map { String(repeating: "g", count: $0) }
        + ["user-42", "item-42-日本", "ø😊", "a longer stickiness value over sixteen bytes", "café", "cafe\u{301}"]

    @Test func feedingPartsOfEveryLengthHashesTheJoinedText() {
        for group in Self.parts {
            for value in Self.parts {
                let joined = Murmur3.hash(Array("\(group):\(value)".utf8), seed: Bucketing.rolloutSeed)
                var hasher = Murmur3(seed: Bucketing.rolloutSeed, prefix: group)
                hasher.combine(value)
                #expect(hasher.finalize() == joined, "\(group):\(value)")
            }
        }
    }

    @Test func hashingOneValueUnderTwoSeedsAtOnceGivesBothHashes() {
        for group in Self.parts {
            for value in Self.parts {
                var rollout = Murmur3(seed: Bucketing.rolloutSeed, prefix: group)
                var variant = Murmur3(seed: Bucketing.variantSeed, prefix: group)
                Array(value.utf8).withUnsafeBufferPointer { Murmur3.combine($0, into: &rollout, and: &variant) }
                #expect(rollout.finalize() == Murmur3.hash(Array("\(group):\(value)".utf8), seed: Bucketing.rolloutSeed))
                #expect(variant.finalize() == Murmur3.hash(Array("\(group):\(value)".utf8), seed: Bucketing.variantSeed))
            }
        }
    }

    @Test func normalizedValuesMatchUnleashsOwnTests() {
        // unleash-client-node, test/strategy/util-test: normalizedValue('123', 'gr1') is 73,
        // normalizedValue('999', 'groupX') is 25.
        #expect(Bucketing.normalizedValue("123", groupId: "gr1", modulus: 100, seed: 0) == 73)
        #expect(Bucketing.normalizedValue("999", groupId: "groupX", modulus: 100, seed: 0) == 25)
    }

    @Test func normalizedValuesStayInRange() {
        for identifier in 0..<500 {
            let bucket = Bucketing.normalizedValue(String(identifier), groupId: "range", modulus: 7, seed: 0)
            #expect((1...7).contains(bucket))
        }
    }

    @Test func theHashInputIsGroupColonValue() {
        let bucketing = Bucketing(purpose: .rollout, stickiness: "userId", stickinessValue: "42", groupId: "g", seed: 0, bucket: 3, modulus: 100, threshold: 50)
        #expect(bucketing.hashInput == "g:42")
        var drawn = bucketing
        drawn.isHashed = false
        #expect(drawn.hashInput == nil)
    }
}
