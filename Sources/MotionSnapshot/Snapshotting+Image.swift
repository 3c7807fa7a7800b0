import Foundation
import MotionRender

extension Diffing where Format == SnapshotImage {
    /// Compares decoded pixels with ``ImageComparator`` under `tolerance`; on a mismatch the
    /// message is the measured difference and the artifact is a `diff` PNG (see
    /// ``ImageComparator/diffImage(_:_:tolerance:)``). References are read as PNG; a corrupt one
    /// fails with its path.
    ///
    /// - Parameter tolerance: nil (the default) uses the scoped configuration's tolerance at the
    ///   time of the comparison (``SnapshotConfiguration/tolerance``), else ``SnapshotTolerance/default``.
    public static func image(tolerance: SnapshotTolerance? = nil) -> Diffing {
        Diffing(
            toData: { $0.pngData },
            fromData: { data, name in try SnapshotImage(pngData: data, name: name) },
            diff: { reference, actual in
                let tolerance = tolerance ?? SnapshotConfiguration.current.tolerance ?? .default
                let comparison = try ImageComparator.compare(reference.raster, actual.raster, tolerance: tolerance)
                guard !comparison.passes else { return nil }
                let diff = try ImageComparator.diffImage(reference.raster, actual.raster, tolerance: tolerance)
                return SnapshotDifference(message: comparison.description,
                                          artifacts: [SnapshotArtifact(suffix: "diff", pathExtension: "png", data: try diff.pngData())])
            })
    }
}

extension Snapshotting where Value == SnapshotImage, Format == SnapshotImage {
    /// PNG images compared pixel by pixel under `tolerance` (nil: the scope's, else the default).
    public static func image(tolerance: SnapshotTolerance? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance))
    }
}

extension Snapshotting where Value == RasterImage, Format == SnapshotImage {
    /// Raw pixels, stored as PNG and compared under `tolerance` (nil: the scope's, else the default).
    public static func raster(tolerance: SnapshotTolerance? = nil) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(tolerance: tolerance).pullback(SnapshotImage.init(raster:))
    }

    /// Raw pixels under the scope's tolerance, else the default.
    public static var raster: Snapshotting { raster() }
}

extension Snapshotting where Value == SceneFrame, Format == SnapshotImage {
    /// The frame rendered to PNG by ``MotionRenderer`` and compared under `tolerance` (nil: the
    /// scope's, else the default). The frame's ``SceneFrame/options`` are the hook for everything
    /// else a render takes (size, scheme, device, environment values).
    public static func png(tolerance: SnapshotTolerance? = nil) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(tolerance: tolerance).pullback { frame in
            try SnapshotImage(pngData: try frame.render(.png), name: "PNG of '\(frame.scene.name)'")
        }
    }

    /// The frame rendered to SVG, rasterized by `rsvg-convert`, compared under `tolerance`.
    /// The reference is the rasterized PNG.
    public static func svg(tolerance: SnapshotTolerance? = nil) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(tolerance: tolerance).pullback { frame in
            try SnapshotImage(pngData: try ExternalRasterizer.rasterizeSVG(try frame.render(.svg)),
                              name: "rsvg-convert output for '\(frame.scene.name)'")
        }
    }

    /// The frame rendered to PDF, rasterized by `pdftoppm` at 72 dpi, compared under `tolerance`.
    /// The reference is the rasterized PNG.
    public static func pdf(tolerance: SnapshotTolerance? = nil) -> Snapshotting {
        Snapshotting<SnapshotImage, SnapshotImage>.image(tolerance: tolerance).pullback { frame in
            try SnapshotImage(pngData: try ExternalRasterizer.rasterizePDF(try frame.render(.pdf)),
                              name: "pdftoppm output for '\(frame.scene.name)'")
        }
    }

    /// PNG under the scope's tolerance, else the default.
    public static var png: Snapshotting { png() }
    /// Rasterized SVG under the scope's tolerance, else the default.
    public static var svg: Snapshotting { svg() }
    /// Rasterized PDF under the scope's tolerance, else the default.
    public static var pdf: Snapshotting { pdf() }
}
