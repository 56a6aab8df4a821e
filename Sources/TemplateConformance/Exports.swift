// The checks drive templates in a Container on a screen: `import TemplateConformance`
// brings them.
@_exported import Screen
