import Foundation
import MotionCLI
import MotionJS
import MotionRender

/// `motion script FILE.js`: runs a plain JavaScript file headless with the canvas 2D API
/// (`OffscreenCanvas`, `document.createElement('canvas')`, `Path2D`, `Image` from the file's
/// folder), `console.log`, and the same determinism and safety rules as scene files.
///
/// Console output goes to standard output, `console.warn`/`error` lines prefixed. Exit codes:
/// 0 when the script ran to its end, 1 on an uncaught exception or a limit (the one-line error,
/// then the JavaScript stack, on standard error), 64 for usage errors (a file that cannot be read).
public struct ScriptCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        name: "script", abstract: "Run a JavaScript file headless with the canvas 2D API and console.log.",
        discussion: "Uncaught exceptions exit 1 with the error and its JavaScript stack. With -o DIR, every canvas the script made is written as canvas-1.png, canvas-2.png, … at one pixel per canvas pixel.")

    @Argument("FILE", help: "The script.", completion: .files(extensions: ["js", "mjs"]))
    var file: String

    @Option("--output", "-o", placeholder: "DIR", help: "Write every canvas the script made to DIR as canvas-N.png (created if missing).",
            completion: .directories)
    var output: String?

    public init() {}

    public func run(_ context: CommandContext) throws {
        let result: JSScriptResult
        do {
            result = try JSScriptRunner.run(contentsOf: URL(fileURLWithPath: file), name: file)
        } catch {
            throw CommandError.usage("\(error)")
        }
        for line in result.output { context.output.print(line) }
        if let error = result.error {
            throw DetailedCommandError(.failure(error.description), details: error.stack.split(separator: "\n").map(String.init))
        }
        guard let output else { return }
        let folder = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CommandError.failure("cannot create \(output): \(error.reason)")
        }
        for canvas in result.canvases {
            let url = folder.appendingPathComponent("\(canvas.name).png")
            try MotionRenderer.render(canvas, at: 0, options: RenderOptions(format: .png, background: false), to: url)
            context.output.print(url.path)
        }
    }
}
