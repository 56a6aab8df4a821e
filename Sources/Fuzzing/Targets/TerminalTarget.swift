import DynamicHome
import Essentials
import HomeCommandLine

extension FuzzTarget {
    /// The decoder of what a terminal sends (`HomeCommandLine/Terminal/InputDecoder`):
    /// keys, escape sequences, UTF-8 and SGR mouse reports, typed or pasted, arriving in
    /// reads of any size.
    ///
    /// The input is decoded whole, and again in pieces whose sizes are drawn from its
    /// hash (one byte at a time for one input in four).
    ///
    /// - The keys and mouse reports are the same however the bytes are split into reads.
    /// - What waits for the rest of a sequence is at most 33 bytes after any read, so
    ///   an endless unfinished sequence costs no memory.
    /// - Every input takes at least one byte, and the flush at the end gives the escape
    ///   key at most.
    /// - A character key is no control character (C0, DEL or C1).
    /// - A mouse report's column and row are within 0 and the largest report number,
    ///   its button 0 to 3, and the `MouseEvent` made from it is inside
    ///   ``/DynamicHome/MouseEvent/coordinates``.
    static let terminal = FuzzTarget(
        name: "terminal", summary: "what a terminal sends: keys, sequences, UTF-8, mouse reports, in reads of any size",
        check: checkTerminal)

    /// The most bytes the decoder keeps waiting for the rest of a sequence: `ESC [` and
    /// 31 more, after which a control sequence it does not know is skipped.
    static let longestPending = 33

    private static func checkTerminal(_ bytes: [UInt8]) throws(OracleFailure) {
        let input = Array(bytes.prefix(64 * 1_024))
        var whole = InputDecoder()
        let fed = whole.feed(input)
        try expect(whole.pendingCount <= longestPending, "\(whole.pendingCount) bytes wait after one read; at most \(longestPending) should")
        let flushed = whole.flush()
        try expect(flushed.isEmpty || flushed == [.key(.escape)], "the flush gave \(flushed), not the escape key or nothing")
        let all = fed + flushed
        try expect(all.count <= input.count, "\(all.count) inputs from \(input.count) bytes")

        var random = SplitMix64(seed: FNV1a.hash(input))
        let oneByteAtATime = random.next() % 4 == 0
        let largest = 1 + Int(random.next() % 40)
        var pieces = InputDecoder()
        var split: [TerminalInput] = []
        var start = 0
        while start < input.count {
            let size = oneByteAtATime ? 1 : 1 + Int(random.next() % UInt64(largest))
            let end = min(input.count, start + size)
            split += pieces.feed(Array(input[start..<end]))
            try expect(
                pieces.pendingCount <= longestPending,
                "\(pieces.pendingCount) bytes wait after a read ending at byte \(end); at most \(longestPending) should")
            start = end
        }
        split += pieces.flush()
        try expect(split == all, "split into reads, the bytes decode to \(describe(split)); whole, to \(describe(all))")

        for decoded in all {
            switch decoded {
            case .key(.character(let character)), .key(.control(let character)):
                let controls = character.unicodeScalars.filter { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
                try expect(controls.isEmpty, "the key \(decoded) holds a control character")
            case .key:
                break
            case .mouse(let mouse):
                let range = 0...InputDecoder.largestReportNumber
                try expect(range.contains(mouse.column) && range.contains(mouse.row), "a mouse report at \(mouse.column), \(mouse.row)")
                let button: Int? = switch mouse.action {
                case .press(let button), .drag(let button), .release(let button): button
                case .scrollUp, .scrollDown, .move: nil
                }
                try expect(button.map { (0...3).contains($0) } ?? true, "a mouse report with button \(button ?? -1)")
                let event = MouseEvent(.press, column: mouse.column, row: mouse.row)
                try expect(
                    MouseEvent.coordinates.contains(event.column) && MouseEvent.coordinates.contains(event.row),
                    "a mouse event at \(event.column), \(event.row)")
            }
        }
    }

    private static func describe(_ inputs: [TerminalInput]) -> String {
        inputs.count <= 12 ? "\(inputs)" : "\(inputs.prefix(12)) and \(inputs.count - 12) more"
    }
}
