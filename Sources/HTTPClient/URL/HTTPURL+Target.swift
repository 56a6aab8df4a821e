extension HTTPURL {
    /// The same scheme, credentials, host and port with another path and query: a
    /// service's path under a base URL (OTLP's `/v1/logs`).
    ///
    /// - Parameter target: The path and query, starting with `/`.
    /// - Throws: ``HTTPURLError`` when the result is not a URL to request.
    package func replacingTarget(_ target: String) throws(HTTPURLError) -> HTTPURL {
        let text = fullText
        return try HTTPURL(String(text.dropLast(self.target.count)) + target)
    }
}
