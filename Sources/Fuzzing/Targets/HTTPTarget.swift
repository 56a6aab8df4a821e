import Essentials
import HTTPClient

extension FuzzTarget {
    /// The socket client's HTTP answer parser (`HTTPClient/Socket/ResponseParser`).
    ///
    /// Byte 1 holds options: bit 0 refuses encoded bodies (plain http), bit 1 picks a
    /// body limit of 16 bytes instead of 1,024, and bits 2–4 all zero (one input in eight)
    /// make the last bytes repeat (with the 16-byte limit); byte 2 says how many last
    /// bytes. The rest is what the server sends.
    ///
    /// - The answer is the same whatever way its bytes are split into reads: all at
    ///   once, a byte at a time, or at places drawn from the input's hash (status,
    ///   headers, body, completeness and failure alike).
    /// - The body never exceeds its limit, and a complete answer with a `Content-Length`
    ///   (and no `Transfer-Encoding`) has a body of exactly that length.
    /// - Every part of an answer is bounded: fed its last bytes over and over, the
    ///   parser completes or fails within ``acceptedBytesBound(bodyLimit:)`` bytes, never
    ///   reading on for ever (interim `100 Continue` heads, trailer lines and chunk lines
    ///   included).
    static let http = FuzzTarget(
        name: "http", summary: "the HTTP answer parser: any split of the reads, limits on every part",
        check: checkHTTP)

    private static func checkHTTP(_ bytes: [UInt8]) throws(OracleFailure) {
        var choices = FuzzChoices(bytes.prefix(2))
        let options = choices.byte()
        let tailLength = Int(choices.byte())
        let answer = Array(bytes.dropFirst(2))
        let refusesEncodedBodies = options & 1 == 1
        let repeats = options & 0b11100 == 0 && tailLength > 0 && !answer.isEmpty
        // Repeating runs to the bound, which grows with the body limit: the small one.
        let bodyLimit = options & 2 == 0 && !repeats ? 1_024 : 16
        func parser() -> ResponseParser {
            ResponseParser(bodyLimit: bodyLimit, refusesEncodedBodies: refusesEncodedBodies)
        }
        let whole = try outcome(of: answer, reads: [answer.count], parser(), bodyLimit: bodyLimit)
        let bytewise = try outcome(of: answer, reads: Array(repeating: 1, count: answer.count), parser(), bodyLimit: bodyLimit)
        try expect(bytewise == whole, "read a byte at a time, the answer differs: \(whole.differences(from: bytewise))")
        var random = SplitMix64(seed: FNV1a.hash(bytes))
        var reads: [Int] = []
        var left = answer.count
        while left > 0 {
            let read = 1 + Int(random.next() % UInt64(min(left, 97)))
            reads.append(read)
            left -= read
        }
        let split = try outcome(of: answer, reads: reads, parser(), bodyLimit: bodyLimit)
        try expect(split == whole, "read in pieces of \(reads.prefix(20)) bytes, the answer differs: \(whole.differences(from: split))")
        if let length = whole.headers?.values("content-length").first, whole.isComplete,
           whole.headers?.values("transfer-encoding").isEmpty ?? false, whole.status != 204, whole.status != 304,
           let declared = Int(length.trimmingCharacters(in: [" ", "\t"])) {
            try expect(whole.body.count == declared, "the complete answer declares \(declared) bytes and has \(whole.body.count)")
        }
        if repeats {
            try checkBounded(answer, tail: answer.suffix(tailLength), parser(), bodyLimit: bodyLimit)
        }
    }

    /// The most bytes a parser may take without completing or failing, from the limits
    /// it states, twice over: the answer's head and its interim heads, the trailer, the
    /// body, and for each byte of the body a chunk-size line and its line ends.
    static func acceptedBytesBound(bodyLimit: Int) -> Int {
        let heads = (ResponseParser.maximumInterimHeads + 1) * ResponseParser.maximumHeadBytes
        let chunks = (bodyLimit + 1) * (ResponseParser.maximumChunkLineBytes + 4)
        return 2 * (heads + ResponseParser.maximumTrailerBytes + bodyLimit + chunks)
    }

    /// What a parser made of an answer: when it failed, the failure, the status and the
    /// headers (what was read of the body is thrown away with the answer).
    private struct Outcome: Equatable {
        var failure: String?
        var isComplete: Bool
        var status: Int
        var headers: HTTPHeaders?
        var body: [UInt8]

        static func == (left: Outcome, right: Outcome) -> Bool {
            left.failure == right.failure && left.isComplete == right.isComplete && left.status == right.status
                && left.headers == right.headers && (left.failure != nil || left.body == right.body)
        }

        func differences(from other: Outcome) -> String {
            var parts: [String] = []
            if failure != other.failure { parts.append("failure \(failure ?? "none") / \(other.failure ?? "none")") }
            if isComplete != other.isComplete { parts.append("complete \(isComplete) / \(other.isComplete)") }
            if status != other.status { parts.append("status \(status) / \(other.status)") }
            if headers != other.headers { parts.append("other headers") }
            if failure == nil, body != other.body { parts.append("body of \(body.count) / \(other.body.count) bytes") }
            return parts.isEmpty ? "the same" : parts.joined(separator: ", ")
        }
    }

    /// Feeds `bytes` as one read of the socket.
    private static func feed(_ parser: inout ResponseParser, _ bytes: ArraySlice<UInt8>) throws(ResponseParser.Failure) -> Bool {
        var failure: ResponseParser.Failure?
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            do throws(ResponseParser.Failure) {
                return try parser.feed(buffer)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw failure }
        return complete
    }

    /// Feeds `answer` in reads of the given sizes, stopping once it is complete, then says
    /// the connection ended.
    private static func outcome(of answer: [UInt8], reads: [Int], _ parser: ResponseParser, bodyLimit: Int) throws(OracleFailure) -> Outcome {
        var parser = parser
        var start = 0
        var failure: String?
        for read in reads where failure == nil && !parser.isComplete {
            do {
                _ = try feed(&parser, answer[start..<(start + read)])
            } catch {
                failure = "\(error)"
            }
            start += read
            try expect(parser.body.count <= bodyLimit, "the body grew to \(parser.body.count) bytes, past its limit of \(bodyLimit)")
        }
        if failure == nil {
            do {
                try parser.finish()
            } catch {
                failure = "\(error)"
            }
        }
        return Outcome(
            failure: failure, isComplete: parser.isComplete, status: parser.status,
            headers: parser.status == 0 ? nil : parser.headers, body: parser.body)
    }

    /// Feeds `answer`, then `tail` again and again: the parser must complete or fail
    /// within the bound.
    private static func checkBounded(_ answer: [UInt8], tail: ArraySlice<UInt8>, _ parser: ResponseParser, bodyLimit: Int) throws(OracleFailure) {
        var parser = parser
        let bound = acceptedBytesBound(bodyLimit: bodyLimit)
        var fed = answer[...]
        while !parser.isComplete {
            do {
                _ = try feed(&parser, fed)
            } catch {
                return
            }
            try expect(parser.body.count <= bodyLimit, "the body grew to \(parser.body.count) bytes, past its limit of \(bodyLimit)")
            try expect(
                parser.bytesReceived <= bound,
                "the parser took \(parser.bytesReceived) bytes (the answer, then its last \(tail.count) bytes over and over) without completing or failing: more than \(bound)")
            fed = tail
        }
    }
}
