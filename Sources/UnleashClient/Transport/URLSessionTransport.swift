import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The transport over Foundation's `URLSession`.
///
/// A request that gets no answer ends when its timeout passes.
public struct URLSessionTransport: UnleashTransport {
    /// Creates a transport.
    public init() {}

    public func send(_ request: UnleashRequest) async throws(UnleashTransportError) -> UnleashResponse {
        let (seconds, attoseconds) = request.timeout.components
        let timeout = TimeInterval(seconds) + (attoseconds > 0 ? 1 : 0)
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: max(1, timeout))
        urlRequest.httpMethod = request.method
        for header in request.headers { urlRequest.setValue(header.value, forHTTPHeaderField: header.name) }
        if !request.body.isEmpty { urlRequest.httpBody = Data(request.body) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let answer: (Data, URLResponse)
        let ready = urlRequest
        do {
            // URLSession's own timeout is not kept on Linux: a watchdog races the request.
            answer = try await withThrowingTaskGroup(of: (Data, URLResponse)?.self) { group in
                group.addTask { try await session.data(for: ready) }
                group.addTask {
                    try await Task.sleep(for: request.timeout)
                    return nil
                }
                defer { group.cancelAll() }
                guard let first = try await group.next(), let answer = first else {
                    throw UnleashTransportError("no answer within \(UnleashConnection.seconds(request.timeout))")
                }
                return answer
            }
        } catch let error as UnleashTransportError {
            throw error
        } catch {
            throw UnleashTransportError((error as NSError).localizedDescription)
        }
        guard let http = answer.1 as? HTTPURLResponse else { throw UnleashTransportError("the answer is not HTTP") }
        var headers: [String: String] = [:]
        for (key, value) in http.allHeaderFields { headers["\(key)"] = "\(value)" }
        return UnleashResponse(status: http.statusCode, headers: headers, body: Array(answer.0))
    }
}
