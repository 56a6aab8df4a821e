/// The 64-bit FNV-1a hash: quick, and the same for the same bytes in every run and on
/// every machine (unlike `Hasher`), for names and seeds that must not change: the Unleash
/// backup's file name, whether a reloaded toggles file changed, a fuzz input's seed.
package enum FNV1a {
    /// The hash of `bytes`.
    package static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
