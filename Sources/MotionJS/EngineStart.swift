internal import CJavaScriptCore
import Foundation

/// What must happen before JavaScriptCore starts in a process, once.
///
/// JavaScriptCore suspends threads for its garbage collector with a signal, SIGUSR1 by default,
/// and replaces any handler it finds there (printing a warning). A command-line tool of this
/// package handles SIGUSR1 itself (it removes temporary files and exits:
/// `TemporaryFiles.installInterruptHandler`), so the engine is given a real-time signal no one
/// else uses instead.
enum EngineStart {
    /// The signal the collector uses: a real-time signal near the top of Linux's range
    /// (34…64), which glibc and the package leave alone.
    static let collectorSignal: Int32 = 60

    static let once: Void = {
        jsc.JSConfigureSignalForGC(collectorSignal)
    }()
}
