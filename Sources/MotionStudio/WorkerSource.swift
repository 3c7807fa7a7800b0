import Foundation
import MotionCLI
import MotionRender
import MotionTimeline

/// Scenes drawn by a render worker (``RenderWorker``): the tool's own scenes (the worker is the
/// running tool itself), or a package's, built first with ``PackageBuild``.
///
/// A load builds (when there is a package) and starts a new worker; only when both worked does
/// the new worker replace the old one, so a compile error leaves the last good scenes drawing.
/// A worker that died (a crash, a timeout) is started again for the next request.
final class WorkerSource: StudioSceneSource, @unchecked Sendable {
    /// Seconds one frame may take before its worker is stopped.
    static let frameTimeout: TimeInterval = 20

    let label: String
    let idPrefix = ""
    let watchedPaths: [URL]
    private let executable: URL
    private let arguments: [String]
    private let build: PackageBuild?
    private let lock = NSLock()
    private var worker: RenderWorker?
    private var stopped = false
    private var lastBuild: PackageBuild.Kind?

    /// - Parameters:
    ///   - executable: the tool that runs as `TOOL studio-worker ARGUMENTS`.
    ///   - build: the package build that makes `executable`, or nil for a tool that is already built.
    init(label: String, executable: URL, arguments: [String], build: PackageBuild?) {
        self.label = label
        self.executable = executable
        self.arguments = arguments
        self.build = build
        watchedPaths = build?.watchedPaths ?? []
    }

    func load(report: @escaping @Sendable (String) -> Void) throws -> [SceneOutline] {
        var kind: PackageBuild.Kind?
        if let build {
            report("building \(build.product)")
            kind = try build.run()
        }
        report("starting \(executable.lastPathComponent)")
        let fresh = try RenderWorker(executable: executable, arguments: ["studio-worker"] + arguments, label: executable.lastPathComponent)
        let old: RenderWorker? = lock.withLock {
            guard !stopped else { return fresh }
            defer { worker = fresh; lastBuild = kind }
            return worker
        }
        old?.stop()
        return fresh.scenes
    }

    var renderCommand: [String]? { build.map { ["swift", "run", $0.product] } }

    var loadDetail: String? {
        switch lock.withLock({ lastBuild }) {
        case nil: return nil
        case .full?: return "swift build"
        case .quick(let compiled)? where compiled.isEmpty: return "quick build: no source changed"
        case .quick(let compiled)?: return "quick build: compiled \(compiled.joined(separator: ", ")), linked"
        }
    }

    func render(_ frame: StudioFrameRequest) throws -> (bytes: Data, contentType: String) {
        try current().render(frame, timeout: Self.frameTimeout)
    }

    /// The running worker; one that died is replaced by a new one of the same build.
    private func current() throws -> RenderWorker {
        try lock.withLock {
            guard !stopped else { throw StudioError.worker("the studio is stopping") }
            if let worker, worker.isRunning { return worker }
            guard worker != nil else { throw StudioError.worker("\(label): the scenes are not loaded yet") }
            worker = try RenderWorker(executable: executable, arguments: ["studio-worker"] + arguments, label: executable.lastPathComponent)
            return worker!
        }
    }

    func stop() {
        build?.stop()
        let running = lock.withLock { () -> RenderWorker? in
            stopped = true
            defer { worker = nil }
            return worker
        }
        running?.stop()
    }
}
