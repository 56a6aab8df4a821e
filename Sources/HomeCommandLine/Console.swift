/// Where a command writes, and what it knows of the terminal it runs in.
///
/// `home` writes to the real standard output and error; tests capture the text.
public struct Console: Sendable {
    /// Writes to standard output.
    public var write: @Sendable (String) -> Void
    /// Writes to standard error.
    public var writeError: @Sendable (String) -> Void
    /// Whether standard output is a terminal.
    public var isTerminal: Bool
    /// The terminal's size, when standard output is one and says.
    public var terminalSize: (columns: Int, rows: Int)?

    /// A console with the given sinks.
    public init(
        isTerminal: Bool = false, terminalSize: (columns: Int, rows: Int)? = nil,
        write: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        self.terminalSize = terminalSize
        self.write = write
        self.writeError = writeError
    }

    /// The process's standard output and error.
    public static var standard: Console {
        let terminal = Platform.isTerminal(Platform.standardOutput)
        return Console(
            isTerminal: terminal,
            terminalSize: terminal ? Platform.terminalSize(Platform.standardOutput) : nil,
            write: { Platform.writeAll(Array($0.utf8), to: Platform.standardOutput) },
            writeError: { Platform.writeAll(Array($0.utf8), to: 2) })
    }
}
