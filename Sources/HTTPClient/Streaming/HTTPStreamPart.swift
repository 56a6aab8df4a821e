/// A piece of a streamed answer, as ``HTTPClient/stream(_:headers:receive:)`` hands it on.
public enum HTTPStreamPart: Sendable, Hashable {
    /// The answer's head, once, when it is a 2xx: its status and header fields.
    case head(status: Int, headers: HTTPHeaders)
    /// The next bytes of its body, as they arrived (chunked framing removed).
    case body([UInt8])
}

/// Who takes a streamed answer's parts, on the thread that reads the connection: the
/// head, then the body piece by piece. Answering `false` ends the stream (the connection
/// is closed). It should hand heavy work on rather than hold the connection up.
public typealias HTTPStreamReceiver = @Sendable (HTTPStreamPart) -> Bool

extension SocketExchange {
    /// Hands what the parser holds of a 2xx answer to the stream's receiver: the head
    /// the first time, then each piece of body; the body's deadline ends with the head.
    ///
    /// - Returns: Whether to go on reading; `true` when the request is no stream, its
    ///   head has not come, or its answer is not a 2xx (read whole, as any answer).
    func deliver(_ parser: inout ResponseParser) -> Bool {
        guard let receiver, parser.status != 0, (200...299).contains(parser.status) else { return true }
        if !isStreaming {
            // The body is handed on as it comes; what waits between two reads is one read.
            startStreaming()
            guard receiver(.head(status: parser.status, headers: parser.headers)) else { return false }
        }
        let bytes = parser.takeBody()
        return bytes.isEmpty || receiver(.body(bytes))
    }
}
