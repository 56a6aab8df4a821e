import HomeCommandLine
import HomeTemplates

// `home`: the DynamicHome command line over the standard templates. Everything it does
// lives in HomeCommandLine, where tests and template authors' executables reach it.
await HomeCommand.main(factory: .standard)
