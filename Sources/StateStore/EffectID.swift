/// The name an effect runs under, so that it can be cancelled, or replaced by a newer
/// one with the same name.
///
/// Any `Hashable & Sendable` value can name an effect; two identifiers are equal when
/// their values have the same type and are equal. Use a type of your own (an enum or a
/// struct) rather than a bare string, so that names of different features cannot clash.
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped value. `AnyHashable` is not declared `Sendable`, but every value put
    /// in here is `Sendable` (the initializer requires it) and immutable once wrapped.
    nonisolated(unsafe) let value: AnyHashable

    /// Names an effect.
    ///
    /// - Parameter value: The name.
    public init(_ value: some Hashable & Sendable) {
        self.value = AnyHashable(value)
    }

    public var description: String { "\(value.base)" }
}
