// What the package's test targets share: a seeded generator, a compile-time Sendable
// check and a wait for work on other threads that needs no polling.

/// The seeded generator of property tests and fuzzing (Essentials' one SplitMix64, which
/// the conformance check uses too), so that every random case can be made again.
@_exported import struct Essentials.SplitMix64
@_exported import class Essentials.ChangeSignal

/// Compiles only when `T` is `Sendable`: a test lists the types a module promises to
/// share across tasks, and the build fails when one stops being shareable.
package func requireSendable<T: Sendable>(_: T.Type) {}

/// Waits until `condition` holds, checking it now and again each time `signal` fires
/// (no sleeping and polling in between), for at most `timeout` (``Swift/Duration/patience``
/// by default: a condition that must come to hold is never given up early on a loaded
/// machine). A condition that holds returns at once.
///
/// ```swift
/// #expect(await eventually(clock.sleepersChanged) { clock.sleeperCount == 1 })
/// ```
///
/// - Parameters:
///   - signal: Fires whenever what `condition` reads may have changed.
///   - timeout: How long to wait at most, by the continuous clock.
///   - condition: Read on the caller's actor.
/// - Returns: Whether `condition` held in the end.
@discardableResult
package func eventually(
    _ signal: ChangeSignal, timeout: Duration = .patience,
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async -> Bool {
    await signal.wait(until: condition, timeout: timeout)
}
