import Changesets
import Diagnostics
import Foundation

/// `home diff OLD.json NEW.json`: the changeset between two lists of objects, or between
/// two sectioned files.
enum DiffCommand: Subcommand {
    static let command = CommandName.diff
    static let usage = "diff OLD.json NEW.json [--json] [--id KEY]"
    static let summary = "Print the verified changeset between two JSON arrays of objects (paired by \"identifier\", compared whole), or two {\"sections\": [...]} files."

    static func run(_ arguments: ParsedArguments, operands: [String], context: CommandContext) async throws(CommandFailure) -> Int32 {
        guard operands.count == 2 else {
            throw CommandFailure(UsageError("'home diff' takes two item files, not \(operands.count)", hint: "usage: home \(usage)"))
        }
        let identityKey = arguments.value(.identity) ?? "identifier"
        guard !identityKey.isEmpty else {
            throw CommandFailure(UsageError("--id needs a key, not an empty one", hint: "for example --id id"))
        }
        let old = try DiffInput.read(operands[0], identityKey: identityKey)
        let new = try DiffInput.read(operands[1], identityKey: identityKey)
        if case .flat(let oldObjects) = old, case .flat(let newObjects) = new {
            try diffFlat(oldObjects, newObjects, identityKey: identityKey, json: arguments.has(.json), context: context)
        } else {
            try diffSectioned(old.sections, new.sections, identityKey: identityKey, json: arguments.has(.json), context: context)
        }
        return 0
    }

    static func diffFlat(_ old: [DiffObject], _ new: [DiffObject], identityKey: String, json: Bool, context: CommandContext) throws(CommandFailure) {
        let changeset = Changeset(from: old, to: new, identity: \.identity, contentMatches: { $0.node.isEquivalent(to: $1.node) })
        do {
            try verify(changeset, old: old, new: new, identity: \.identity, contentMatches: { $0.node.isEquivalent(to: $1.node) })
        } catch {
            throw CommandFailure("the changeset does not verify: \(error.description)")
        }
        if json {
            context.console.write(changeset.jsonText + "\n")
        } else {
            context.console.write(changeset.text(oldLabel: { old[$0].label(identityKey: identityKey) }, newLabel: { new[$0].label(identityKey: identityKey) }))
        }
    }

    static func diffSectioned(_ old: [DiffSection], _ new: [DiffSection], identityKey: String, json: Bool, context: CommandContext) throws(CommandFailure) {
        func sectionMatches(_ left: DiffSection, _ right: DiffSection) -> Bool { left.title == right.title }
        func itemMatches(_ left: DiffObject, _ right: DiffObject) -> Bool { left.node.isEquivalent(to: right.node) }
        let changeset = SectionedChangeset(
            from: old, to: new,
            sectionIdentity: \.identity, sectionContentMatches: sectionMatches,
            items: \.items, itemIdentity: \.identity, itemContentMatches: itemMatches)
        do {
            try verify(
                changeset, old: old, new: new,
                sectionIdentity: \.identity, sectionContentMatches: sectionMatches,
                items: \.items, itemIdentity: \.identity, itemContentMatches: itemMatches)
        } catch {
            throw CommandFailure("the changeset does not verify: \(error.description)")
        }
        if json {
            context.console.write(changeset.jsonText + "\n")
        } else {
            func counted(_ section: DiffSection) -> String {
                section.label + " (\(section.items.count) item\(section.items.count == 1 ? "" : "s"))"
            }
            context.console.write(changeset.text(
                oldSectionCount: old.count, newSectionCount: new.count,
                oldSectionLabel: { counted(old[$0]) }, newSectionLabel: { counted(new[$0]) },
                oldItemLabel: { old[$0.section].items[$0.item].label(identityKey: identityKey) },
                newItemLabel: { new[$0.section].items[$0.item].label(identityKey: identityKey) }))
        }
    }
}
