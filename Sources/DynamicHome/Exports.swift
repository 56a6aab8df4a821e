// A template author imports DynamicHome alone: the canvas it draws into, the day type of
// its view model, and the toggles a test evaluates come with it.
@_exported import Diagnostics
@_exported import FeatureToggles
@_exported import TextCanvas
@_exported import HomeState
