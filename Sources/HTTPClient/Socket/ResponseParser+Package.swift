/// The socket client's response parser as the package's fuzz oracles reach it
/// (`Fuzzing`): the same bytes fed the same way, the same answer. Nothing else in the
/// package uses it.
package struct PackageResponseParser: Sendable {
    private var parser: ResponseParser

    /// The largest response head accepted.
    package static var maximumHeadBytes: Int { ResponseParser.maximumHeadBytes }
    /// The longest chunk-size or trailer line accepted.
    package static var maximumLineBytes: Int { ResponseParser.maximumLineBytes }

    /// A parser for one answer, as ``SocketExchange`` makes it.
    package init(bodyLimit: Int, refusesEncodedBodies: Bool) {
        parser = ResponseParser(bodyLimit: bodyLimit, refusesEncodedBodies: refusesEncodedBodies)
    }

    /// Takes the next bytes of the connection.
    ///
    /// - Returns: Whether the answer is complete.
    /// - Throws: The parser's failure, in words.
    package mutating func feed(_ bytes: ArraySlice<UInt8>) throws(PackageFailure) -> Bool {
        var failure: ResponseParser.Failure?
        let complete = bytes.withUnsafeBytes { buffer -> Bool in
            do throws(ResponseParser.Failure) {
                return try parser.feed(buffer)
            } catch {
                failure = error
                return false
            }
        }
        if let failure { throw PackageFailure(description: "\(failure)") }
        return complete
    }

    /// Says the connection ended.
    ///
    /// - Throws: The parser's failure, in words.
    package mutating func finish() throws(PackageFailure) {
        do {
            try parser.finish()
        } catch {
            throw PackageFailure(description: "\(error)")
        }
    }

    /// The status of the final answer; 0 before its head.
    package var status: Int { parser.status }
    /// The final answer's headers.
    package var headers: HTTPHeaders { parser.headers }
    /// The body so far.
    package var body: [UInt8] { parser.body }
    /// Every byte fed so far.
    package var bytesReceived: Int { parser.bytesReceived }
    /// Whether the answer is complete.
    package var isComplete: Bool { parser.isComplete }
}

/// A failure of a parser reached through a `Package…` entry point, in words.
package struct PackageFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    package var description: String
}
