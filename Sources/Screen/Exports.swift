// The screen composes with the Container and evaluates toggles: `import Screen` brings
// the composition (and the kit) and the toggles its decisions answer with.
@_exported import Composition
@_exported import FeatureToggles
@_exported import HomeState
