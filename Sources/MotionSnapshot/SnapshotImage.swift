import Foundation
import MotionRender

/// An image snapshot: the PNG bytes that are stored as the reference, and their decoded pixels
/// that are compared.
public struct SnapshotImage: Hashable, Sendable {
    /// The PNG file's bytes.
    public let pngData: Data
    /// The decoded pixels (RGBA, straight alpha).
    public let raster: RasterImage

    /// Decodes PNG bytes; `name` (a path, usually) appears in the error.
    /// - Throws: ``SnapshotError/unreadableReference(path:problem:)`` when the bytes are not a readable PNG.
    public init(pngData: Data, name: String = "PNG data") throws {
        do {
            raster = try RasterImage(pngData: pngData, name: name)
        } catch RenderError.asset(_, let message) where message.contains("over the limit") {
            // Too many pixels, found from the header before decoding: say so.
            throw SnapshotError.unreadableReference(path: name, problem: message)
        } catch {
            let problem = pngData.isEmpty ? "is empty, not a PNG" : "is not a readable PNG (\(pngData.count) bytes)"
            throw SnapshotError.unreadableReference(path: name, problem: problem)
        }
        self.pngData = pngData
    }

    /// Pixels, encoded losslessly as PNG (``RasterImage/pngData(compression:)``).
    public init(raster: RasterImage) throws {
        self.raster = raster
        pngData = try raster.pngData()
    }
}
