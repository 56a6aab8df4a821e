import DynamicHome
import DynamicHomeTesting
import HomeTemplates
import Testing

/// What holds for every template registered in `HomeFactory.standard`, read from the
/// factory: a new template is checked here without this file changing. The checks are
/// DynamicHomeTesting's, the ones an author's package runs on its own factory.
@MainActor
@Suite("Every registered template")
struct RegisteredTemplatesTests {
    @Test func everyTemplateKeepsTheContract() async {
        await expectEveryTemplateKeepsTheContract(in: .standard)
    }
}
