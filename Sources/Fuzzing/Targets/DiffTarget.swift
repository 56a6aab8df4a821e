import Changesets
import Diagnostics
import Foundation
import HomeCommandLine

extension FuzzTarget {
    /// `home diff` inputs (`HomeCommandLine/Commands/DiffInput`) and the changesets
    /// between them (`Changesets`), as `home diff` makes them: flat when both inputs are
    /// arrays, sectioned otherwise.
    ///
    /// The input is OLD, a NUL byte, NEW; without a NUL byte it is compared with itself.
    ///
    /// - An input that is refused is refused at `old.json:line:column` (or `new.json`)
    ///   inside it, in a message that does not quote it whole.
    /// - The changeset verifies against both inputs, and applying it to OLD gives NEW:
    ///   the same sections (identity and title) holding the same objects (identity and
    ///   content) in the same order.
    /// - An input compared with itself gives an empty changeset.
    /// - The changeset's JSON decodes to the same changeset, and its text can be written.
    static let diff = FuzzTarget(
        name: "diff", summary: "`home diff` inputs and changesets: places, verify, apply gives new",
        check: checkDiff)

    private static func checkDiff(_ bytes: [UInt8]) throws(OracleFailure) {
        let separator = bytes.firstIndex(of: 0)
        let oldBytes = Array(bytes[..<(separator ?? bytes.endIndex)])
        let newBytes = separator.map { Array(bytes[($0 + 1)...]) } ?? oldBytes
        guard let old = try diffInput(oldBytes, file: "old.json"), let new = try diffInput(newBytes, file: "new.json") else { return }
        if case .flat(let oldObjects) = old, case .flat(let newObjects) = new {
            try checkFlat(oldObjects, newObjects, same: separator == nil)
        } else {
            try checkSectioned(old.sections, new.sections, same: separator == nil)
        }
    }

    /// The input, or `nil` when it is refused at a place inside it.
    private static func diffInput(_ bytes: [UInt8], file: String) throws(OracleFailure) -> DiffInput? {
        do {
            return try DiffInput.parse(bytes, file: file, identityKey: "identifier")
        } catch {
            try TextPlaces(bytes, file: file).checkPlace(inMessage: error.message)
            try checkLength(ofMessage: error.message)
            return nil
        }
    }

    private static func contentMatches(_ left: DiffObject, _ right: DiffObject) -> Bool { left.node.isEquivalent(to: right.node) }

    private static func checkFlat(_ old: [DiffObject], _ new: [DiffObject], same: Bool) throws(OracleFailure) {
        let changeset = Changeset(from: old, to: new, identity: \.identity, contentMatches: contentMatches)
        do {
            try verify(changeset, old: old, new: new, identity: \.identity, contentMatches: contentMatches)
        } catch {
            throw OracleFailure("the changeset does not verify: \(error.description)")
        }
        let applied: [DiffObject]
        do {
            applied = try changeset.applied(to: old, using: new)
        } catch {
            throw OracleFailure("the changeset cannot be applied: \(error.description)")
        }
        try checkSame(applied, new, in: "the array")
        try expect(!same || changeset.isEmpty, "an input compared with itself gives changes: \(changeset.summary)")
        _ = changeset.text(oldLabel: { old[$0].label(identityKey: "identifier") }, newLabel: { new[$0].label(identityKey: "identifier") })
        try checkJSON(of: changeset, written: changeset.jsonText)
    }

    private static func checkSectioned(_ old: [DiffSection], _ new: [DiffSection], same: Bool) throws(OracleFailure) {
        func sectionMatches(_ left: DiffSection, _ right: DiffSection) -> Bool { left.title == right.title }
        let changeset = SectionedChangeset(
            from: old, to: new, sectionIdentity: \.identity, sectionContentMatches: sectionMatches,
            items: \.items, itemIdentity: \.identity, itemContentMatches: contentMatches)
        do {
            try verify(
                changeset, old: old, new: new, sectionIdentity: \.identity, sectionContentMatches: sectionMatches,
                items: \.items, itemIdentity: \.identity, itemContentMatches: contentMatches)
        } catch {
            throw OracleFailure("the sectioned changeset does not verify: \(error.description)")
        }
        let oldSections = old.map { ArraySection(model: $0, items: $0.items) }
        let newSections = new.map { ArraySection(model: $0, items: $0.items) }
        let applied: [ArraySection<DiffSection, DiffObject>]
        do {
            applied = try changeset.applied(to: oldSections, using: newSections)
        } catch {
            throw OracleFailure("the sectioned changeset cannot be applied: \(error.description)")
        }
        try expect(applied.count == new.count, "applying the changeset gives \(applied.count) sections, not \(new.count)")
        for (index, (section, expected)) in zip(applied, new).enumerated() {
            try expect(
                section.model.identity == expected.identity && section.model.title == expected.title,
                "applying the changeset gives section [\(index)] \(Excerpt.of(section.model.label)), not \(Excerpt.of(expected.label))")
            try checkSame(section.items, expected.items, in: "section [\(index)]")
        }
        try expect(!same || changeset.isEmpty, "an input compared with itself gives changes: \(changeset.summary)")
        _ = changeset.text(
            oldSectionCount: old.count, newSectionCount: new.count,
            oldSectionLabel: { old[$0].label }, newSectionLabel: { new[$0].label },
            oldItemLabel: { old[$0.section].items[$0.item].label(identityKey: "identifier") }, newItemLabel: { new[$0.section].items[$0.item].label(identityKey: "identifier") })
        try checkJSON(of: changeset, written: changeset.jsonText)
    }

    /// Checks that a changeset's JSON decodes to the changeset.
    private static func checkJSON<Value: Decodable & Equatable>(of changeset: Value, written text: String) throws(OracleFailure) {
        let decoded: Value
        do {
            decoded = try JSONDecoder().decode(Value.self, from: Data(text.utf8))
        } catch {
            throw OracleFailure("the \(Value.self)'s JSON does not decode: \(error): \(Excerpt.of(text, width: 200))")
        }
        try expect(decoded == changeset, "the \(Value.self)'s JSON decodes to another changeset: \(Excerpt.of(text, width: 200))")
    }

    /// Checks that the objects a changeset gave are the new ones.
    private static func checkSame(_ applied: [DiffObject], _ new: [DiffObject], in place: String) throws(OracleFailure) {
        try expect(applied.count == new.count, "applying the changeset gives \(applied.count) objects in \(place), not \(new.count)")
        for (index, (object, expected)) in zip(applied, new).enumerated() {
            try expect(
                object.identity == expected.identity && object.node.isEquivalent(to: expected.node),
                "applying the changeset gives \(Excerpt.of(object.label(identityKey: "identifier"))) at [\(index)] of \(place), not \(Excerpt.of(expected.label(identityKey: "identifier")))")
        }
    }
}
