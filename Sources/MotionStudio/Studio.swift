import Foundation
import MotionCLI
import MotionRender
import MotionTimeline

/// The studio's state: its sources, what each last loaded, the frames drawn, and the pages
/// listening for changes. Loads run on one queue per source; a change that comes while a
/// source loads makes it load once more when it is done, never twice at once.
final class Studio: @unchecked Sendable {
    struct SourceState {
        var status = "loading"
        var activity: String? = "loading"
        var generation = 0
        var scenes: [SceneOutline] = []
        var problem: StudioCatalog.Problem?
        var seconds: Double?
        var endedAt: Double?
        var loading = false
        var again = false
    }

    let sources: [any StudioSceneSource]
    let fps: Double
    let tool: String
    let pageVersion: String
    /// The props given at launch, for the catalog.
    let launchProps: [String: JSONValue]?
    let events = EventHub()
    let cache = FrameCache()
    private let note: @Sendable (String) -> Void
    private let lock = NSLock()
    private var states: [SourceState]
    private var serial = 0
    private var stopped = false
    private let queues: [DispatchQueue]
    private let idle = DispatchGroup()

    /// - Parameters:
    ///   - launchProps: the props given at launch (`--props`), or nil, for the catalog.
    ///   - note: one line for the terminal about a load (`built my-motion in 9.8 s`).
    init(sources: [any StudioSceneSource], fps: Double, tool: String, pageVersion: String, launchProps: [String: JSONValue]? = nil,
         note: @escaping @Sendable (String) -> Void) {
        self.sources = sources
        self.launchProps = launchProps
        self.fps = fps
        self.tool = tool
        self.pageVersion = pageVersion
        self.note = note
        states = sources.map { _ in SourceState() }
        queues = sources.indices.map { DispatchQueue(label: "motion studio source \($0)") }
    }

    /// Loads every source (each on its own queue; the page shows them as they come).
    func start() {
        for index in sources.indices { reload(index) }
    }

    /// Reloads the sources that watch any of `paths`.
    func changed(_ paths: Set<URL>) {
        for (index, source) in sources.enumerated() where source.watchedPaths.contains(where: { paths.contains($0.standardizedFileURL) }) {
            reload(index)
        }
    }

    /// Loads source `index` now, or once more after the load under way.
    func reload(_ index: Int) {
        let begin: Bool = lock.withLock {
            guard !stopped else { return false }
            if states[index].loading {
                states[index].again = true
                return false
            }
            states[index].loading = true
            states[index].status = "loading"
            states[index].activity = "loading"
            serial += 1
            return true
        }
        guard begin else { return }
        announce()
        idle.enter()
        queues[index].async { [self] in
            defer { idle.leave() }
            while true {
                load(index)
                let again: Bool = lock.withLock {
                    if states[index].again, !stopped {
                        states[index].again = false
                        states[index].status = "loading"
                        serial += 1
                        return true
                    }
                    states[index].loading = false
                    return false
                }
                if !again { break }
                announce()
            }
        }
    }

    private func load(_ index: Int) {
        let source = sources[index]
        let started = Date()
        let result = Result { try source.load { [weak self] activity in self?.update(index) { $0.activity = activity } } }
        let seconds = Date().timeIntervalSince(started)
        var generation = 0
        lock.withLock {
            serial += 1
            states[index].activity = nil
            states[index].seconds = seconds
            states[index].endedAt = Date().timeIntervalSince1970 * 1000
            switch result {
            case .success(let scenes):
                states[index].generation += 1
                generation = states[index].generation
                states[index].scenes = scenes
                states[index].problem = nil
                states[index].status = "ready"
            case .failure(let error):
                states[index].status = "failed"
                if let failure = error as? BuildFailure {
                    states[index].problem = .init(message: failure.description, diagnostics: failure.diagnostics, log: failure.log)
                } else {
                    states[index].problem = .init(message: Self.message(error), diagnostics: [], log: nil)
                }
            }
        }
        switch result {
        case .success(let scenes):
            cache.drop(source: index, before: generation)
            note("\(source.label): \(scenes.count) scene\(scenes.count == 1 ? "" : "s") ready in \(CompactNumber.text(seconds)) s"
                 + (source.loadDetail.map { " (\($0))" } ?? ""))
        case .failure(let error):
            note("\(source.label): " + UserText.escaped(Self.message(error)))
        }
        announce()
    }

    /// What a load's error says, in one line: its own description, or for Foundation's file
    /// errors their sentence ("The file “motion.js” couldn’t be opened because there is no such
    /// file.") rather than their domain and code.
    static func message(_ error: any Error) -> String {
        error.reason
    }

    private func update(_ index: Int, _ change: (inout SourceState) -> Void) {
        lock.withLock {
            change(&states[index])
            serial += 1
        }
        announce()
    }

    /// Tells every page that the catalog changed.
    private func announce() {
        let value = lock.withLock { serial }
        events.broadcast(event: "catalog", data: "{\"serial\":\(value)}")
    }

    func catalog() -> StudioCatalog {
        lock.withLock {
            StudioCatalog(
                tool: tool, version: MotionCommand.version, pageVersion: pageVersion, serial: serial, fps: fps,
                sources: zip(sources, states).map { source, state in
                    .init(status: state.status, label: source.label, activity: state.activity, generation: state.generation,
                          problem: state.problem, seconds: state.seconds, command: source.renderCommand, endedAt: state.endedAt)
                },
                scenes: states.enumerated().flatMap { index, state in
                    state.scenes.map { .init(id: sources[index].idPrefix + $0.name, source: index, generation: state.generation, scene: $0) }
                },
                devices: DeviceEnvironment.all.map(\.label), maximumScale: StudioFrameRequest.maximumScale, launchProps: launchProps)
        }
    }

    /// Where the scene with page id `id` is: its source, its name there, the source's generation.
    func locate(_ id: String) -> (source: Int, name: String, generation: Int, scene: SceneOutline)? {
        lock.withLock {
            for (index, source) in sources.enumerated() where id.hasPrefix(source.idPrefix) {
                let name = String(id.dropFirst(source.idPrefix.count))
                if let scene = states[index].scenes.first(where: { $0.name == name }) {
                    return (index, name, states[index].generation, scene)
                }
            }
            return nil
        }
    }

    /// Every scene's page id, for messages.
    var sceneIDs: [String] {
        lock.withLock { states.enumerated().flatMap { index, state in state.scenes.map { sources[index].idPrefix + $0.name } } }
    }

    /// Whether any source is still on its first load.
    var isLoading: Bool { lock.withLock { states.contains { $0.generation == 0 && $0.problem == nil } } }

    /// The frame `request` asks of source `source` (generation `generation`), from the cache or drawn now.
    func frame(source: Int, generation: Int, _ request: StudioFrameRequest) throws -> (bytes: Data, contentType: String) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: (try? encoder.encode(request)) ?? Data(), as: UTF8.self)
        let key = FrameCache.Key(source: source, generation: generation, request: text)
        if let cached = cache.get(key) { return cached }
        let drawn = try sources[source].render(request)
        // A reload that finished while drawing made this frame the old scene's: do not keep it.
        if lock.withLock({ states[source].generation == generation }) { cache.put(key, drawn.bytes, drawn.contentType) }
        return drawn
    }

    /// Stops every source and waits for loads under way to end.
    func stop() {
        lock.withLock { stopped = true }
        for source in sources { source.stop() }
        _ = idle.wait(timeout: .now() + 5)
    }
}
