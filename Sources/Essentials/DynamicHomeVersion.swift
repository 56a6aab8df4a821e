/// DynamicHome's version, said once: `home --version` prints it, and the Unleash client
/// sends it as its SDK's version.
package enum DynamicHomeVersion {
    /// The version, `MAJOR.MINOR.PATCH`.
    package static let current = "1.0.0"
}
