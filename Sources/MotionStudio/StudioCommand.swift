import Foundation
import MotionCLI
import MotionRender
#if canImport(Glibc)
import Glibc
#endif

/// `TOOL studio [FILE…]`: a local web page that previews the tool's scenes live. The server
/// draws each frame on demand through the same renderer as `render`, at the page's device pixel
/// ratio, and watches the sources: run in a Swift package (a user's, or MotionKit itself), it
/// builds the package's tool with `swift build` after each change and draws with the new build;
/// scene files given on the command line (of the types `Files` reads) are listed first and
/// reload in the studio's own process (`--files-only`: only they are shown). The page edits a
/// scene's props (`/api/frame`'s `props=`).
///
/// The server listens on 127.0.0.1 only, unless `--host` names another address and
/// `--allow-remote` says so. It prints the page's URL on standard output, one-line notes on
/// standard error, and stops cleanly on Ctrl-C (exit 0). See `docs/studio.md`.
public struct StudioCommand<Files: StudioFileTypes>: ParsableCommand {
    /// The port tried first when none is given; when another program has it, the system picks one.
    public static var defaultPort: Int { 7317 }

    public static var configuration: CommandConfiguration {
        let types = Files.fileTypes.map { "." + $0.fileExtension }
        return CommandConfiguration(
            name: "studio", abstract: "Preview the scenes live in a browser: frames drawn on demand, reloaded as the sources change.",
            discussion: "Run in a Swift package, the studio builds the package's tool (made with MotionCommand) with swift build after every change to its sources and draws with the new build; a compile error shows in the page, with the last good frame. Elsewhere it draws this tool's own scenes."
                + (types.isEmpty ? "" : " Scene files (\(types.joined(separator: ", "))) given as arguments come first in the list and reload when saved.")
                + " A scene's props can be edited on the page, which shows the matching render command. The page keeps its state in the URL, so a link reproduces the frame. Stop with Ctrl-C.")
    }

    @Argument("FILE", help: "Scene files to add to the scene list; this tool reads \(Files.fileTypes.isEmpty ? "none" : Files.fileTypes.map { "." + $0.fileExtension }.joined(separator: ", ")).",
              completion: .files(extensions: Files.fileTypes.map(\.fileExtension)))
    var files: [String]

    @Option("--port", "-p", placeholder: "PORT", help: "The port to listen on; 0 lets the system choose.",
            defaultDescription: "\(StudioCommand.defaultPort), or any free port when it is taken",
            requirement: Requirement("is out of range: expected 0...65535") { (0...65535).contains($0) })
    var port: Int?

    @Option("--host", placeholder: "ADDRESS", help: "The address to listen on: an IP address or localhost; one other machines can reach needs --allow-remote.")
    var host: String = "127.0.0.1"

    @Flag("--allow-remote", help: "Let --host be an address other machines can reach: anyone who can connect then sees the scenes and can make this machine draw.")
    var allowRemote: Bool

    @Option("--package", placeholder: "FOLDER", help: "The Swift package to build and watch.",
            defaultDescription: "the current folder when it has a Package.swift", completion: .directories)
    var package: String?

    @Option("--product", placeholder: "NAME", help: "The package's tool to build and draw with.",
            defaultDescription: "its only executable made with MotionCLI or MotionKit")
    var product: String?

    @Flag("--no-build", help: "Draw this tool's own scenes, even in a folder with a Package.swift.")
    var noBuild: Bool

    @Flag("--files-only", help: "Show only the scenes of the FILE arguments: neither this tool's own scenes nor a package's.")
    var filesOnly: Bool

    @Option("--fps", placeholder: "FPS", help: "Frames per second of the timeline: the arrow keys step one frame.",
            requirement: Requirement("is out of range: expected \(RenderLimits.fpsExpectation("FPS"))", RenderLimits.isFPS))
    var fps: Double = 30

    @SceneSettingOptions var settings: SceneSettingValues
    /// Props for the scenes that take props (the others draw as they are).
    @OptionGroup var props: PropsOptions

    public init() {}

