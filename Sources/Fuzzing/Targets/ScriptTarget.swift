import Diagnostics
import Essentials
import HomeCommandLine

extension FuzzTarget {
    /// The `home play` script reader (`HomeCommandLine/Play`): lines read from a pipe
    /// as they arrive, and each line parsed into its step.
    ///
    /// The script (its first 512 KiB) is written into a pipe a line at a time, with a
    /// piece of the next line, at places drawn from the input's hash (and one input in
    /// eight has its last line made just shorter than, as long as, or just longer than
    /// the line limit).
    ///
    /// - Lines are read one at a time: each line is returned as soon as its end is in
    ///   the pipe (a reader that waited for more would hang, which the run's time limit
    ///   reports), numbered from 1, with its text as the script has it (LF or CRLF
    ///   ends, a byte order mark before line 1 dropped).
    /// - A line longer than the limit is an error that names its line, and the lines
    ///   before it were read.
    /// - A line's step is nothing exactly when the line is blank or a comment, and an
    ///   error names its line: `script.txt:N: …`.
    static let script = FuzzTarget(
        name: "script", summary: "`home play` scripts: lines read one at a time, errors name their line",
        check: checkScript)

    private static func checkScript(_ bytes: [UInt8]) throws(OracleFailure) {
        let source = "script.txt"
        let limit = PackageScriptReader.maximumLineBytes
        var random = SplitMix64(seed: FNV1a.hash(bytes))
        // All of it fits in the pipe, so that writing never waits for the reader.
        var script = Array(bytes.prefix(512 * 1_024))
        let padded = random.next() % 8 == 0
        if padded {
            let lastStart = (script.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
            let target = limit - 1 + Int(random.next() % 3)
            script += [UInt8](repeating: UInt8(ascii: "x"), count: max(0, target - (script.count - lastStart)))
        }
        let lines = scriptLines(script)
        guard let pipe = Platform.Pipe(capacity: script.count < 60_000 ? 65_536 : 1 << 20) else { throw OracleFailure("no pipe could be made") }
        defer { pipe.closeReader() }
        var writerOpen = true
        defer { if writerOpen { pipe.closeWriter() } }
        var reader = PackageScriptReader(descriptor: pipe.reader, source: source)
        var written = 0
        for (index, line) in lines.enumerated() {
            let number = index + 1
            // This line, its end and a piece of the next one, then read this line.
            let nextEnd = index + 1 < lines.count ? lines[index + 1].end : script.count
            let target = line.end + Int(random.next() % UInt64(nextEnd - line.end + 1))
            if target > written {
                try expect(pipe.write(script[written..<target]), "the pipe took no more bytes")
                written = target
            }
            if written == script.count, writerOpen {
                pipe.closeWriter()
                writerOpen = false
            }
            let outcome = nextLine(&reader)
            if line.length > limit {
                switch outcome {
                case .success(let read):
                    throw OracleFailure("line \(number) of \(line.length) bytes (more than \(limit)) is read as line \(read.map { String($0.number) } ?? "nil")")
                case .failure(let error):
                    try expect(error.message.hasPrefix("\(source):\(number): "), "the error for the long line \(number) does not name it: \(Excerpt.of(error.message, width: 120))")
                    return
                }
            }
            let read: (number: Int, text: String)
            switch outcome {
            case .success(let line?): read = line
            case .success(nil): throw OracleFailure("the reader ends before line \(number) of \(lines.count)")
            case .failure(let error): throw OracleFailure("line \(number) (\(line.length) bytes) is refused: \(error.message)")
            }
            try expect(read.number == number, "line \(number) is read as line \(read.number)")
            try expect(read.text == line.text, "line \(number) is read as \(read.text.debugDescription), not \(line.text.debugDescription)")
            try checkStep(line.text, number: number, source: source)
        }
        if writerOpen {
            pipe.closeWriter()
            writerOpen = false
        }
        switch nextLine(&reader) {
        case .success(nil): break
        case .success(let after?): throw OracleFailure("the reader returns line \(after.number) after the last line, \(lines.count)")
        case .failure(let error): throw OracleFailure("reading past the last line fails: \(error.message)")
        }
    }

    private static func nextLine(_ reader: inout PackageScriptReader) -> Result<(number: Int, text: String)?, CommandFailure> {
        do {
            return .success(try reader.nextLine())
        } catch {
            return .failure(error)
        }
    }

    /// A script's lines as `home play` should read them: where each ends (after its LF),
    /// its length in bytes before the LF, and its text.
    private static func scriptLines(_ bytes: [UInt8]) -> [(end: Int, length: Int, text: String)] {
        var lines: [(end: Int, length: Int, text: String)] = []
        var start = 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            var content = bytes[start..<(newline ?? bytes.count)]
            let length = content.count
            if content.last == 0x0D { content = content.dropLast() }
            if lines.isEmpty, content.starts(with: [0xEF, 0xBB, 0xBF]) { content = content.dropFirst(3) }
            let end = newline.map { $0 + 1 } ?? bytes.count
            lines.append((end, length, String(decoding: content, as: UTF8.self)))
            start = end
        }
        return lines
    }

    /// Checks one line's step: nothing for a blank line or a comment, and an error that
    /// names the line.
    private static func checkStep(_ text: String, number: Int, source: String) throws(OracleFailure) {
        let beforeComment = text.prefix { $0 != "#" }
        let blank = beforeComment.allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
        let step: String?
        do {
            step = try PackageScriptReader.step(text, location: "\(source):\(number)")
        } catch {
            try expect(!blank, "the blank line \(number) is an error: \(error.message)")
            try expect(error.message.hasPrefix("\(source):\(number): "), "the error for line \(number) does not name it: \(Excerpt.of(error.message, width: 120))")
            try checkLength(ofMessage: error.message)
            return
        }
        try expect((step == nil) == blank, "line \(number) \(text.debugDescription) is \(blank ? "blank, yet has the step \(step ?? "")" : "not blank, yet has no step")")
    }
}
