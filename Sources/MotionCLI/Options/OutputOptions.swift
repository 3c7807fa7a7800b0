import Foundation
import MotionRender

/// `--format` and `-o`: the one file `render` and `curve` write.
struct OutputOptions: ParsableArguments {
    @Option("--format", placeholder: "FORMAT", help: "The output's format.",
            defaultDescription: "from the output's extension, else png")
    var format: RenderFormat?

    @Option("--output", "-o", placeholder: "FILE", help: "The file to write, or - for standard output.",
            defaultDescription: "SCENE.FORMAT in the current folder, curve.FORMAT for a plot",
            completion: .files(extensions: RenderFormat.allCases.flatMap(\.fileExtensions)))
    var output: OutputDestination?

    /// `--format`, else the output's extension, else PNG; a conflict between the two or an
    /// extension that names no format is a usage error.
    func renderFormat() throws -> RenderFormat {
        guard let output else { return format ?? .png }
        return try output.format(given: format, typed: $format.text) ?? .png
    }

    /// `-o`, else `name` in the current folder.
    func destination(defaultName name: String) -> OutputDestination {
        output ?? .file(URL(fileURLWithPath: name))
    }
}
