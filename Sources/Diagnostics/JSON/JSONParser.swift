extension JSONNode {
    /// The deepest nesting of arrays and objects the parser accepts.
    ///
    /// Deeper input is reported as an error instead of exhausting the stack.
    public static let maximumDepth = 256

    /// Parses JSON text (RFC 8259), keeping the place of every value.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - file: The file name to put in the locations of values and errors.
    /// - Returns: The root value, in a ``JSONDocument`` that keeps the text.
    /// - Throws: A ``Diagnostic`` at the first byte that is not valid JSON, saying what
    ///   was expected there.
    /// - Complexity: O(n) in the length of the text; 8 bytes a value and a key besides it.
    public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes, file: String? = nil) throws(Diagnostic) -> JSONNode {
        var parser = JSONParser(bytes: Array(bytes), file: file)
        return try parser.parseDocument()
    }

    /// Parses JSON text given as a string. See ``parse(_:file:)-(Bytes,_)``.
    public static func parse(_ text: String, file: String? = nil) throws(Diagnostic) -> JSONNode {
        try parse(Array(text.utf8), file: file)
    }
}

/// A recursive-descent JSON parser over UTF-8 bytes that writes a slot for each value
/// and key (``JSONDocument``), and tracks line and column for its errors.
struct JSONParser {
    let bytes: [UInt8]
    let file: String?
    var slots: [JSONDocument.Slot] = []
    var index = 0
    var line = 1
    /// Index of the first byte of the current line.
    var lineStart = 0
    var depth = 0
    /// The last column computed, so that columns are counted once per line: O(n) overall.
    var columnMark = (index: 0, column: 1)

    init(bytes: [UInt8], file: String?) {
        self.bytes = bytes
        self.file = file
    }

