import Foundation
@testable import HTTPClient
import HTTPTestSupport
import Testing
import TestSupport

/// The error a request threw, or `nil` when it answered (or threw something else).
func failure(_ body: () async throws -> HTTPResponse) async -> HTTPClientError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? HTTPClientError
    }
}

/// Asks `url` of `server`, which holds the request, cancels it once the server has it,
/// and expects the cancellation and the connection closed at once.
func expectCancellingClosesTheConnection(_ client: HTTPClient, _ url: HTTPURL, _ server: TestHTTPServer) async {
    let request = Task { try await client.get(url) }
    await eventually(server.changed) { server.paths.count == 1 }
    request.cancel()
    let result = await request.result
    #expect(throws: HTTPClientError.cancelled(request: "GET \(url)")) { try result.get() }
    await eventually(server.changed) { server.closedByClient == 1 }
    #expect(server.closedByClient == 1)
}
