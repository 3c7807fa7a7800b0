internal import CJavaScriptCore
import Foundation
import MotionRender

/// The JavaScript virtual machine of one thread: a context group (one heap), the contexts of
/// the scene files this thread has drawn (made lazily, a few kept), and the watchdog that
/// stops a script running past its time limit or over its memory limit.
///
/// Each thread owns its worker, so parallel renders never share a VM and a frame's pixels do
/// not depend on which thread drew it. The worker is freed when its thread ends.
final class ScriptWorker {
    /// How many scene-file contexts a thread keeps (least recently used ones are dropped).
    static let maximumRealms = 8

    let group: JSContextGroupRef
    private var realms: [(id: Int, realm: ScriptRealm)] = []
    /// Every realm alive on this thread (cached scene files and running scripts), by global object.
    private var live: [OpaquePointer: Unmanaged<ScriptRealm>] = [:]

    /// Why the running script was stopped, set by the watchdog.
    enum Stop: Equatable {
        case time(limit: Double)
        case memory(bytes: Int, limit: Int)
    }

    private(set) var stop: Stop?
    private var deadline = 0.0
    private var limit = 0.0
    private var heapLimit = 0
    private var slice = 0.05
    private var running = false
    /// Peak resident memory when the heap was last measured, to decide when to measure again.
    private var peakAtLastCheck = 0
    private var callsSinceCheck = 0

    private init() {
        EngineStart.once
        group = jsc.JSContextGroupCreate()!
        jsc.JSContextGroupSetExecutionTimeLimit(group, slice, ScriptWorker.watchdog, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        // The realms go first; they must not reach back into a worker that is going away.
        for entry in realms { entry.realm.isRegistered = false }
        live.removeAll()
        realms.removeAll()
        jsc.JSContextGroupClearExecutionTimeLimit(group)
        jsc.JSContextGroupRelease(group)
    }

    // MARK: - The thread's worker

    private static let workers = PerThread { ScriptWorker() }

    /// The calling thread's worker, made on first use.
    static var current: ScriptWorker { workers.value }

    // MARK: - Contexts

    /// The realm for `source`, made (and its file evaluated) on first use on this thread.
    func realm(for source: JSSceneSource) throws -> ScriptRealm {
        if let index = realms.firstIndex(where: { $0.id == source.id }) {
            let entry = realms.remove(at: index)
            realms.append(entry)
            return entry.realm
        }
        let realm = try ScriptRealm(worker: self, source: source)
        try realm.runFile()
        realms.append((source.id, realm))
        if realms.count > ScriptWorker.maximumRealms { realms.removeFirst() }
        return realm
    }

    func register(_ realm: ScriptRealm) { live[realm.global] = Unmanaged.passUnretained(realm) }
    func unregister(_ realm: ScriptRealm) { live[realm.global] = nil }

    /// The live realm whose global object is `global`.
    func realm(withGlobal global: JSObjectRef?) -> ScriptRealm? {
        global.flatMap { live[$0]?.takeUnretainedValue() }
    }

    // MARK: - Limits

    /// Runs `body` (one entry into JavaScript) with a deadline of `seconds` and the heap limited
    /// to `heapBytes`; afterwards ``stop`` says whether the watchdog ended it.
    func limited<R>(seconds: Double, heapBytes: Int, ctx: JSContextRef, _ body: () -> R) -> R {
        precondition(!running, "a script entry is already running on this thread")
        stop = nil
        limit = seconds
        heapLimit = heapBytes
        deadline = ScriptWorker.now() + seconds
        running = true
        defer { running = false }
        let result = body()
        // The watchdog only looks during long calls; short frames that keep memory are caught
        // here when the process's peak memory grew by 64 MiB, or every 4096 calls (a heap measurement
        // costs about as much as a frame).
        callsSinceCheck += 1
        if stop == nil {
            let peak = ScriptWorker.peakResidentBytes()
            if peak > peakAtLastCheck + 64 << 20 || callsSinceCheck >= 4096 {
                peakAtLastCheck = peak
                callsSinceCheck = 0
                if let over = overHeapLimit(ctx) { stop = over }
            }
        }
        return result
    }

    /// Called by JavaScriptCore on the script's thread every `slice` seconds of a running call.
    private static let watchdog: JSShouldTerminateCallback = { ctx, info in
        guard let info, let ctx else { return true }
        let worker = Unmanaged<ScriptWorker>.fromOpaque(info).takeUnretainedValue()
        return worker.shouldTerminate(ctx)
    }

    private func shouldTerminate(_ ctx: JSContextRef) -> Bool {
        guard running else { return false }
        if ScriptWorker.now() > deadline {
            stop = .time(limit: limit)
            return true
        }
        if let over = overHeapLimit(ctx) {
            stop = over
            return true
        }
        // Not over: the next check comes after another slice.
        jsc.JSContextGroupSetExecutionTimeLimit(group, slice, ScriptWorker.watchdog, Unmanaged.passUnretained(self).toOpaque())
        return false
    }

    /// The heap over the limit after a full collection, or nil.
    private func overHeapLimit(_ ctx: JSContextRef) -> Stop? {
        guard heapLimit > 0 else { return nil }
        var size = heapSize(ctx)
        guard size > heapLimit else { return nil }
        jsc.JSSynchronousGarbageCollectForDebugging(ctx)
        size = heapSize(ctx)
        return size > heapLimit ? .memory(bytes: size, limit: heapLimit) : nil
    }

    /// Bytes in the group's heap, including memory held outside it by strings and buffers.
    private func heapSize(_ ctx: JSContextRef) -> Int {
        guard let stats = jsc.JSGetMemoryUsageStatistics(ctx) else { return 0 }
        let heap = JSText.with("heapSize") { jsc.JSValueToNumber(ctx, jsc.JSObjectGetProperty(ctx, stats, $0, nil), nil) }
        return heap.isFinite ? Int(heap) : 0
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The process's peak resident memory in bytes (getrusage: a cheap system call).
    private static func peakResidentBytes() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss * 1024
    }
}
