#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the environment without Foundation.
enum ProcessInfoEnvironment {
    static func value(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
