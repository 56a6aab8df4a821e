import Diagnostics
import FeatureToggles
import Foundation

extension UnleashConnection {
    /// The toggles of the backup, with a warning that says why and which; they are in
    /// force from now on.
    func fromBackup(after problem: String) -> Start {
        let start = backupStart(after: problem)
        if let configuration = start.configuration { state.withLock { $0.configuration = configuration } }
        return start
    }

    /// The toggles of the backup (or none), with a warning that says why and which,
    /// without putting them in force.
    func backupStart(after problem: String) -> Start {
        guard let backup else {
            let warning = "\(problem); using the built-in defaults (no place for a backup: set XDG_CACHE_HOME or HOME)"
            return Start(configuration: nil, source: .none, warnings: [Diagnostic(.warning, at: nil, warning)])
        }
        guard let saved = backup.load() else {
            let warning = "\(problem); using the built-in defaults (no backup at \(backup.path) yet)"
            return Start(configuration: nil, source: .none, warnings: [Diagnostic(.warning, at: nil, warning)])
        }
        let result = ToggleFile.parse(saved.bytes, file: backup.path, options: fetch.options)
        guard let configuration = result.configuration else {
            let first = result.diagnostics.errors.first?.description ?? "it is not valid"
            let warning = "\(problem); using the built-in defaults (the backup cannot be used: \(first))"
            return Start(configuration: nil, source: .none, warnings: [Diagnostic(.warning, at: nil, warning)])
        }
        let when = saved.saved.map { " saved \(ClientPayloads.timestamp($0))" } ?? ""
        let warning = Diagnostic(.warning, at: nil, "\(problem); using the backup\(when) at \(backup.path)")
        return Start(configuration: configuration, source: .backup(path: backup.path, saved: saved.saved), warnings: [warning])
    }

    /// Saves a good answer; returns a warning when it cannot be saved.
    func saveBackup(_ bytes: [UInt8]) -> Diagnostic? {
        guard let backup else { return nil }
        do {
            try backup.save(bytes)
            return nil
        } catch {
            return Diagnostic(.warning, at: nil, error.message)
        }
    }

    /// The most often the delta state is written to the backup while events come: a
    /// server that sends many does not make every one a write of the whole state.
    static let backupInterval = Duration.seconds(1)

    /// Saves the delta state as the backup (in Unleash's client API format, which
    /// ``start()`` and `home toggles validate` read back), now when `force` is set or the
    /// last save is ``backupInterval`` old, else at the next save or at ``stop()``.
    ///
    /// - Returns: A warning when it cannot be saved, or nothing.
    func saveDeltaBackup(force: Bool) -> [Diagnostic] {
        guard let backup else { return [] }
        let now = ContinuousClock.now
        let exported: [UInt8]? = state.withLock { state in
            guard force || state.backupSaved.map({ now - $0 >= Self.backupInterval }) ?? true else {
                state.backupDirty = true
                return nil
            }
            state.backupDirty = false
            state.backupSaved = now
            return state.delta.exported()
        }
        guard let exported else { return [] }
        do {
            try backup.save(exported)
            return []
        } catch {
            return [Diagnostic(.warning, at: nil, error.message)]
        }
    }

    /// Saves the delta state when events came since the last save.
    func saveDeltaBackupIfChanged() -> [Diagnostic] {
        state.withLock(\.backupDirty) ? saveDeltaBackup(force: true) : []
    }
}
