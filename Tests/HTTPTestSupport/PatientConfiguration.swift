import HTTPClient
import TestSupport

extension HTTPClientConfiguration {
    /// The limits of a test's requests: what the test does not check is
    /// ``Swift/Duration/patience`` long (the silence, the deadline), retries come at once.
    ///
    /// A request's deadline is measured on the real clock from its start, and covers the
    /// waits between attempts; on a loaded machine those waits can be long (the task that
    /// makes the next attempt waits for a thread), so a test that does not check the
    /// deadline must not meet it. Backoff, which a test may check, waits on the clock the
    /// client is given.
    package static func patient(
        silenceTimeout: Duration = .patience, deadline: Duration = .patience, maximumAttempts: Int = 3,
        initialBackoff: Duration = .milliseconds(1), maximumRetryAfter: Duration = .seconds(10), maximumBodyBytes: Int = 4 << 20
    ) -> Self {
        HTTPClientConfiguration(
            silenceTimeout: silenceTimeout, deadline: deadline, maximumAttempts: maximumAttempts, initialBackoff: initialBackoff,
            maximumRetryAfter: maximumRetryAfter, maximumBodyBytes: maximumBodyBytes)
    }
}
