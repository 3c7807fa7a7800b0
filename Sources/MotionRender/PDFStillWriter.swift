import Foundation

/// PDF: one page of the output's size in points, the frame replayed into it, the title in its
/// metadata and the creation date pinned.
enum PDFStillWriter: StillWriter {
    static func document(_ frame: StillFrame) throws -> Data {
        let pdf = try PDFSurface(width: Double(frame.geometry.width), height: Double(frame.geometry.height),
                                 title: frame.options.title ?? MotionRenderer.defaultTitle(frame.scene, frame.t))
        try MotionRenderer.draw(frame.scene, frame.t, on: pdf.surface, frame.geometry, frame.environment, frame.options, assets: frame.assets)
        return try pdf.finish()
    }
}
