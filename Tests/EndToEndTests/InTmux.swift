import Testing

/// The suites that drive `home` in tmux, run one test at a time: each test blocks a
/// thread while it waits for its pane, and the tests of the other modules, running
/// alongside on a machine of few cores, need the rest.
@Suite("home in tmux", .serialized)
enum InTmux {}
