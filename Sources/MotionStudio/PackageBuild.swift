import Foundation

/// Builds a package's tool incrementally with `swift build --product TOOL`, as its author would,
/// and says where the built executable is and which paths its sources live in.
final class PackageBuild: @unchecked Sendable {
    let folder: URL
    let package: String
    let product: String
    let watchedPaths: [URL]
    /// The built tool: `.build/debug/TOOL`.
    let executable: URL
    private let swift: URL
    private let lock = NSLock()
    private var running: Process?
    private var stopped = false

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
        executable = URL(fileURLWithPath: String(bin)).appendingPathComponent(product)
        self.folder = folder
        self.swift = swift
    }

    /// Runs `swift build --product TOOL` and waits for it.
    /// - Throws: ``BuildFailure`` with the diagnostics when it fails.
    func run() throws {
        let result = try Subprocess.run(swift, ["build", "--product", product], in: folder) { process in
            self.lock.withLock {
                self.running = process
                if self.stopped { process?.terminate() }
            }
        }
        guard result.status == 0 else {
            let tail = result.output.split(whereSeparator: \.isNewline).suffix(40).joined(separator: "\n")
            throw BuildFailure(product: product, status: result.status, diagnostics: BuildDiagnostic.parse(result.output, folder: folder), log: tail)
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
