extension HTTPClient {
    /// Whether ``stream(_:headers:receive:)`` can read `url` here: not over https where
    /// the system's OpenSSL is not found (the fallback, URLSession, reads answers whole).
    public func canStream(_ url: HTTPURL) -> Bool {
        transport != .urlSession && (url.scheme == .http || OpenSSL.functions != nil)
    }

    /// Opens a long-lived `GET` (server-sent events, say) and hands its body on as it
    /// arrives, until the server ends it, `receive` answers `false`, or the task is
    /// cancelled.
    ///
    /// The head must come within ``HTTPClientConfiguration/deadline``; after a 2xx head,
    /// only ``HTTPClientConfiguration/silenceTimeout`` bounds the stream (a server's
    /// heartbeats keep it open). Another status is read whole, within
    /// ``HTTPClientConfiguration/maximumBodyBytes``, and returned as any answer.
    /// Redirects are not followed and nothing is tried again: the caller decides when to
    /// connect again (with `Last-Event-ID`).
    ///
    /// - Parameters:
    ///   - url: The stream's URL.
    ///   - headers: Request header fields, e.g. `Accept: text/event-stream`.
    ///   - receive: Takes the head, then each piece of body, on the connection's thread.
    /// - Returns: The answer: a 2xx (its body handed on, not kept) when the stream ended
    ///   or was ended; any other status with its body.
    /// - Throws: ``HTTPClientError`` when no answer came, or the stream broke or fell
    ///   silent; over https without the system's OpenSSL (``canStream(_:)``), at once.
    public func stream(
        _ url: HTTPURL, headers: [(String, String)] = [], receive: @escaping HTTPStreamReceiver
    ) async throws(HTTPClientError) -> HTTPResponse {
        guard canStream(url) else {
            throw HTTPClientError(.insecure, "GET \(url): a stream over https needs the system's OpenSSL (libssl), which was not found")
        }
        var fields = headers.contains { $0.0.lowercased() == "accept" } ? headers : [("Accept", "text/event-stream")] + headers
        if let credentials = url.basicCredentials, !headers.contains(where: { $0.0.lowercased() == "authorization" }) {
            fields.append(("Authorization", "Basic \(credentials)"))
        }
        return try await SocketExchange.run(
            url: url, headers: fields, configuration: configuration, deadline: ContinuousClock.now + configuration.deadline,
            receiver: receive)
    }
}
