import Foundation
import MotionRender

/// Rasterizes SVG and PDF bytes to PNG with the usual command-line tools, so vector outputs are
/// checked as the pixels a viewer would show rather than byte for byte.
///
/// - SVG: `rsvg-convert` (Debian package `librsvg2-bin`), at the document's own pixel size.
/// - PDF: `pdftoppm` (package `poppler-utils`) at 72 dpi, so one point is one pixel; first page only.
///
/// The tools are looked up on `PATH`; inputs and outputs go through a private temporary folder
/// that is removed afterwards.
public enum ExternalRasterizer {
    /// PNG bytes of an SVG document.
    /// - Throws: ``SnapshotError/toolMissing(tool:package:)`` or ``SnapshotError/toolFailed(tool:status:message:)``.
    public static func rasterizeSVG(_ svg: Data) throws -> Data {
        try withScratchFolder { folder in
            let input = folder.appendingPathComponent("frame.svg"), output = folder.appendingPathComponent("frame.png")
            try OutputFile.write(svg, to: input)
            try run("rsvg-convert", package: "librsvg2-bin", ["--format", "png", "--output", output.path, input.path])
            return try InputFile.read(output, limit: RenderLimits.imageFileBytes)
        }
    }

    /// PNG bytes of a PDF's first page at 72 dpi.
    /// - Throws: ``SnapshotError/toolMissing(tool:package:)`` or ``SnapshotError/toolFailed(tool:status:message:)``.
    public static func rasterizePDF(_ pdf: Data) throws -> Data {
        try withScratchFolder { folder in
            let input = folder.appendingPathComponent("frame.pdf"), prefix = folder.appendingPathComponent("frame")
            try OutputFile.write(pdf, to: input)
            try run("pdftoppm", package: "poppler-utils", ["-png", "-r", "72", "-f", "1", "-singlefile", input.path, prefix.path])
            return try InputFile.read(prefix.appendingPathExtension("png"), limit: RenderLimits.imageFileBytes)
        }
    }

    /// The absolute path of `tool` on `PATH`, or nil.
    public static func locate(_ tool: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(tool)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func run(_ tool: String, package: String, _ arguments: [String]) throws {
        guard let executable = locate(tool) else { throw SnapshotError.toolMissing(tool: tool, package: package) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: message, as: UTF8.self)
                .split(whereSeparator: \.isNewline).first.map(String.init) ?? "no message"
            throw SnapshotError.toolFailed(tool: tool, status: process.terminationStatus, message: text)
        }
    }

    private static func withScratchFolder<T>(_ body: (URL) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("motion-snapshot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try body(folder)
    }
}
