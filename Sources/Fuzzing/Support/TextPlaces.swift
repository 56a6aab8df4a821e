import Diagnostics

/// The lines and columns of a text as the package's readers count them: lines split at
/// LF, columns counted in Unicode scalars (UTF-8 lead bytes) from 1, a UTF-8 byte order
/// mark before line 1 not counted. Oracles use it to check that a place a message names
/// lies inside the input, and to find the byte a place points at.
struct TextPlaces {
    let bytes: [UInt8]
    /// The file name the reader was given, which every place must name.
    let file: String
    /// The offset of each line's first byte, line 1 first.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The number of lines: one more than the line feeds.
    var lineCount: Int { lineStarts.count }

    /// The end of `line` (1-based): the offset of its line feed, or the end of the text.
    private func end(ofLine line: Int) -> Int {
        line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
    }

    /// The columns `line` has, its line feed not counted.
    func columns(inLine line: Int) -> Int {
        var count = 0
        for offset in lineStarts[line - 1]..<end(ofLine: line) where bytes[offset] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// Whether `line`:`column` is inside the text: a line that exists, and a column at
    /// one of its characters or just after its last (where a line or the text ends).
    func contains(line: Int, column: Int) -> Bool {
        line >= 1 && line <= lineCount && column >= 1 && column <= columns(inLine: line) + 1
    }

    /// The byte `line`:`column` points at: the lead byte of its character, or the end of
    /// the line. `nil` for a place outside the text.
    func offset(line: Int, column: Int) -> Int? {
        guard contains(line: line, column: column) else { return nil }
        var remaining = column - 1
        var offset = lineStarts[line - 1]
        let end = end(ofLine: line)
        while offset < end {
            if bytes[offset] & 0xC0 != 0x80 {
                if remaining == 0 { return offset }
                remaining -= 1
            }
            offset += 1
        }
        return offset
    }

    /// Checks that `location` exists, names ``file`` and lies inside the text.
    ///
    /// - Parameter what: What the place belongs to, for the failure.
    func check(_ location: SourceLocation?, of what: @autoclosure () -> String) throws(OracleFailure) {
        guard let location else { throw OracleFailure("\(what()) has no place") }
        try expect(location.file == file, "\(what()) names the file \(location.file ?? "nil"), not \(file)")
        try expect(
            contains(line: location.line, column: location.column),
            "\(what()) is at \(location.line):\(location.column), outside the input (\(lineCount) lines\(location.line >= 1 && location.line <= lineCount ? ", line \(location.line) has \(columns(inLine: location.line)) columns" : ""))")
    }

    /// Checks that `message` starts with `FILE:LINE:COLUMN: ` and that the place lies
    /// inside the text, as every message about a file's content must.
    ///
    /// - Returns: The place.
    @discardableResult
    func checkPlace(inMessage message: String) throws(OracleFailure) -> (line: Int, column: Int) {
        let prefix = file + ":"
        guard message.hasPrefix(prefix) else {
            throw OracleFailure("the message does not start with \(prefix)LINE:COLUMN: \(Excerpt.of(message, width: 200))")
        }
        let fields = message.dropFirst(prefix.count).split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
        guard fields.count == 3, let line = Int(fields[0]), let column = Int(fields[1]), fields[2].hasPrefix(" ") else {
            throw OracleFailure("the message has no LINE:COLUMN after \(prefix): \(Excerpt.of(message, width: 200))")
        }
        try check(SourceLocation(file: file, line: line, column: column), of: "the message \(Excerpt.of(message, width: 120))")
        return (line, column)
    }
}

/// The most characters a message about an input may have, whatever the input: messages
/// quote input through ``Excerpt``, 40 columns at a time.
let maximumMessageLength = 1_000

/// Checks that a message quotes no more of its input than ``maximumMessageLength`` allows.
func checkLength(ofMessage message: String) throws(OracleFailure) {
    try expect(
        message.count <= maximumMessageLength,
        "a message has \(message.count) characters (more than \(maximumMessageLength)): it quotes its input whole: \(Excerpt.of(message, width: 200))")
}
