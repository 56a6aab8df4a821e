import DynamicHome
import Testing

/// A template that adopts no protocol of the Container's itself; its subclass adopts
/// two, which only the runtime can tell.
@MainActor
class PlainBaseTemplate: HomeTemplate {
    class var style: TemplateStyle { "plain-base" }
    static let summary = "adopts nothing"
    required init() {}
    func draw(in canvas: inout Canvas, context: DrawContext) {}
    func handle(_ event: InputEvent) -> EventHandling { .ignored }
}

@MainActor
final class AdoptingSubclassTemplate: PlainBaseTemplate, HomeActions, HasViewModel {
    override class var style: TemplateStyle { "adopting-subclass" }
    var longSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var shortSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var streamSelected: @MainActor (SelectedItem) -> Void = { _ in }
    var settingsSelected: @MainActor () -> Void = {}
    var replaceWith: @MainActor (TemplateStyle) -> Void = { _ in }
    var viewModel = HomeViewModel()
}

/// The Container and the factory ask a kit template's type, not the runtime, whether it
/// adopts their protocols (`HomeTemplate._asItemTemplate`); any other template is asked
/// at run time, a subclass's protocols included.
@MainActor
@Suite struct AdoptedProtocolsTests {
    @Test func aKitTemplateSaysSoByItsType() {
        #expect(PlainListTemplate()._asItemTemplate != nil)
        #expect(PlainListTemplate._asItemTemplateType != nil)
        #expect(PlainBaseTemplate()._asItemTemplate == nil)
        #expect(PlainBaseTemplate._asItemTemplateType == nil)
        // Known only as a HomeTemplate, the answer is the conformance's own.
        let template: any HomeTemplate = PlainListTemplate()
        #expect(template._asItemTemplate != nil)
        let registration = TemplateRegistration(PlainListTemplate.self)
        #expect(registration.alternative == DenseListTemplate.style)
        #expect(registration.spaceOpensQuickLook)
    }

    @Test func aSubclassThatAdoptsTheProtocolsIsGivenItsClosuresAndItems() throws {
        var factory = HomeFactory()
        factory.register(AdoptingSubclassTemplate.self)
        let container = try Container(factory: factory, style: "adopting-subclass")
        let items = [HomeItem(identifier: "a", title: "A", kind: .short)]
        container.show(HomeViewModel(items: items))
        container.appear()
        let child = try #require(container.child as? AdoptingSubclassTemplate)
        #expect(child.viewModel.items == items)
        var events: [ContainerEvent] = []
        container.onEvent = { events.append($0) }
        child.settingsSelected()
        #expect(events == [.navigated(.settings)], "the Container's closure, not the template's own")
    }
}
