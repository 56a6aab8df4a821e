import Foundation
import HomeCommandLine

// `home`: the DynamicHome command line. Everything it does lives in HomeCommandLine,
// where tests can reach it.
let status = await HomeCommand.run(
    Array(CommandLine.arguments.dropFirst()),
    environment: ProcessInfo.processInfo.environment,
    console: .standard)
exit(status)
