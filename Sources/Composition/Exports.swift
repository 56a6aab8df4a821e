// The composition is made of the kit's templates: `import Composition` brings the kit.
@_exported import TemplateKit
