import Diagnostics

/// Reads an HTTP/1.1 response as its bytes arrive, in bounded memory: every part of the
/// answer has a limit of its own (the status line and each header line, a head, the
/// interim `1xx` heads before the answer, each chunk-size line, the trailer section,
/// the body), so that no answer, however long it goes on, makes it hold or read more.
///
/// Feed it what the socket gives; it says when the response is complete. It knows
/// nothing of sockets: bytes alone drive it (tests, and a fuzzer, feed it directly).
package struct ResponseParser {
    /// What went wrong, in the parser's terms; ``SocketExchange`` turns it into a message.
    package enum Failure: Error, Equatable {
        case malformed(String)
        case tooLarge(declared: Int?)
        case unsupportedEncoding(String)
        case endedEarly(String)
    }

    private enum Framing {
        case empty
        case length(remaining: Int)
        case chunked
        case untilClose
    }

    private enum ChunkState: Equatable {
        case size
        case data(remaining: Int)
        case dataEnd
        case trailer
    }

    /// The largest head accepted (status line and header fields, each interim head too).
    package static let maximumHeadBytes = 64 * 1024
    /// The longest line of a head or of the trailer: the status line, a header field.
    package static let maximumLineBytes = 8 * 1024
    /// The longest chunk-size line, extensions included.
    package static let maximumChunkLineBytes = 4 * 1024
    /// The most interim answers (`100 Continue`, `103 Early Hints`) before the answer.
    package static let maximumInterimHeads = 10
    /// The largest trailer section, after the last chunk.
    package static let maximumTrailerBytes = 64 * 1024

    /// The largest body accepted.
    package let bodyLimit: Int
    /// Whether a 2xx body is a stream, taken piece by piece (``takeBody()``): no limit
    /// holds it then, and whoever takes it bounds what it keeps.
    package var streamsSuccess = false
    /// Whether a compressed body is an error (plain http: nothing here can decode it).
    package let refusesEncodedBodies: Bool

    package private(set) var status = 0
    package private(set) var headers = HTTPHeaders()
    package private(set) var body: [UInt8] = []
    /// Every byte fed so far, head included.
    package private(set) var bytesReceived = 0
    package private(set) var isComplete = false
    /// The bytes of body handed over by ``takeBody()``.
    private var bodyBytesTaken = 0

    private var head: [UInt8] = []
    /// Bytes of the head's line being read, to hold each line to its limit.
    private var headLine = 0
    private var interimHeads = 0
    private var framing: Framing?
    private var chunk = ChunkState.size
    private var line: [UInt8] = []
    private var trailerBytes = 0

    /// Creates a parser for one answer.
    ///
    /// - Parameters:
    ///   - bodyLimit: The largest body accepted, in bytes.
    ///   - refusesEncodedBodies: Whether a body with a `Content-Encoding` is an error.
    package init(bodyLimit: Int, refusesEncodedBodies: Bool) {
        self.bodyLimit = bodyLimit
        self.refusesEncodedBodies = refusesEncodedBodies
    }

    /// Takes the next bytes of the connection.
    ///
    /// - Returns: Whether the response is complete; bytes after its end are ignored.
    /// - Throws: ``Failure`` as soon as the bytes break the framing or a limit.
    /// - Complexity: O(`bytes.count`); memory stays within the limits.
    package mutating func feed(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> Bool {
        bytesReceived += bytes.count
        var index = 0
        while index < bytes.count, !isComplete {
            if framing == nil {
                index = try readHead(bytes, from: index)
            } else {
                index = try readBody(bytes, from: index)
            }
        }
        return isComplete
    }

    /// The limit of the body: ``bodyLimit``, or none for a stream's 2xx.
    private var limit: Int {
        streamsSuccess && (200...299).contains(status) ? Int.max / 2 : bodyLimit
    }

    /// Hands over the body received so far, which the parser then forgets: a stream's
    /// reader takes it piece by piece, and the limit bounds only what waits between two
    /// calls.
    package mutating func takeBody() -> [UInt8] {
        defer {
            bodyBytesTaken += body.count
            body = []
        }
        return body
    }

    /// The bytes of body received so far, those taken included.
    package var bodyBytesReceived: Int { bodyBytesTaken + body.count }

    /// Says the connection ended.
    ///
    /// - Throws: ``Failure/endedEarly(_:)`` unless the response was complete or runs
    ///   until the connection closes.
    package mutating func finish() throws(Failure) {
        if isComplete { return }
        switch framing {
        case .untilClose?:
            isComplete = true
        case nil:
            throw .endedEarly(head.isEmpty ? "the server closed the connection without answering" : "the connection closed inside the answer's head")
        case .length(let remaining)?:
            throw .endedEarly("the connection closed \(remaining) bytes before the end of the declared body (\(body.count) received)")
        case .chunked?, .empty?:
            throw .endedEarly("the connection closed before the last chunk of the body (\(body.count) bytes received)")
        }
    }

    // MARK: The head

    private mutating func readHead(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(Failure) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            head.append(byte)
            index += 1
            headLine = byte == 10 ? 0 : headLine + 1
            if head.count >= 4, head[head.count - 4] == 13, head[head.count - 3] == 10, head[head.count - 2] == 13, byte == 10 {
                try parseHead()
                return index
            }
            if headLine > Self.maximumLineBytes {
                let which = head.contains(10) ? "a header line" : "the status line"
                throw .malformed("\(which) of the answer is longer than \(Self.maximumLineBytes) bytes")
            }
            if head.count > Self.maximumHeadBytes {
                throw .malformed("the answer's head is longer than \(Self.maximumHeadBytes) bytes")
            }
        }
        return index
    }

    private mutating func parseHead() throws(Failure) {
        let text = String(decoding: head.dropLast(4), as: UTF8.self)
        head = []
        var lines = text.split(separator: "\r\n", omittingEmptySubsequences: false).makeIterator()
        let statusLine = lines.next() ?? ""
        let parts = statusLine.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3, let code = Int(parts[1]), (100...599).contains(code) else {
            throw .malformed("the answer is not HTTP/1.x: it begins \(Self.quote(statusLine))")
        }
        var headers = HTTPHeaders()
        while let line = lines.next() {
            guard let colon = line.firstIndex(of: ":"), colon != line.startIndex, !line.hasPrefix(" "), !line.hasPrefix("\t") else {
                throw .malformed("the answer has a header line that is not NAME: VALUE: \(Self.quote(line))")
            }
            headers.append(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingSpaces.description)
        }
        if (100...199).contains(code) {
            // An interim answer (100 Continue): the real one follows, after at most a few.
            interimHeads += 1
            if interimHeads > Self.maximumInterimHeads {
                throw .malformed("the server sent more than \(Self.maximumInterimHeads) interim answers (\(code)) and no answer")
            }
            return
        }
        status = code
        self.headers = headers
        framing = try framing(for: code, headers)
        if case .empty? = framing { isComplete = true }
        if case .length(0)? = framing { isComplete = true }
    }

    private func framing(for code: Int, _ headers: HTTPHeaders) throws(Failure) -> Framing {
        if code == 204 || code == 304 { return .empty }
        if refusesEncodedBodies, (200...299).contains(code), let encoding = headers["content-encoding"],
           encoding.lowercased() != "identity" {
            throw .unsupportedEncoding(encoding)
        }
        if let transfer = headers.values("transfer-encoding").last {
            guard transfer.lowercased().split(separator: ",").last?.trimmingCharacters() == "chunked" else {
                throw .malformed("the answer's Transfer-Encoding \(Self.quote(Substring(transfer))) does not end in chunked")
            }
            return .chunked
        }
        let lengths = Set(headers.values("content-length").map { $0.trimmingSpaces.description })
        if let text = lengths.first {
            guard lengths.count == 1, text.count <= 18, text.allSatisfy(\.isASCII), let length = Int(text), length >= 0 else {
                let all = headers.values("content-length").joined(separator: ", ")
                throw .malformed("the answer's Content-Length is not one number: \(Self.quote(Substring(all)))")
            }
            if length > limit { throw .tooLarge(declared: length) }
            return .length(remaining: length)
        }
        return .untilClose
    }

    // MARK: The body

    private mutating func readBody(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(Failure) -> Int {
        switch framing {
        case .length(let remaining)?:
            let count = min(remaining, bytes.count - start)
            try append(bytes, start, count)
            framing = .length(remaining: remaining - count)
            if remaining - count == 0 { isComplete = true }
            return start + count
        case .untilClose?:
            try append(bytes, start, bytes.count - start)
            return bytes.count
        case .chunked?:
            return try readChunked(bytes, from: start)
        case .empty?, nil:
            isComplete = true
            return bytes.count
        }
    }

    private mutating func readChunked(_ bytes: UnsafeRawBufferPointer, from start: Int) throws(Failure) -> Int {
        var index = start
        while index < bytes.count, !isComplete {
            switch chunk {
            case .data(let remaining):
                let count = min(remaining, bytes.count - index)
                try append(bytes, index, count)
                index += count
                chunk = remaining - count == 0 ? .dataEnd : .data(remaining: remaining - count)
            case .size, .dataEnd, .trailer:
                let limit = chunk == .trailer ? Self.maximumLineBytes : Self.maximumChunkLineBytes
                guard let text = try readLine(bytes, &index, limit: limit) else { continue }
                try endOfLine(text)
            }
        }
        return index
    }

    /// Collects a line; returns it, without CRLF, when complete.
    private mutating func readLine(_ bytes: UnsafeRawBufferPointer, _ index: inout Int, limit: Int) throws(Failure) -> String? {
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 10 {
                if line.last == 13 { line.removeLast() }
                defer { line = [] }
                return String(decoding: line, as: UTF8.self)
            }
            line.append(byte)
            if line.count > limit {
                let which = chunk == .trailer ? "a trailer line" : "a chunk-size line"
                throw .malformed("\(which) of the answer is longer than \(limit) bytes")
            }
        }
        return nil
    }

    private mutating func endOfLine(_ text: String) throws(Failure) {
        switch chunk {
        case .size:
            let digits = text.prefix { $0 != ";" }.trimmingCharacters()
            guard !digits.isEmpty, digits.count <= 16, digits.allSatisfy(\.isHexDigit), let size = Int(digits, radix: 16) else {
                throw .malformed("the answer has a chunk size that is not a hexadecimal number: \(Self.quote(Substring(text)))")
            }
            if size > limit - body.count { throw .tooLarge(declared: nil) }
            chunk = size == 0 ? .trailer : .data(remaining: size)
        case .dataEnd:
            guard text.isEmpty else { throw .malformed("a chunk of the answer runs past its declared size") }
            chunk = .size
        case .trailer:
            trailerBytes += text.utf8.count + 2
            if trailerBytes > Self.maximumTrailerBytes {
                throw .malformed("the answer's trailer, after its last chunk, is longer than \(Self.maximumTrailerBytes) bytes")
            }
            if text.isEmpty { isComplete = true }
        case .data:
            break
        }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer, _ start: Int, _ count: Int) throws(Failure) {
        guard count > 0 else { return }
        if body.count + count > limit { throw .tooLarge(declared: nil) }
        body.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<(start + count)]))
    }

    private static func quote(_ text: Substring) -> String {
        "\"\(Excerpt.of(text))\""
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        String(String(self).trimmingSpaces)
    }
}
