import Foundation

/// Builds a package's tool incrementally with `swift build --product TOOL`, as its author would,
/// and says where the built executable is and which paths its sources live in.
///
/// After one `swift build` has worked, a save that changed only Swift sources of the package's
/// own modules is built by ``QuickBuild`` (SwiftPM's own compile and link commands, run
/// directly: 0.9–1.1 s from a save to its frame on the page where `swift build` takes 2.1–2.5 s,
/// `motion-bench --studio-package`); anything else, and any quick step that fails other than
/// with a compile error, goes through `swift build`.
final class PackageBuild: @unchecked Sendable {
    let folder: URL
    let package: String
    let product: String
    let watchedPaths: [URL]
    /// The built tool: `.build/debug/TOOL`.
    let executable: URL
    private let swift: URL
    private let bin: URL
    /// The tool's local Swift modules, each with the local Swift modules it reaches.
    private let localModules: [(name: String, dependencies: [String])]
    private let lock = NSLock()
    private var running: Process?
    private var stopped = false
    /// The sources as they were when the last build that worked began, the quick plan read
    /// after the last `swift build` that worked (nil when there is none to make), and the local
    /// modules' interfaces that build left; nil before the first build. A build that fails
    /// leaves it as it was, so the next compares with the last one that worked.
    private var built: (sources: SourceStamps, plan: QuickBuild?, interfaces: [String: Data])?

    /// Reads the package in `folder` and chooses its tool (see ``SwiftPackage/tool(_:)``).
    /// - Throws: ``StudioError`` when `swift` is not on `PATH`, the package cannot be read or has no tool to use.
    init(folder: URL, product requested: String?) throws {
        guard let swift = Subprocess.locate("swift") else {
            throw StudioError.worker("swift is not on PATH: the studio builds the package in \(folder.path) with swift build; add the toolchain to PATH, or draw this tool's own scenes with --no-build")
        }
        let description = try SwiftPackage.describe(folder, swift: swift)
        product = try description.tool(requested)
        package = description.name
        watchedPaths = description.watchedPaths(for: product)
        let binPath = try Subprocess.run(swift, ["build", "--show-bin-path"], in: folder)
        guard binPath.status == 0, let bin = binPath.output.split(whereSeparator: \.isNewline).last(where: { $0.hasPrefix("/") }) else {
            throw StudioError.worker("cannot find the build folder of \(folder.path): \(binPath.output.split(whereSeparator: \.isNewline).last ?? "")")
        }
        self.bin = URL(fileURLWithPath: String(bin))
        executable = self.bin.appendingPathComponent(product)
        localModules = description.swiftModules(for: product)
        self.folder = folder
        self.swift = swift
    }

    /// How the last ``run()`` built: `swift build`, or quickly (the modules it compiled).
    enum Kind: Equatable {
        case full
        case quick(compiled: [String])
    }

    /// Builds the tool: quickly when only Swift sources of its own modules changed since the
    /// last build that worked, else with `swift build --product TOOL`; waits for it.
    /// - Throws: ``BuildFailure`` with the diagnostics when it fails.
    @discardableResult
    func run() throws -> Kind {
        let now = SourceStamps(watchedPaths)
        let last = lock.withLock { built }
        if let last, let plan = last.plan, Self.quickBuilds {
            let changed = now.changes(since: last.sources)
            if plan.covers(changed) {
                do {
                    if let report = try plan.run(changed: changed, interfaces: last.interfaces, in: folder, product: product, running: track) {
                        lock.withLock { built = (now, plan, report.interfaces) }
                        return .quick(compiled: report.compiled)
                    }
                } catch let failure as BuildFailure where failure.diagnostics.contains(where: { $0.severity == "error" }) {
                    throw failure    // a compile error: swift build would only say it again, later
                } catch {
                    // Anything else (a link that failed, a command gone): swift build decides.
                }
            }
        }
        let result = try Subprocess.run(swift, ["build", "--product", product], in: folder, running: track)
        guard result.status == 0 else { throw BuildFailure(product: product, result: result, folder: folder) }
        let plan = quickPlan()
        lock.withLock { built = (now, plan, plan?.interfaces() ?? [:]) }
        return .full
    }

    /// Whether saves may be built quickly: yes, unless `MOTION_STUDIO_QUICK_BUILD=0` asks for
    /// `swift build` every time.
    static var quickBuilds: Bool { ProcessInfo.processInfo.environment["MOTION_STUDIO_QUICK_BUILD"] != "0" }

    /// The quick plan from the build description `swift build` last wrote (read once after each
    /// `swift build`: a few hundred kilobytes of text), or nil.
    private func quickPlan() -> QuickBuild? {
        let buildFolder = bin.deletingLastPathComponent().deletingLastPathComponent()
        let manifestURL = buildFolder.appendingPathComponent("\(bin.lastPathComponent).yaml")
        guard !localModules.isEmpty, let manifest = try? BuildManifest(contentsOf: manifestURL) else { return nil }
        let lld = swift.deletingLastPathComponent().appendingPathComponent("ld.lld")
        return QuickBuild(manifest: manifest, product: product, targets: localModules, bin: bin, buildFolder: buildFolder,
                          linker: FileManager.default.isExecutableFile(atPath: lld.path) ? "lld" : nil)
    }

    /// Keeps the process running a step, so ``stop()`` can end it.
    private func track(_ process: Process?) {
        lock.withLock {
            running = process
            if stopped { process?.terminate() }
        }
    }

    /// Stops a build in progress, and any later one before it starts.
    func stop() {
        lock.withLock {
            stopped = true
            running?.terminate()
        }
    }
}