    public func run(_ context: CommandContext) throws {
        guard let address = ListenAddress(host) else {
            throw CommandError.usage("--host '\(host)' is not an IP address or localhost")
        }
        if !address.isLoopback, !allowRemote {
            throw CommandError.usage("--host \(host) lets other machines reach the studio; add --allow-remote to do that on purpose, or leave --host out for 127.0.0.1")
        }
        if allowRemote, address.isLoopback {
            throw CommandError.usage("--allow-remote needs a --host other machines can reach, such as 0.0.0.0; \(host) is this machine only")
        }
        if noBuild, package != nil { throw CommandError.usage("use either --package or --no-build, not both") }
        if filesOnly, files.isEmpty { throw CommandError.usage("--files-only shows the scenes of the FILE arguments, and no FILE was given") }
        if filesOnly, package != nil || product != nil {
            throw CommandError.usage("use either --files-only or --\(package != nil ? "package" : "product"), not both")
        }
        let propsInput = try props.input()
        let sources = try makeSources(context, props: propsInput)
        guard !sources.isEmpty else { throw CommandError.usage("'\(context.command)' has no scenes to show: this tool has none and no FILE was given") }

        signal(SIGPIPE, SIG_IGN)
        InterruptWait.install()
        let socket: ListeningSocket
        if let port {
            socket = try listen(address, port)
        } else {
            do {
                socket = try ListeningSocket(address: address, port: Self.defaultPort)
            } catch StudioError.portInUse {
                socket = try listen(address, 0)
            }
        }
        let output = context.output
        let server: StudioServer
        do {
            server = try StudioServer(sources: sources, socket: socket, tool: context.tool, fps: fps, anyHost: allowRemote,
                                      launchProps: propsInput?.object) { note in
                output.error("studio: " + note)
            }
        } catch let error as StudioError {
            throw CommandError.failure(error.description)
        }
        if allowRemote {
            output.error("warning: the studio listens on \(address.text) port \(socket.port): anyone who can reach this machine there sees the scenes and can make it draw frames")
        }
        output.print(server.url.absoluteString)
        output.error("studio: \(sources.map(\.label).joined(separator: ", ")); press Ctrl-C to stop")
        let signal = InterruptWait.wait()
        output.error("studio: stopping (\(signal == SIGINT ? "Ctrl-C" : "SIGTERM"))")
        // A request still drawing (a scene busy in native code, a worker that does not answer)
        // must not keep the studio running: past the grace period it is abandoned.
        let stopped = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            server.stop()
            stopped.signal()
        }
        guard stopped.wait(timeout: .now() + Self.stopGrace) == .success else {
            output.error("studio: stopped (requests still drawing after \(Int(Self.stopGrace)) s were abandoned)")
            TemporaryFiles.abandon(status: 0)
        }
        output.error("studio: stopped")
    }

    /// Seconds the studio waits on Ctrl-C or SIGTERM for requests in flight to finish.
    static var stopGrace: Double { 2 }

    private func listen(_ address: ListenAddress, _ port: Int) throws -> ListeningSocket {
        do {
            return try ListeningSocket(address: address, port: port)
        } catch let error as StudioError {
            throw CommandError.failure(error.description)
        }
    }

    /// One source per file, in the order given, then the package's tool or this tool's own
    /// scenes (none with `--files-only`): the catalog lists the files' scenes first, and the
    /// page opens on the first of them. Props go to each; those this tool's own scenes refuse
    /// are refused here, before the server starts.
    private func makeSources(_ context: CommandContext, props input: PropsInput?) throws -> [any StudioSceneSource] {
        var sources: [any StudioSceneSource] = []
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let fileSources = try files.map { try fileSource($0, in: folder, context, props: input) }
        if filesOnly { return fileSources }
        let packageFolder: URL? = package.map { URL(fileURLWithPath: $0, relativeTo: folder).standardizedFileURL }
            ?? (noBuild || !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) ? nil : folder)
        if product != nil, packageFolder == nil {
            throw CommandError.usage("--product names a package's tool, but there is no package here: run in the package's folder or give --package FOLDER")
        }
        if let packageFolder {
            guard FileManager.default.fileExists(atPath: packageFolder.appendingPathComponent("Package.swift").path) else {
                throw CommandError.usage("--package \(package ?? packageFolder.path): no Package.swift in \(packageFolder.path)")
            }
            let build: PackageBuild
            do {
                build = try PackageBuild(folder: packageFolder, product: product)
            } catch let error as StudioError {
                throw CommandError.failure(error.description)
            }
            sources.append(WorkerSource(label: "package \(build.package) (\(build.product))", executable: build.executable,
                                        arguments: settings.arguments + props.arguments, build: build))
        } else if !context.registry.scenes.isEmpty {
            if let input {
                for scene in context.registry.scenes where scene.takesProps {
                    var options = RenderOptions()
                    try props.apply(input, for: scene, to: &options)
                }
            }
            let executable = URL(fileURLWithPath: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0])
            sources.append(WorkerSource(label: "\(context.tool)'s scenes", executable: executable, arguments: settings.arguments + props.arguments, build: nil))
        }
        return fileSources + sources
    }

    /// The source of scene file `file` (a path relative to `folder`).
    private func fileSource(_ file: String, in folder: URL, _ context: CommandContext, props input: PropsInput?) throws -> any StudioSceneSource {
        let url = URL(fileURLWithPath: file, relativeTo: folder).standardizedFileURL
        guard let type = Files.fileTypes.first(where: { $0.fileExtension == url.pathExtension.lowercased() }) else {
            let known = Files.fileTypes.map { "." + $0.fileExtension }
            throw CommandError.usage("'\(file)' is not a scene file \(context.tool) reads" + (known.isEmpty ? ": it reads none" : "; it reads \(known.joined(separator: ", "))"))
        }
        guard FileManager.default.fileExists(atPath: url.path) else { throw CommandError.usage("scene file '\(file)' does not exist") }
        let load = type.load, settings = context.settings
        return SceneListSource(label: file, idPrefix: file + "#", watching: [url], props: input) { try load(url, settings.map(\.key)) }
    }
}
