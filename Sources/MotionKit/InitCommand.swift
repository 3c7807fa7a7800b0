import Foundation
import MotionCLI
import MotionRender

/// `motion init DIR`: writes a ready Swift package of one's own into `DIR` (`PackageTemplate`):
/// a scene with props, its JavaScript prototype, a tool, snapshot tests with their references, a
/// test of the port against the prototype, a Makefile and a `.gitignore`. `swift build` and
/// `swift test` in it succeed as written.
///
/// The package depends on the MotionKit checkout this tool was built from (by a relative path),
/// or on `--motionkit PATH|URL`. `DIR` must not exist or be an empty folder; the files are
/// written into a temporary folder beside it and moved into place at once, so a failure leaves
/// nothing behind.
public struct InitCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "init", abstract: "Write a ready Swift package of your own: a scene with props, its prototype, a tool and tests.",
        discussion: "The package builds and passes its tests as written: cd DIR && swift test. Its README and Makefile show the next steps (make still, make diff, make studio).")

    @Argument("DIR", help: "The folder to create (it must not exist, or be empty); its name is the tool's name unless --name is given.",
              completion: .directories)
    var folder: String

    @Option("--name", placeholder: "TOOL", help: "The tool's name (lower-case letters, digits, hyphens); its module is the same in camel case (my-motion → MyMotion).")
    var name: String?

    @Option("--motionkit", placeholder: "PATH|URL", help: "The MotionKit to depend on: a checkout's folder or a git URL (default: the checkout this tool was built from).")
    var motionKit: String?

    public init() {}

    public func run(_ context: CommandContext) throws {
        let target = URL(fileURLWithPath: folder).standardizedFileURL
        let template = try PackageTemplate(tool: name ?? target.lastPathComponent.lowercased(),
                                           motionKit: try motionKitLocation(), package: target)
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: target.path, isDirectory: &isFolder)
        if exists {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: target.path)) ?? ["?"]
            guard isFolder.boolValue, entries.isEmpty else {
                throw CommandError.usage("\(folder) already exists and is not an empty folder: choose a new folder for the package")
            }
        }
        let files = try template.files()
        let parent = target.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(target.lastPathComponent).init-\(getpid())", isDirectory: true)
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url)
            }
            if exists { try FileManager.default.removeItem(at: target) }
            try FileManager.default.moveItem(at: staging, to: target)
        } catch {
            try? FileManager.default.removeItem(at: staging)
            throw CommandError.failure("cannot write the package into \(folder): \(error.reason)")
        }
        context.output.print("wrote \(files.count) files into \(folder): the scene \(template.module)/BadgeScene.swift, its prototype design/badge.js, the tool \(template.tool) and its tests")
        context.output.print("next: cd \(folder) && make test && swift run \(template.tool) render badge -o badge.png")
    }

    /// `--motionkit`, else the checkout this file was compiled in, when it is still there.
    private func motionKitLocation() throws -> String {
        if let motionKit {
            if motionKit.contains("://") || motionKit.hasPrefix("git@") { return motionKit }
            guard FileManager.default.fileExists(atPath: motionKit + "/Package.swift") else {
                throw CommandError.usage("--motionkit: no Package.swift in '\(motionKit)': give a MotionKit checkout's folder or a git URL")
            }
            return URL(fileURLWithPath: motionKit).standardizedFileURL.path
        }
        // Sources/MotionKit/InitCommand.swift → the checkout.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let manifest = (try? String(contentsOf: checkout.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        guard manifest.contains("name: \"MotionKit\"") else {
            throw CommandError.usage("the MotionKit checkout this tool was built from (\(checkout.path)) is gone: give one with --motionkit PATH or --motionkit URL")
        }
        return checkout.path
    }
}
