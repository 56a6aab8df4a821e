import Diagnostics
import Essentials
import Foundation

/// The two forms of `home toggles explain`: a JSON array for tools and the cells of a
/// table for people.
package enum ToggleExplanation {
    /// A JSON array with one object per evaluation (see ``EvaluationDetails/encode(to:)``),
    /// pretty-printed with sorted keys so that the output is stable.
    ///
    /// - Parameter evaluations: Usually ``ToggleEvaluator/evaluateAll(context:)``.
    /// - Returns: The JSON text, ending in a line break.
    package static func json(_ evaluations: [EvaluationDetails]) -> String {
        // Every value encodes (non-finite thresholds become null), so this cannot fail.
        let json = (try? JSONText(encoding: evaluations)) ?? .array([])
        return json.text(.pretty, sortedKeys: true) + "\n"
    }

    /// The cells of the plain-text table, the header first: name, enabled, variant,
    /// payload, reason, layer, and the bucketing of rollouts and variants. The caller
    /// aligns the columns by display width (`home toggles explain` does), which this
    /// module cannot measure.
    ///
    /// ```
    /// NAME           ENABLED  VARIANT  PAYLOAD  REASON  LAYER  BUCKETING
    /// home.template  on       grid     grid     SPLIT   file   variant: murmur3("home.template:42", seed 86028157) % 100 + 1 = 63 <= 100
    /// ```
    ///
    /// - Parameter evaluations: Usually ``ToggleEvaluator/evaluateAll(context:)``.
    /// - Returns: One row of seven cells per evaluation, after the header's.
    package static func rows(_ evaluations: [EvaluationDetails]) -> [[String]] {
        let header = ["NAME", "ENABLED", "VARIANT", "PAYLOAD", "REASON", "LAYER", "BUCKETING"]
        let rows = evaluations.map { details -> [String] in
            var reason = details.reason.rawValue
            if let code = details.errorCode {
                // A failure OpenFeature has no code for is said in its own words.
                if code == .general, let message = details.message { reason += ": \(message)" } else { reason += " (\(code.rawValue))" }
            }
            let bucketing = [details.rollout, details.variantBucketing].compactMap { $0.map(describe) }.joined(separator: "; ")
            return [
                details.name,
                details.enabled ? "on" : "off",
                details.variant.enabled ? details.variant.name : "-",
                details.variant.payload.map { abbreviate($0.value) } ?? "-",
                reason,
                details.layer?.rawValue ?? "-",
                bucketing.isEmpty ? "-" : bucketing,
            ]
        }
        return [header] + rows
    }

    /// `rollout: murmur3("g:42", seed 0) % 100 + 1 = 37 <= 50`; the hash's input is an
    /// excerpt (a 5,000-character user id would make the table as wide; `--json` has it whole).
    static func describe(_ bucketing: Bucketing) -> String {
        let threshold = bucketing.threshold.isFinite ? PayloadNumber.format(bucketing.threshold) : "NaN"
        let comparison = Double(bucketing.bucket) <= bucketing.threshold ? "<=" : ">"
        let source = bucketing.hashInput.map { "murmur3(\"\(Excerpt.of($0))\", seed \(bucketing.seed)) % \(bucketing.modulus) + 1" }
            ?? "random 1...\(bucketing.modulus)"
        return "\(bucketing.purpose.rawValue): \(source) = \(bucketing.bucket) \(comparison) \(threshold)"
    }

    static func abbreviate(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return flat.count > 24 ? String(flat.prefix(23)) + "…" : flat
    }
}
