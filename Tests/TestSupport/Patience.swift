extension Duration {
    /// How long a test waits at most for something that must come by itself (an answer, a
    /// frame, a process's end), where the wait is not what the test checks: ten minutes.
    ///
    /// A passing test never waits this long, as the wait ends when the thing comes; the
    /// bound is there only so that a test that fails cannot hang the run. It is far longer
    /// than anything takes on a two-core machine whose cores are kept busy by other work,
    /// so that a test's verdict never depends on the machine's speed. A request's limits in
    /// a test whose subject is not time (its silence, its deadline) are this long too.
    package static let patience = Duration.seconds(600)
}
