import HTTPTestSupport
import OTLPExport
import Testing
import TestSupport
import TestThreads

/// The gzip encoder, read back by python3's gzip module.
@Suite(.threadOfItsOwn) struct GzipTests {
    static func inputs() -> [(String, [UInt8])] {
        var random = SplitMix64(seed: 41)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let json = EncodingTests.request.json
        let batch = Array((0..<512).map { _ in json }.joined())
        return [
            ("empty", []), ("one byte", [0x41]), ("every byte", Array(0...255)), ("long runs", [UInt8](repeating: 0x20, count: 100_000)),
            ("noise (stored blocks, more than one)", noise), ("a request", json), ("512 requests", batch),
        ]
    }

    @Test func pythonReadsBackWhatWasCompressed() throws {
        try #require(OTLPTestReceiver.isInstalled, "python3 with opentelemetry-proto is needed (.ci/run installs it)")
        for (name, input) in Self.inputs() {
            let compressed = Gzip.compress(input)
            #expect(Array(compressed.prefix(3)) == [0x1F, 0x8B, 8], "\(name)")
            #expect(try OTLPTestReceiver.gunzip(compressed) == input, "\(name)")
        }
    }

    @Test func jsonShrinksAndNoiseDoesNotGrowMuch() {
        let batch = Self.inputs().last!.1
        #expect(Gzip.compress(batch).count * 5 < batch.count)
        let noise = Self.inputs()[4].1
        #expect(Gzip.compress(noise).count <= noise.count + noise.count / 64 + 32)
    }
}
