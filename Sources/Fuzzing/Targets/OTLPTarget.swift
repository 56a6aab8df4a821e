import Foundation
import OTLPExport

extension FuzzTarget {
    /// What the OTLP exporter reads from outside: the header list of
    /// `OTEL_EXPORTER_OTLP_HEADERS` (and the same syntax of `OTEL_RESOURCE_ATTRIBUTES`),
    /// a collector's answer body, and its `Retry-After`. Byte 1 picks which (0: headers,
    /// 1: answer, 2: Retry-After, else all three); the rest is the input.
    ///
    /// - Headers: a list that is read has at most 64 fields, each a token name and a
    ///   value without control characters, and reads back the same once written again
    ///   (values percent-encoded); a list that is refused says so in at most 400
    ///   characters and never quotes a value (an alphanumeric one of 8 characters or
    ///   more that no name holds).
    /// - Answers: the count of refused records is never negative, and what the collector
    ///   said is one line of at most 120 columns.
    /// - Retry-After: a wait, when there is one, is from zero to an hour.
    static let otlp = FuzzTarget(
        name: "otlp", summary: "the OTLP exporter's outside input: header lists, collectors' answers, Retry-After",
        check: checkOTLP)

    private static func checkOTLP(_ bytes: [UInt8]) throws(OracleFailure) {
        let which = bytes.first ?? 0
        let input = Array(bytes.dropFirst())
        let text = String(decoding: input, as: UTF8.self)
        if which == 0 || which > 2 { try checkHeaders(text) }
        if which == 1 || which > 2 { try checkAnswer(input) }
        if which == 2 || which > 2 {
            let wait = RetryAfter.wait(text, now: Date(timeIntervalSince1970: 1_795_000_000))
            try expect(wait.map { $0 >= .zero && $0 <= RetryAfter.maximum } ?? true, "Retry-After '\(text.prefix(60))' gave a wait of \(wait!)")
        }
    }

    private static func checkHeaders(_ text: String) throws(OracleFailure) {
        do {
            let headers = try OTLPEnvironment.headers(text)
            try expect(headers.fields.count <= OTLPEnvironment.maximumEntries, "\(headers.fields.count) fields were read")
            for field in headers.fields {
                try expect(!field.name.isEmpty && field.name.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && !"\"(),/:;<=>?@[\\]{}".utf8.contains($0) },
                    "the field name '\(field.name)' is not a token")
                try expect(!field.value.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" || $0.value == 0x7F },
                    "the value of '\(field.name)' holds a control character")
            }
            let written = headers.fields.map { "\($0.name)=\(percentEncoded($0.value))" }.joined(separator: ",")
            let again: OTLPHeaders
            do {
                again = try OTLPEnvironment.headers(written)
            } catch {
                throw OracleFailure("the fields read, written again as '\(written.prefix(200))', are refused: \(error.message)")
            }
            try expect(again == headers, "the fields read, written again, read back otherwise")
        } catch let error as OTLPConfigurationError {
            try expect(error.message.count <= 400, "the message has \(error.message.count) characters")
            let names = text.split(separator: ",").map { $0.split(separator: "=", maxSplits: 1).first.map(String.init) ?? "" }
            // Where a value could be quoted: the message without its fixed words, the
            // variable's name and the advice after "; " ("e.g. authorization=…" holds
            // the value "authorizat" of a finding, and quotes nothing).
            var quoting = error.message
            if let advice = quoting.range(of: "; ") { quoting = String(quoting[..<advice.lowerBound]) }
            quoting = quoting.replacingOccurrences(of: "OTEL_EXPORTER_OTLP_HEADERS", with: "")
            for entry in text.split(separator: ",") {
                guard let equals = entry.firstIndex(of: "=") else { continue }
                // Trimmed by hand: Foundation's CharacterSet from a literal leaks (LeakSanitizer).
                let value = String(entry[entry.index(after: equals)...].drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
                guard value.count >= 8, value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
                      !names.contains(where: { $0.contains(value) }) else { continue }
                try expect(!quoting.contains(value), "the message quotes the value '\(value)': \(error.message)")
            }
        } catch {
            throw OracleFailure("an error of another type: \(error)")
        }
    }

    private static func checkAnswer(_ body: [UInt8]) throws(OracleFailure) {
        let answer = ExportLogsResponse(body: body)
        try expect(answer.rejectedLogRecords >= 0, "a negative count of refused records: \(answer.rejectedLogRecords)")
        if let message = answer.message {
            try expect(!message.contains("\n") && !message.contains("\r"), "the collector's message is more than one line")
            try expect(message.count <= 120, "the collector's message has \(message.count) characters")
        }
    }

    /// Everything but unreserved characters as %XX.
    private static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if byte.isASCIIAlphanumeric || "-._~".utf8.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += String(format: "%%%02X", byte)
            }
        }
        return result
    }
}

extension UInt8 {
    fileprivate var isASCIIAlphanumeric: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}