    mutating func parseDocument() throws(Diagnostic) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3; lineStart = 3 }
        let firstLineStart = index
        guard bytes.count <= JSONDocument.maximumBytes else {
            throw Diagnostic(.error, at: SourceLocation(file: file, line: 1, column: 1), "the text is longer than \(JSONDocument.maximumBytes) bytes")
        }
        slots.reserveCapacity(Self.slotBound(bytes))
        skipWhitespace()
        guard index < bytes.count else { throw error("the file is empty; expected a JSON value") }
        try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeCurrent()) after the end of the JSON value")
        }
        return JSONDocument(bytes: bytes, file: file, slots: slots, firstLineStart: firstLineStart).root
    }

    /// At most how many slots the text needs: one for the root and one after each `[`,
    /// `{`, `,` and `:` outside strings (a value or a key follows each, but in an empty
    /// array or object), so that the slots are one buffer, not doublings of one.
    /// - Complexity: O(n), one pass that looks at each byte once.
    static func slotBound(_ bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { text in
            var count = 1
            var inString = false
            var escaped = false
            for byte in text {
                if inString {
                    if escaped {
                        escaped = false
                    } else if byte == UInt8(ascii: "\\") {
                        escaped = true
                    } else if byte == UInt8(ascii: "\"") {
                        inString = false
                    }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"): count += 1
                default: break
                }
            }
            return count
        }
    }

    /// The place of a byte already passed, for a message about where something started.
    func place(ofByte offset: Int) -> String {
        var line = 1
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for position in 0..<offset where bytes[position] == 0x0A {
            line += 1
            start = position + 1
        }
        var column = 1
        for position in start..<offset where bytes[position] & 0xC0 != 0x80 { column += 1 }
        return "\(line):\(column)"
    }

    var location: SourceLocation {
        mutating get {
            // Columns count scalars: every byte that does not continue a UTF-8 sequence.
            var (position, column) = columnMark.index >= lineStart && columnMark.index <= index
                ? columnMark : (lineStart, 1)
            while position < index {
                if bytes[position] & 0xC0 != 0x80 { column += 1 }
                position += 1
            }
            columnMark = (index, column)
            return SourceLocation(file: file, line: line, column: column)
        }
    }

    mutating func error(_ message: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(.error, at: location, message, hint: hint)
    }

    func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 || byte == 0x09 { return "whitespace" }
        if byte == 0x0A || byte == 0x0D { return "end of line" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    mutating func parseValue() throws(Diagnostic) {
        let start = index
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject(start)
        case UInt8(ascii: "["): try parseArray(start)
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try expectWord("true"); slots.append(JSONDocument.Slot(kind: .true, start: start, end: index))
        case UInt8(ascii: "f"): try expectWord("false"); slots.append(JSONDocument.Slot(kind: .false, start: start, end: index))
        case UInt8(ascii: "n"): try expectWord("null"); slots.append(JSONDocument.Slot(kind: .null, start: start, end: index))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
            slots.append(JSONDocument.Slot(kind: .number, start: start, end: index))
        case UInt8(ascii: "'"):
            throw error("strings must use double quotes", hint: "write \"text\", not 'text'")
        default:
            throw error("unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null)")
        }
    }

    mutating func enter() throws(Diagnostic) {
        depth += 1
        if depth > JSONNode.maximumDepth {
            throw error("arrays and objects are nested more than \(JSONNode.maximumDepth) deep")
        }
    }

    mutating func parseObject(_ start: Int) throws(Diagnostic) {
        try enter()
        let slot = slots.count
        slots.append(JSONDocument.Slot(kind: .object, start: start))
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            slots[slot].close(end: slots.count)
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                    throw error("unexpected '}' after ','", hint: "remove the trailing comma")
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "'") {
                    throw error("keys must use double quotes", hint: "write \"key\", not 'key'")
                }
                throw error("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keySlot = slots.count
            try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                let key = JSONDocument.string(of: slots[keySlot], in: bytes)
                throw error("unexpected \(describeCurrent()) after key \"\(Excerpt.of(key))\"; expected ':'")
            }
            index += 1
            skipWhitespace()
            try parseValue()
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of file; expected ',' or '}' to close the object that starts at \(place(ofByte: start))")
            }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            let key = JSONDocument.string(of: slots[keySlot], in: bytes)
            throw error("unexpected \(describeCurrent()); expected ',' or '}' after the value of \"\(Excerpt.of(key))\"")
        }
        depth -= 1
        slots[slot].close(end: slots.count)
    }

    mutating func parseArray(_ start: Int) throws(Diagnostic) {
        try enter()
        let slot = slots.count
        slots.append(JSONDocument.Slot(kind: .array, start: start))
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            slots[slot].close(end: slots.count)
            return
        }
        while true {
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                throw error("unexpected ']' after ','", hint: "remove the trailing comma")
            }
            try parseValue()
            skipWhitespace()
            guard index < bytes.count else {
                throw error("unexpected end of file; expected ',' or ']' to close the array that starts at \(place(ofByte: start))")
            }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; break }
            throw error("unexpected \(describeCurrent()); expected ',' or ']' in the array")
        }
        depth -= 1
        slots[slot].close(end: slots.count)
    }

    mutating func expectWord(_ word: String) throws(Diagnostic) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count,
              bytes[index..<index + expected.count].elementsEqual(expected)
        else { throw error("unexpected \(describeCurrent()); expected a value (did you mean \(word)?)") }
        index += expected.count
    }

    mutating func parseNumber() throws(Diagnostic) {
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits(_ parser: inout JSONParser) -> Int {
            let from = parser.index
            while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                parser.index += 1
            }
            return parser.index - from
        }
        let integerStart = index
        let integerDigits = digits(&self)
        if integerDigits == 0 { throw error("a number needs digits after '-'") }
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("numbers must not start with 0", hint: "write \(Excerpt.of(String(decoding: bytes[integerStart + 1..<integerStart + integerDigits], as: UTF8.self))) instead")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("a number needs digits after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("a number needs digits in its exponent") }
        }
    }

    /// Checks a string (or key) and writes its slot.
    mutating func parseString() throws(Diagnostic) {
        let start = index
        index += 1  // opening quote
        // Most strings have no escape: their bytes up to the closing quote, validated once.
        let contentStart = index
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                // ASCII needs no validation (most keys and words are).
                guard ascii || UTF8Validation.isValid(bytes, contentStart..<index) else { break }
                index += 1
                slots.append(JSONDocument.Slot(kind: .string, start: start, end: index))
                return
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            ascii = ascii && byte < 0x80
            index += 1
        }
        // An escape, a control character, bytes that are not UTF-8, or no end: read it
        // again a run at a time, saying where it goes wrong.
        index = contentStart
        var runStart = index
        var hasEscapes = false
        while true {
            guard index < bytes.count else { throw error("unexpected end of file inside a string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                guard UTF8Validation.isValid(bytes, runStart..<index) else { throw error("the string is not valid UTF-8") }
                index += 1
                slots.append(JSONDocument.Slot(kind: .string, start: start, end: index, hasEscapes: hasEscapes))
                return
            case UInt8(ascii: "\\"):
                guard UTF8Validation.isValid(bytes, runStart..<index) else { throw error("the string is not valid UTF-8") }
                _ = try parseEscape()
                hasEscapes = true
                runStart = index
            case 0x0A:
                throw error("unexpected end of line inside a string", hint: "write \\n for a line break, or close the string with \"")
            case 0x00..<0x20:
                throw error("control character 0x\(String(byte, radix: 16, uppercase: true)) inside a string must be escaped")
            default:
                index += 1
            }
        }
    }

    mutating func parseEscape() throws(Diagnostic) -> Unicode.Scalar {
        let escapeLocation = location
        index += 1
        guard index < bytes.count else { throw error("unexpected end of file after '\\'") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800..<0xDC00).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u\(String(high, radix: 16, uppercase: true)) must be followed by a low surrogate")
                }
                index += 2
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw error("expected a low surrogate (\\uDC00 to \\uDFFF)") }
                let value = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                return Unicode.Scalar(value)!
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("a lone low surrogate is not a character") }
            return scalar
        default:
            let shown = byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "byte 0x\(String(byte, radix: 16, uppercase: true))"
            throw Diagnostic(
                .error, at: escapeLocation, "unknown escape '\\\(shown)'",
                hint: "valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX")
        }
    }

    mutating func parseHex4() throws(Diagnostic) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
