extension JSONNode {
    /// Places inside a string's text: where its decoded scalars are written in the file,
    /// for a problem found inside a string (a binding of a template, a word of a
    /// condition). Escapes take more columns in the file than the scalar they stand for
    /// (`\"` two, `\u00e9` six, a surrogate pair twelve).
    ///
    /// The text is walked forward once: asking for places in increasing order (as a
    /// reader finds problems) costs O(n) in the string for them all, however many; a
    /// place before the last one asked starts again from the opening quote.
    ///
    /// ```swift
    /// var places = node.stringPlaces!
    /// let place = places.location(ofScalar: 7)   // the 8th scalar of the decoded text
    /// ```
    public struct StringPlaces: Sendable {
        let document: JSONDocument
        /// The opening quote.
        let quote: Int
        /// One past the closing quote's position: the end of the text.
        let end: Int
        /// Where the opening quote is.
        public let start: SourceLocation
        /// How many bytes of the text were walked for the places asked so far: at most the
        /// text's length while places are asked in increasing order.
        public private(set) var bytesWalked = 0
        /// The next byte to read, the decoded scalars before it, and its column.
        private var offset: Int
        private var decoded = 0
        private var column: Int

        init(document: JSONDocument, quote: Int, end: Int) {
            self.document = document
            self.quote = quote
            self.end = end
            start = document.location(ofByte: quote)
            offset = quote + 1
            column = start.column + 1
        }

        /// Where the `scalar`-th scalar (from 0) of the decoded text is written; past the
        /// text's end, the closing quote.
        public mutating func location(ofScalar scalar: Int) -> SourceLocation {
            if scalar < decoded {
                offset = quote + 1
                column = start.column + 1
                decoded = 0
            }
            let bytes = document.bytes
            let from = offset
            defer { bytesWalked += offset - from }
            while decoded < scalar, offset < end - 1 {
                if bytes[offset] == UInt8(ascii: "\\") {
                    let length = JSONDocument.escape(bytes, at: offset).1
                    offset += length
                    column += length
                } else {
                    offset += 1
                    while offset < end - 1, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
                    column += 1
                }
                decoded += 1
            }
            return SourceLocation(file: start.file, line: start.line, column: column)
        }
    }

    /// The places inside this string's text; `nil` when it is not a string.
    public var stringPlaces: StringPlaces? {
        guard kind == .string else { return nil }
        return StringPlaces(document: document, quote: Int(slot.start), end: slot.end)
    }
}
