@testable import HTTPClient
import Testing

/// The parser fed bytes directly, whole or one byte at a time.
@Suite struct ResponseParserTests {
    /// Feeds `text` in pieces of `piece` bytes, then ends the connection unless complete.
    func parse(_ text: String, limit: Int = 1000, piece: Int = .max, refuses: Bool = true) throws(ResponseParser.Failure) -> ResponseParser {
        var parser = ResponseParser(bodyLimit: limit, refusesEncodedBodies: refuses)
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + piece)
            let slice = Array(bytes[start..<end])
            var failure: ResponseParser.Failure?
            let complete = slice.withUnsafeBytes { buffer -> Bool in
                do throws(ResponseParser.Failure) { return try parser.feed(buffer) } catch {
                    failure = error
                    return false
                }
            }
            if let failure { throw failure }
            if complete { return parser }
            start = end
        }
        try parser.finish()
        return parser
    }

    @Test(arguments: [1, 3, 1000])
    func aChunkedBodyIsJoinedWhateverThePieces(piece: Int) throws {
        let parser = try parse(
            "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nETag: \"v1\"\r\n\r\n4;ext=1\r\n[1, \r\n3\r\n2]\n\r\n0\r\nX-Trailer: y\r\n\r\nignored",
            piece: piece)
        #expect(parser.isComplete)
        #expect(parser.status == 200)
        #expect(parser.headers["etag"] == "\"v1\"")
        #expect(String(decoding: parser.body, as: UTF8.self) == "[1, 2]\n")
    }

    @Test func aLengthEndsTheBodyAndTheRestIsIgnored() throws {
        let parser = try parse("HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]trailing garbage", piece: 5)
        #expect(parser.body == Array("[]".utf8))
    }

    @Test func withoutLengthTheBodyEndsWithTheConnection() throws {
        let parser = try parse("HTTP/1.0 200 OK\r\n\r\n[1]")
        #expect(parser.body == Array("[1]".utf8))
    }

    @Test func notModifiedAndInterimAnswersHaveNoBody() throws {
        let parser = try parse("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 304 Not Modified\r\nETag: \"v1\"\r\n\r\n")
        #expect(parser.status == 304)
        #expect(parser.isComplete && parser.body.isEmpty)
    }

    @Test func aDeclaredBodyOverTheLimitIsRefusedBeforeReadingIt() {
        #expect(throws: ResponseParser.Failure.tooLarge(declared: 5000)) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 5000\r\n\r\n", limit: 1000)
        }
    }

    @Test(arguments: [
        "HTTP/1.1 200 OK\r\n\r\n" + String(repeating: "x", count: 1001),
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3e8\r\n" + String(repeating: "x", count: 1000) + "\r\n1\r\nx\r\n0\r\n\r\n",
        "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nffffffffff\r\n",
    ])
    func aBodyGrowingPastTheLimitStopsThere(text: String) {
        #expect(throws: ResponseParser.Failure.tooLarge(declared: nil)) { try parse(text, limit: 1000, piece: 7) }
    }

    @Test func aCompressedBodyIsRefusedOverPlainHTTP() {
        #expect(throws: ResponseParser.Failure.unsupportedEncoding("gzip")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 3\r\n\r\nabc")
        }
        #expect(throws: Never.self) { try parse("HTTP/1.1 200 OK\r\nContent-Encoding: gzip\r\nContent-Length: 3\r\n\r\nabc", refuses: false) }
    }

    @Test func brokenAnswersSayWhatIsWrong() {
        #expect(throws: ResponseParser.Failure.malformed("the answer is not HTTP/1.x: it begins \"SSH-2.0-OpenSSH\"")) {
            try parse("SSH-2.0-OpenSSH\r\n\r\n")
        }
        #expect(throws: ResponseParser.Failure.malformed("the answer has a chunk size that is not a hexadecimal number: \"zz\"")) {
            try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
        }
        #expect(throws: ResponseParser.Failure.malformed("the answer's Content-Length is not one number: \"3, 4\"")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 3\r\nContent-Length: 4\r\n\r\nabcd")
        }
        #expect(throws: ResponseParser.Failure.endedEarly("the connection closed 3 bytes before the end of the declared body (2 received)")) {
            try parse("HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab")
        }
        #expect(throws: ResponseParser.Failure.endedEarly("the server closed the connection without answering")) { try parse("") }
    }

    @Test func anEndlessHeadIsCutAtItsLimit() {
        let head = "HTTP/1.1 200 OK\r\n" + String(repeating: "X-Filler: 0123456789\r\n", count: 4000)
        #expect(throws: ResponseParser.Failure.malformed("the answer's head is longer than 65536 bytes")) { try parse(head, piece: 4096) }
    }

    @Test func aFewInterimAnswersAreSkippedButNotWithoutEnd() throws {
        let interim = String(repeating: "HTTP/1.1 100 Continue\r\n\r\n", count: ResponseParser.maximumInterimHeads)
        let parser = try parse(interim + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]", piece: 5)
        #expect(parser.body == Array("[]".utf8))
        #expect(throws: ResponseParser.Failure.malformed("the server sent more than 10 interim answers (100) and no answer")) {
            try parse(interim + "HTTP/1.1 100 Continue\r\n\r\n" + "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\n[]")
        }
    }

    @Test func everyLineOfTheHeadHasALimit() {
        #expect(throws: ResponseParser.Failure.malformed("the status line of the answer is longer than 8192 bytes")) {
            try parse("HTTP/1.1 200 " + String(repeating: "O", count: 9000), piece: 1000)
        }
        #expect(throws: ResponseParser.Failure.malformed("a header line of the answer is longer than 8192 bytes")) {
            try parse("HTTP/1.1 200 OK\r\nX-Long: " + String(repeating: "a", count: 9000) + "\r\n\r\n", piece: 1000)
        }
    }

    @Test func chunkLinesAndTheTrailerHaveLimits() {
        let chunked = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
        #expect(throws: ResponseParser.Failure.malformed("a chunk-size line of the answer is longer than 4096 bytes")) {
            try parse(chunked + "1;" + String(repeating: "e", count: 5000) + "\r\nx\r\n0\r\n\r\n", piece: 512)
        }
        #expect(throws: ResponseParser.Failure.malformed("a trailer line of the answer is longer than 8192 bytes")) {
            try parse(chunked + "0\r\nX-Trailer: " + String(repeating: "t", count: 9000) + "\r\n\r\n", piece: 512)
        }
        // Short trailer lines without end: the section as a whole is held to its limit.
        let trailer = String(repeating: "X-Trailer: 0123456789\r\n", count: 4000)
        #expect(throws: ResponseParser.Failure.malformed("the answer's trailer, after its last chunk, is longer than 65536 bytes")) {
            try parse(chunked + "2\r\n[]\r\n0\r\n" + trailer, piece: 4096)
        }
    }

    @Test func aLongHeaderValueIsQuotedShort() {
        let value = String(repeating: "gzip, ", count: 1000) + "br"
        let error = #expect(throws: ResponseParser.Failure.self) {
            try parse("HTTP/1.1 200 OK\r\nTransfer-Encoding: \(value)\r\n\r\n")
        }
        #expect(error == .malformed("the answer's Transfer-Encoding \"gzip, gzip, gzip, gzip, gzip, gzip, gzi…\" does not end in chunked"))
    }
}
