import Diagnostics
import DynamicHome
import Essentials
import Foundation

/// Writes a recording in asciicast v2, the format `asciinema play` replays: a header
/// line `{"version": 2, "width": W, "height": H, …}`, then one `[time, "o", data]` line
/// for each write to the screen, time in seconds from the start.
///
/// Frames are encoded incrementally, as a terminal session writes them: the first
/// clears the screen and draws it whole, each next one only what changed.
///
/// The file is opened as given and written, never replaced (``OutputFile``): a regular
/// file is emptied in place, a link followed, a FIFO or a device written as a stream.
final class AsciicastWriter {
    let path: String
    private let descriptor: Int32
    private var encoder: IncrementalEncoder
    /// Whether a write failed; the recording then stops, and ``finish()`` says so.
    private(set) var failure: String?

    /// Opens the file (creating or emptying it) and writes the header.
    ///
    /// - Throws: A failure naming the file and why, when it cannot be opened.
    init(path: String, size: Size, mode: ColorMode) throws(CommandFailure) {
        self.path = path
        self.encoder = IncrementalEncoder(mode: mode)
        guard !path.isEmpty else { throw CommandFailure("the recording's path is empty; give a file, e.g. session.cast") }
        switch OutputFile.openForWriting(path, .truncating) {
        case .success(let descriptor):
            self.descriptor = descriptor
        case .failure(let failure):
            let reason = OutputFile.reason(opening: path, failure, example: "session.cast") { "'\(Excerpt.of($0))'" }
            throw CommandFailure("cannot write the recording to '\(Excerpt.of(path))': \(reason)")
        }
        let term = mode == .none ? "dumb" : "xterm-256color"
        let header = JSONText.object([
            ("version", .number(2)), ("width", .number(size.width)), ("height", .number(size.height)),
            ("env", .object([("TERM", .string(term))])),
        ])
        write(header.text() + "\n")
    }

    /// Records a frame shown at `time`: only what changed since the last one.
    func frame(_ canvas: Canvas, at time: Duration) {
        output(encoder.encode(canvas), at: time)
    }

    /// Records bytes written to the screen at `time`; nothing for no bytes.
    func output(_ text: String, at time: Duration) {
        guard !text.isEmpty, failure == nil else { return }
        write("[\(Self.seconds(time)), \"o\", \(JSONText.quoted(text))]\n")
    }

    /// Closes the file; returns the failure to report, if a write failed.
    func finish() -> String? {
        OutputFile.closeDescriptor(descriptor)
        return failure.map { "the recording '\(Excerpt.of(path))' is incomplete: \($0)" }
    }

    private func write(_ text: String) {
        if let failure = OutputFile.writeAll(Array(text.utf8), to: descriptor).failure {
            self.failure = failure.description
        }
    }

    /// Seconds with microseconds: "0.4", "1.033333".
    static func seconds(_ time: Duration) -> String {
        let (whole, attoseconds) = time.components
        let micro = Int64(whole) * 1_000_000 + attoseconds / 1_000_000_000_000
        let fraction = String(format: "%06lld", micro % 1_000_000)
        return "\(micro / 1_000_000).\(fraction)"
    }
}

extension ScreenOptions {
    /// The recording `--cast FILE` (or `--record FILE`) asks for, at a size, in 24-bit
    /// colour unless `--color never`; opened (and emptied) now, so only once every
    /// argument has been checked (``ScreenSetup/prepare(interactive:)``).
    func openRecording(size: Size) throws(CommandFailure) -> AsciicastWriter? {
        guard let path = recording?.path else { return nil }
        // A recording is watched later, in a terminal of its own: 24-bit colour, so that
        // fades show, unless colour is turned off.
        let mode: ColorMode = color == .never ? .none : .trueColor
        return try AsciicastWriter(path: path, size: size, mode: mode)
    }
}
