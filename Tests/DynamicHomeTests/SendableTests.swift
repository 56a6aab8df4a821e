import DynamicHome
import Testing
import TestSupport

/// Fails to compile when a value type that crosses actors loses its `Sendable`.
@Suite("Sendable")
struct SendableTests {
    @Test func valuesThatCrossActorsAreSendable() {
        requireSendable(HomeItem.self)
        requireSendable(HomeItemKind.self)
        requireSendable(HomeViewModel.self)
        requireSendable(TemplateStyle.self)
        requireSendable(InputEvent.self)
        requireSendable(Key.self)
        requireSendable(MouseEvent.self)
        requireSendable(SwipeDirection.self)
        requireSendable(SelectedItem.self)
        requireSendable(Destination.self)
        requireSendable(NavigationStack.self)
        requireSendable(DrawContext.self)
        requireSendable(Theme.self)
        requireSendable(Motion.self)
        requireSendable(ContainerEvent.self)
        requireSendable(HomeFactoryError.self)
        requireSendable(FeatureDecisions.self)
        requireSendable(FeatureDecisions.TemplateChoice.self)
        requireSendable(AnalyticsEvent.self)
        requireSendable(Analytics.self)
        requireSendable(RecordingSink.self)
        requireSendable(JSONLinesSink.self)
        requireSendable(ItemPresentation.self)
        requireSendable(ChangeAnimation.self)
        requireSendable(SelectionModel.self)
        requireSendable(Canvas.self)
        requireSendable(Deck<HomeItem>.self)
    }
}
