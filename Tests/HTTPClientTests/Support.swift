import Foundation
import HTTPClient

/// The error a request threw, or `nil` when it answered (or threw something else).
func failure(_ body: () async throws -> HTTPResponse) async -> HTTPClientError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? HTTPClientError
    }
}
