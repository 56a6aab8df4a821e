import HomeCommandLine
import HomeTemplates

// `home`: the DynamicHome command line over the standard templates. Everything it does
// lives in HomeCommandLine, where tests and template authors' executables reach it. It
// runs on the main thread's run loop (`start`, not `await main`): see `HomeCommand.start`.
HomeCommand.start(factory: .standard)
