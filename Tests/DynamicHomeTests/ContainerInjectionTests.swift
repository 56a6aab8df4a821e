import DynamicHome
import Testing

@MainActor
@Suite("Container injection")
struct ContainerInjectionTests {
    @Test func everyActionClosureReachesItsDestination() throws {
        let container = try Container(factory: makeFactory(), style: .spy)
        var events: [ContainerEvent] = []
        container.onEvent = { events.append($0) }
        let spy = try #require(container.child as? SpyTemplate)

        spy.longSelected(SelectedItem(item: sampleItems[0], index: 0))
        #expect(container.navigation.top == .longDetail(sampleItems[0]))
        container.goBack()
        spy.shortSelected(SelectedItem(item: sampleItems[1], index: 1))
        #expect(container.navigation.top == .shortDetail(sampleItems[1]))
        container.goBack()
        spy.streamSelected(SelectedItem(item: sampleItems[2], index: 2))
        #expect(container.navigation.top == .stream(sampleItems[2]))
        container.goBack()
        spy.settingsSelected()
        #expect(container.navigation.top == .settings)
        container.goBack()
        #expect(container.navigation.isAtHome)

        #expect(events == [
            .itemSelected(action: .longSelected, item: sampleItems[0], index: 0, section: nil, style: .spy),
            .navigated(.longDetail(sampleItems[0])), .wentBack(from: .longDetail(sampleItems[0])),
            .itemSelected(action: .shortSelected, item: sampleItems[1], index: 1, section: nil, style: .spy),
            .navigated(.shortDetail(sampleItems[1])), .wentBack(from: .shortDetail(sampleItems[1])),
            .itemSelected(action: .streamSelected, item: sampleItems[2], index: 2, section: nil, style: .spy),
            .navigated(.stream(sampleItems[2])), .wentBack(from: .stream(sampleItems[2])),
            .navigated(.settings), .wentBack(from: .settings),
        ])
    }

    @Test func replaceWithSwapsTheChildAndReports() throws {
        let container = try Container(factory: makeFactory(), style: .spy)
        var events: [ContainerEvent] = []
        container.onEvent = { events.append($0) }
        container.show(HomeViewModel(items: sampleItems))
        let spy = try #require(container.child as? SpyTemplate)
        spy.replaceWith(.other)
        let other = try #require(container.child as? OtherTemplate)
        #expect(container.style == .other)
        // The new child was handed the content before it was ever drawn.
        #expect(other.refreshes.last?.items == sampleItems)
        #expect(events == [.replaced(from: .spy, to: .other)])
        // The old child's closures no longer reach the Container.
        spy.settingsSelected()
        #expect(container.navigation.isAtHome)
    }

    @Test func replacingWithTheSameStyleDoesNothing() throws {
        let container = try Container(factory: makeFactory(), style: .spy)
        let before = container.child
        #expect(container.replace(with: .spy) == false)
        #expect(container.child === before)
    }

    @Test func reportingClosuresReachTheContainer() throws {
        let container = try Container(factory: makeFactory(), style: .spy)
        var events: [ContainerEvent] = []
        container.onEvent = { events.append($0) }
        container.appear()
        container.handle(.swipe(.next))
        #expect(events == [.launched(style: .spy), .swiped(.next)])
    }

    @Test func contentIsHandedToTheViewModelThenRefreshed() throws {
        let container = try Container(factory: makeFactory(), style: .spy)
        let spy = try #require(container.child as? SpyTemplate)
        container.show(HomeViewModel(items: sampleItems))
        #expect(spy.viewModel.items == sampleItems)
        #expect(spy.refreshes.count == 1)
    }

    @Test func theContainerAndItsChildrenAreReleasedOnceDropped() throws {
        weak var weakContainer: Container?
        weak var weakChild: SpyTemplate?
        weak var weakReplaced: SpyTemplate?
        var keptClosures: [@MainActor () -> Void] = []
        do {
            let container = try Container(factory: makeFactory(), style: .spy)
            container.show(HomeViewModel(items: sampleItems))
            container.appear()
            let first = try #require(container.child as? SpyTemplate)
            weakReplaced = first
            container.handle(.key(.enter))
            container.goBack()
            container.replace(with: .other)
            let second = try #require(container.child as? SpyTemplate)
            weakChild = second
            weakContainer = container
            // A closure kept by someone else must not keep the Container alive.
            keptClosures.append(second.settingsSelected)
        }
        #expect(weakContainer == nil)
        #expect(weakChild == nil)
        #expect(weakReplaced == nil)
        keptClosures.forEach { $0() }  // calling it after release is harmless
    }

    @Test func capabilitiesNameTheAdoptedProtocols() {
        #expect(TemplateCapabilities(of: SpyTemplate.self) == [.actions, .reporting, .viewModel, .refreshable])
        #expect(TemplateCapabilities(of: SpyTemplate.self).description == "HomeActions, HomeReporting, HasViewModel, Refreshable")
        #expect(TemplateCapabilities(of: SilentTemplate.self) == [])
        #expect(TemplateCapabilities(of: SpyTemplate.self).warning(for: .spy) == nil)
        #expect(
            TemplateCapabilities(of: SilentTemplate.self).warning(for: .silent)
                == "template 'silent' adopts neither HomeActions nor HomeReporting: it cannot open items, ask to be replaced or report anything")
    }
}
