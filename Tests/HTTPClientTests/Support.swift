import Foundation
import HTTPClient

/// Waits, boundedly (about 10 s at most), for work on other threads.
func waitUntil(_ condition: () -> Bool) async {
    for _ in 0..<10_000 where !condition() {
        try? await Task.sleep(for: .milliseconds(1))
    }
}

/// The error a request threw, or `nil` when it answered (or threw something else).
func failure(_ body: () async throws -> HTTPResponse) async -> HTTPClientError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? HTTPClientError
    }
}
