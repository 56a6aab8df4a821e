import Diagnostics
import DynamicHome
import Essentials

/// Reads a script a line at a time from a file or standard input, as the lines arrive,
/// holding at most one line and one read's worth of bytes.
///
/// Lines end with LF or CRLF; a UTF-8 byte order mark at the start is skipped. A line
/// longer than ``maximumLineBytes`` is an error at its number, found without reading
/// the rest of it.
struct ScriptReader {
    /// The longest line a script may have, in bytes.
    static let maximumLineBytes = 65_536
    /// How much one read asks for.
    static let chunkBytes = 65_536

    let descriptor: Int32
    /// The script's name for messages: its path, or "-".
    let source: String
    private var chunk: [UInt8]
    private var position = 0
    private var filled = 0
    private var pending: [UInt8] = []
    private var atEnd = false
    /// The number of the last line returned.
    private(set) var lineNumber = 0

    init(descriptor: Int32, source: String) {
        self.descriptor = descriptor
        self.source = source
        chunk = [UInt8](repeating: 0, count: Self.chunkBytes)
    }

    /// The next line, without its line end, and its number from 1; `nil` at the end.
    ///
    /// - Throws: ``CommandFailure`` for a line that is too long, or a read that failed.
    mutating func nextLine() throws(CommandFailure) -> (number: Int, text: String)? {
        while true {
            if position < filled {
                if let newline = chunk[position..<filled].firstIndex(of: 0x0A) {
                    pending += chunk[position..<newline]
                    position = newline + 1
                    return try take()
                }
                pending += chunk[position..<filled]
                position = filled
            }
            if pending.count > Self.maximumLineBytes { throw tooLong(line: lineNumber + 1) }
            if atEnd { return pending.isEmpty ? nil : try take() }
            try refill()
        }
    }

    private mutating func take() throws(CommandFailure) -> (number: Int, text: String) {
        lineNumber += 1
        if pending.count > Self.maximumLineBytes { throw tooLong(line: lineNumber) }
        var bytes = pending[...]
        pending.removeAll(keepingCapacity: true)
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        if lineNumber == 1, bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        return (lineNumber, String(decoding: bytes, as: UTF8.self))
    }

    private func tooLong(line: Int) -> CommandFailure {
        CommandFailure(
            "\(source):\(line): the line is longer than \(Self.maximumLineBytes) bytes; "
                + "a script has one short event a line")
    }

    private mutating func refill() throws(CommandFailure) {
        switch Platform.readBytes(descriptor, into: &chunk) {
        case .success(let count):
            position = 0
            filled = count
            atEnd = count == 0
        case .failure(let failure):
            throw CommandFailure("cannot read script \(Excerpt.of(source)): \(SystemError.words(failure.code))")
        }
    }

    /// What a script in a regular file holds, read before it runs.
    struct Survey {
        /// How many `frame` lines it has, for the frame headers' total.
        var frames = 0
        /// The files its `content` lines name, as written, with their line numbers.
        var contentFiles: [(line: Int, path: String)] = []
    }

    /// What a regular file holds from where it is read now: its `frame` lines and its
    /// `content` files; the file is read again from the same place afterwards. `nil`
    /// for a pipe or a terminal, whose lines are known only as they come.
    static func survey(_ descriptor: Int32) -> Survey? {
        guard Platform.isRegularFile(descriptor), let start = Platform.offset(descriptor) else { return nil }
        defer { Platform.seek(descriptor, to: start) }
        var reader = ScriptReader(descriptor: descriptor, source: "")
        var survey = Survey()
        // A line that cannot be read ends the survey; the error is reported when the
        // script reaches it.
        while let line = try? reader.nextLine() {
            let words = Script.words(line.text)
            if words.first == "frame" { survey.frames += 1 }
            if words.first == "content", words.count == 2 { survey.contentFiles.append((line.number, words[1])) }
        }
        return survey
    }
}
