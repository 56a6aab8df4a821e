@_exported import Composition
@_exported import Diagnostics
@_exported import FeatureToggles
@_exported import HomeState
@_exported import Screen
@_exported import TemplateConformance
@_exported import TemplateKit
@_exported import TextCanvas
