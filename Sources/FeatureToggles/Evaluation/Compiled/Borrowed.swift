/// A second, unretained reference to an object that its owner keeps alive: evaluation
/// lends it out for a call instead of retaining and releasing it, which costs an atomic
/// operation each way on the hot path.
///
/// Only a compiled value that also holds the object strongly, for at least as long as
/// this reference, may keep one (``ToggleTable``, ``CompiledToggle``, ``CompiledStrategy``).
struct Borrowed<Object: AnyObject & Sendable>: Sendable {
    private let reference: Unmanaged<Object>

    /// Refers to `object` without retaining it; the caller keeps it alive.
    init(_ object: Object) {
        reference = Unmanaged.passUnretained(object)
    }

    /// The result of `body` on the object, which is borrowed for the call.
    @inline(__always)
    func with<Result>(_ body: (Object) -> Result) -> Result {
        reference._withUnsafeGuaranteedRef(body)
    }
}
