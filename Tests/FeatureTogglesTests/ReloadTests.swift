import Essentials
import Foundation
import Testing
@testable import FeatureToggles

struct ReloadTests {
    final class Temporary {
        let directory: URL
        var path: String { directory.appendingPathComponent("FeatureToggles.json").path }

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("toggles-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: directory) }

        /// Writes the file and moves its modification date, so that polling sees a change
        /// whatever the file system's time precision.
        func write(_ text: String, secondsAgo: Double) throws {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: path)
        }
    }

    static func toggles(_ body: String) -> String { #"{"version": 1, "toggles": {\#(body)}}"# }

    /// The one subscription idiom: changes arrive while the subscription is held; a
    /// released one ends, as a store's does.
    @Test func aReleasedSubscriptionHearsNothing() throws {
        let temporary = try Temporary()
        let loader = ToggleFileLoader(path: temporary.path)
        let heard = Locked(0)
        var subscription: Subscription? = loader.subscribe { _ in heard.withLock { $0 += 1 } }
        try temporary.write(Self.toggles(#""a": {}"#), secondsAgo: 90)
        #expect(loader.reload().outcome == .loaded)
        #expect(heard.withLock { $0 } == 1)
        #expect(subscription?.isActive == true)
        subscription = nil
        try temporary.write(Self.toggles(#""b": {}"#), secondsAgo: 80)
        #expect(loader.reload().outcome == .loaded)
        #expect(heard.withLock { $0 } == 1)
    }

    @Test func reloadsKeepTheLastGoodConfiguration() throws {
        let temporary = try Temporary()
        let loader = ToggleFileLoader(path: temporary.path)
        let heard = Locked<[ToggleChanges]>([])
        let subscription = loader.subscribe { changes in heard.withLock { $0.append(changes) } }

        let missingAtFirst = loader.reload()
        #expect(missingAtFirst.outcome == .missing)
        #expect(missingAtFirst.configuration == nil)

        try temporary.write(Self.toggles(#""a": {"value": "1"}, "b": {}"#), secondsAgo: 100)
        let first = loader.reloadIfChanged()
        #expect(first.outcome == .loaded)
        #expect(first.changes == ToggleChanges(added: ["a", "b"]))
        #expect(loader.reloadIfChanged().outcome == .unchanged)

        try temporary.write(Self.toggles(#""a": {"value": "2"}, "c": {}"#), secondsAgo: 90)
        let second = loader.reloadIfChanged()
        #expect(second.outcome == .loaded)
        #expect(second.changes == ToggleChanges(added: ["c"], removed: ["b"], changed: ["a"]))

        try temporary.write(Self.toggles(#""a": {"value": 3, "enabled": "yes"}"#), secondsAgo: 80)
        let broken = loader.reloadIfChanged()
        #expect(broken.outcome == .rejected)
        #expect(broken.diagnostics.errors.count == 1)
        #expect(broken.diagnostics.errors.first?.location?.file == temporary.path)
        #expect(loader.configuration?.names == ["a", "c"])
        #expect(loader.configuration?.toggle(named: "a")?.variants.first?.name == "2")
        #expect(loader.reloadIfChanged().outcome == .unchanged)

        try FileManager.default.removeItem(atPath: temporary.path)
        let vanished = loader.reloadIfChanged()
        #expect(vanished.outcome == .missing)
        #expect(vanished.diagnostics.all.map(\.description) == ["\(temporary.path):1:1: error: the toggles file is gone (keeping the last good configuration)"])
        #expect(vanished.configuration?.names == ["a", "c"])

        try temporary.write(Self.toggles(#""a": {"value": "2"}, "c": {}"#), secondsAgo: 70)
        let back = loader.reloadIfChanged()
        #expect(back.outcome == .loaded)
        #expect(back.changes.isEmpty)

        heard.withLock { #expect($0 == [ToggleChanges(added: ["a", "b"]), ToggleChanges(added: ["c"], removed: ["b"], changed: ["a"])]) }
        subscription.cancel()
        try temporary.write(Self.toggles(#""d": {}"#), secondsAgo: 60)
        #expect(loader.reload().outcome == .loaded)
        heard.withLock { #expect($0.count == 2) }
    }

    @Test func aTouchWithoutAnEditIsNoChange() throws {
        let temporary = try Temporary()
        let loader = ToggleFileLoader(path: temporary.path)
        try temporary.write(Self.toggles(#""a": {}"#), secondsAgo: 50)
        #expect(loader.reloadIfChanged().outcome == .loaded)
        try temporary.write(Self.toggles(#""a": {}"#), secondsAgo: 40)
        #expect(loader.reloadIfChanged().outcome == .unchanged)
        #expect(loader.reload().outcome == .loaded)
    }

    @Test func loadsRunTheConfiguredChecks() throws {
        let temporary = try Temporary()
        let loader = ToggleFileLoader(path: temporary.path, options: ValidationOptions(variantNames: [VariantNameRule(toggles: .name("home.template"), names: ["list"], noun: "registered template style", listLabel: "registered styles")]))
        try temporary.write(Self.toggles(#""home.template": {"value": "grid"}"#), secondsAgo: 30)
        let result = loader.reload()
        #expect(result.outcome == .rejected)
        #expect(result.diagnostics.errors.first?.message == "the variant \"grid\" of \"home.template\" names no registered template style")
    }

    @Test func segmentChangesCountAsToggleChanges() {
        let constraint = Constraint(contextName: "country", operator: "IN", values: ["no"])
        let strategy = Strategy(name: "default", segments: ["1"])
        let old = ToggleConfiguration(toggles: [Toggle(name: "a", strategies: [strategy]), Toggle(name: "b")], segments: [Segment(id: "1", constraints: [constraint])])
        let new = ToggleConfiguration(toggles: [Toggle(name: "a", strategies: [strategy]), Toggle(name: "b")], segments: [Segment(id: "1", constraints: [])])
        #expect(ToggleChanges.between(old, new) == ToggleChanges(changed: ["a"]))
        #expect(ToggleChanges.between(old, old).isEmpty)
    }
}
