import Foundation

/// What makes a still format's document from one frame: the one part of a format that is not
/// a property of its ``/MotionGraphics/RenderFormat`` value. Each writer is found by the
/// format's name in ``writers``, so adding a format is its value, its writer, and its line there.
protocol StillWriter {
    /// The document's bytes.
    static func document(_ frame: StillFrame) throws -> Data
}

extension RenderFormat {
    // Metatypes of enums without cases: nothing in them can change (hence nonisolated).
    /// The writer of every still format, by name.
    nonisolated(unsafe) private static let writers: [String: any StillWriter.Type] = [
        RenderFormat.png.rawValue: PNGStillWriter.self,
        RenderFormat.svg.rawValue: SVGStillWriter.self,
        RenderFormat.pdf.rawValue: PDFStillWriter.self,
    ]

    /// This format's writer; a format listed in `allCases` without one is a programming error.
    var writer: any StillWriter.Type {
        guard let writer = Self.writers[rawValue] else { preconditionFailure("no StillWriter for the format '\(rawValue)'") }
        return writer
    }
}
