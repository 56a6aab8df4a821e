// The manual clock lives in Essentials, so that `home` can step time without the Testing
// library; tests that import DynamicHomeTesting get it with the rest. The lock is
// `package`: only this package's tests see it.
@_exported import class Essentials.ManualClock
@_exported import class Essentials.Locked
