// DynamicHome is the module a template author imports: an umbrella that re-exports the
// modules a home screen is made of, so that `import DynamicHome` brings all of them.
//
//   TemplateKit          the template contract and kit: what a template author writes against
//   Composition          the Container, its regions, the factory, replacements, transitions
//   Screen               the home screen: chrome, days, toggle decisions, analytics,
//                        exposure, accessibility
//   TemplateConformance  the checks a template is held to
//
// and, as before, the canvas a template draws into, the day type of its view model, the
// toggles a test evaluates and the diagnostics of files.
@_exported import Composition
@_exported import Diagnostics
@_exported import FeatureToggles
@_exported import HomeState
@_exported import Screen
@_exported import TemplateConformance
@_exported import TemplateKit
@_exported import TextCanvas
