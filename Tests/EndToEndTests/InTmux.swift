import Testing
import TestThreads

/// The suites that drive `home` in tmux, run one test at a time, each on a thread of its
/// own (it blocks while it waits for its pane): a pane is a shell, tmux and `home`, and
/// the tests of the other modules, running alongside on a machine of few cores, need
/// the processors too.
@Suite("home in tmux", .serialized, .threadOfItsOwn)
enum InTmux {}
