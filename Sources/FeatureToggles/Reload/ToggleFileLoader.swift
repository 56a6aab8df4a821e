import Diagnostics
import Essentials
import Foundation

/// What one reload did.
public struct ReloadResult: Sendable, Hashable {
    /// The kinds of outcome.
    public enum Outcome: String, Sendable, Hashable {
        /// A new configuration is in force.
        case loaded
        /// The file is as it was; nothing was read again.
        case unchanged
        /// The file has errors; the last good configuration stays in force.
        case rejected
        /// The file is gone or unreadable; the last good configuration stays in force.
        case missing
    }

    /// What happened.
    public var outcome: Outcome
    /// The toggles that changed (empty unless ``outcome`` is ``Outcome/loaded``).
    public var changes: ToggleChanges
    /// The file's problems: errors when rejected or missing, warnings when loaded.
    public var diagnostics: DiagnosticList
    /// The configuration in force after the reload, if any ever loaded.
    public var configuration: ToggleConfiguration?
}

/// Reads a toggles file, again on request or when it changed, and keeps the last good
/// configuration in force whatever happens to the file.
///
/// A file that does not parse or validate is rejected whole; a file that vanishes keeps
/// the last good configuration. Subscribers learn which toggles changed. Safe to share:
/// its state is behind a mutex, and subscribers are called outside it, on the caller's
/// thread.
public final class ToggleFileLoader: Sendable {
    private struct State {
        var configuration: ToggleConfiguration?
        var stamp: FileStamp?
        var contentHash: UInt64?
        var subscribers: [Int: @Sendable (ToggleChanges) -> Void] = [:]
        var nextSubscriber = 0
    }

    /// The file's path.
    public let path: String
    /// The checks every load runs.
    public let options: ValidationOptions
    private let state = Locked(State())

    /// Creates a loader; nothing is read until ``reload()`` or ``reloadIfChanged()``.
    ///
    /// - Parameters:
    ///   - path: The toggles file.
    ///   - options: Checks every load runs (e.g. the registered template styles).
    public init(path: String, options: ValidationOptions = ValidationOptions()) {
        self.path = path
        self.options = options
    }

    /// The configuration in force: the last one that loaded without errors.
    public var configuration: ToggleConfiguration? { state.withLock { $0.configuration } }

    /// Reads the file now, whether or not it changed.
    @discardableResult
    public func reload() -> ReloadResult {
        load(force: true)
    }

    /// Reads the file when its modification date or size changed, and uses it when its
    /// content hash changed too; for polling from a timer.
    ///
    /// An edit that keeps both the size and the modification date (to the file system's
    /// precision) is not noticed; ``reload()`` reads regardless.
    @discardableResult
    public func reloadIfChanged() -> ReloadResult {
        load(force: false)
    }

    /// Calls `handler` with the changes whenever a reload puts a different configuration
    /// in force.
    ///
    /// - Returns: The subscription. Changes arrive while you hold it: keep it in a
    ///   property of the observer. Released or cancelled, it unsubscribes and drops
    ///   `handler`; a subscription that is not kept ends at once.
    public func subscribe(_ handler: @escaping @Sendable (ToggleChanges) -> Void) -> Subscription {
        let id = state.withLock { state in
            let id = state.nextSubscriber
            state.nextSubscriber += 1
            state.subscribers[id] = handler
            return id
        }
        return Subscription { [weak self] in
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
    }

    private func load(force: Bool) -> ReloadResult {
        guard let stamp = FileStamp(path: path) else { return missing("the toggles file is gone") }
        if !force, stamp == state.withLock({ $0.stamp }) {
            return ReloadResult(outcome: .unchanged, changes: ToggleChanges(), diagnostics: DiagnosticList(), configuration: configuration)
        }
        let bytes: [UInt8]
        switch ToggleFile.read(path) {
        case .success(let read): bytes = read
        case .failure(let failure) where failure.problem == .missing: return missing("the toggles file is gone")
        case .failure(let failure): return rejected("the toggles file cannot be read: \(failure.reason)", stamp: stamp)
        }
        let hash = FNV1a.hash(bytes)  // enough to tell an edit from a touch
        if !force, hash == state.withLock({ $0.contentHash }) {
            state.withLock { $0.stamp = stamp }
            return ReloadResult(outcome: .unchanged, changes: ToggleChanges(), diagnostics: DiagnosticList(), configuration: configuration)
        }
        let result = ToggleFile.parse(bytes, file: path, options: options)
        guard let new = result.configuration else {
            // Remember the stamp so that polling does not report the same broken file again.
            state.withLock {
                $0.stamp = stamp
                $0.contentHash = hash
            }
            return ReloadResult(outcome: .rejected, changes: ToggleChanges(), diagnostics: result.diagnostics, configuration: configuration)
        }
        let (changes, subscribers) = state.withLock { state in
            let changes = ToggleChanges.between(state.configuration, new)
            state.configuration = new
            state.stamp = stamp
            state.contentHash = hash
            return (changes, Array(state.subscribers.sorted { $0.key < $1.key }.map(\.value)))
        }
        if !changes.isEmpty { for subscriber in subscribers { subscriber(changes) } }
        return ReloadResult(outcome: .loaded, changes: changes, diagnostics: result.diagnostics, configuration: new)
    }

    /// A file that is there and cannot be read (too large, a folder): rejected like a
    /// broken one, reported once until it changes.
    private func rejected(_ message: String, stamp: FileStamp) -> ReloadResult {
        unusable(message, outcome: .rejected, stamp: stamp)
    }

    private func missing(_ message: String) -> ReloadResult {
        // The stamp is forgotten, so that the file is read again as soon as it is back.
        unusable(message, outcome: .missing, stamp: nil)
    }

    /// A file that cannot be used: the last good configuration stays, with `message`.
    private func unusable(_ message: String, outcome: ReloadResult.Outcome, stamp: FileStamp?) -> ReloadResult {
        let previous = state.withLock { state in
            state.stamp = stamp
            state.contentHash = nil
            return state.configuration
        }
        let hint = previous == nil ? "no configuration has loaded yet" : "keeping the last good configuration"
        let problem = Diagnostic(.error, at: SourceLocation(file: path, line: 1, column: 1), message, hint: hint)
        return ReloadResult(outcome: outcome, changes: ToggleChanges(), diagnostics: DiagnosticList([problem]), configuration: previous)
    }
}
