import Changesets
import Diagnostics
import DynamicHome
import Foundation

/// `home diff OLD.json NEW.json`: the changeset between two item lists.
enum DiffCommand: Subcommand {
    static let name = "diff"
    static let usage = "diff OLD.json NEW.json [--json]"
    static let summary = "Print the verified changeset (deletions, insertions, moves, updates) between two item lists."
    static let options = [OptionSpec.json]

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        guard operands.count == 2 else {
            throw CommandFailure(UsageError("'home diff' takes two item files, not \(operands.count)", hint: "usage: home \(usage)"))
        }
        let old = try items(operands[0])
        let new = try items(operands[1])
        let changeset = Changeset(from: old, to: new)
        do {
            try verify(changeset, old: old, new: new)
        } catch {
            throw CommandFailure("the changeset does not verify: \(error.description)")
        }
        if arguments.has(.json) {
            context.console.write(changeset.jsonText + "\n")
        } else {
            context.console.write(changeset.text(
                oldLabel: { old[$0].identifier + "  " + old[$0].title },
                newLabel: { new[$0].identifier + "  " + new[$0].title }))
        }
        return 0
    }

    /// The items of a file: a JSON array of objects with `identifier`, `title`, optional
    /// `description` and `kind`.
    static func items(_ path: String) throws(CommandFailure) -> [HomeItem] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CommandFailure("cannot read \(Excerpt.of(path)): \(ScreenSetup.explainMissing(path))")
        }
        do {
            // Two lists compared may each repeat identifiers: the changeset reports them.
            return try ContentDecoding.items(from: Array(data), source: path, uniqueIdentifiers: false)
        } catch {
            throw CommandFailure(error.message)
        }
    }
}
