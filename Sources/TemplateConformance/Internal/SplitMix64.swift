import Essentials

/// The conformance check's generator: Essentials' one SplitMix64, so that the "random"
/// sizes are the same in every run.
typealias SplitMix64 = Essentials.SplitMix64
