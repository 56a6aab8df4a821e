/// Why a command stopped: a message for standard error and the exit status.
///
/// Status 1 means the input was understood and is invalid (a bad toggles file, a day
/// without content); status 2 a command line `home` cannot run.
package struct CommandFailure: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String
    var exitCode: Int32

    init(_ message: String, exitCode: Int32 = 1) {
        self.message = message
        self.exitCode = exitCode
    }

    init(_ usage: UsageError) {
        self.init(usage.description, exitCode: 2)
    }

    package var description: String { message }
}
