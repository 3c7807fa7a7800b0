import Foundation
import MotionRender

/// The frames of an animation as straight RGBA pixels, in order: drawn from a scene (one reusable
/// image per worker) or decoded from a finished frames folder's PNG files.
struct AnimationFrames: Sendable {
    let count: Int
    let width: Int, height: Int
    /// Makes one worker's frame maker (called on that worker's thread).
    let makeWorker: @Sendable () throws -> (Int) throws -> [UInt8]

    /// `count` frames of `width` × `height` made by `makeWorker`'s frame makers.
    init(count: Int, width: Int, height: Int, makeWorker: @escaping @Sendable () throws -> (Int) throws -> [UInt8]) {
        self.count = count
        self.width = width
        self.height = height
        self.makeWorker = makeWorker
    }

    /// Frames of `scene` at `times`, drawn with `options` (its format is ignored).
    init(scene: any MotionScene, times: [Double], options: RenderOptions) throws {
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        try RenderLimits.checkSides(width: geometry.width, height: geometry.height, format: .png)
        for t in times { try MotionRenderer.validate(scene, t) }
        count = times.count
        width = geometry.width
        height = geometry.height
        makeWorker = {
            let rasterizer = try FrameRasterizer(scene: scene, options: options)
            return { index in
                try rasterizer.draw(at: times[index])
                return rasterizer.image().rgba
            }
        }
    }

    /// The PNG frames of `folder`, decoded in order.
    init(folder: FrameFolder) throws {
        guard folder.format == .png else {
            throw AnimationError.unsupported("frames folder \(folder.url.path) holds SVG frames: they make an animated SVG; apng, webp, gif, mp4 and webm are made from PNG frames ('frames --format png')")
        }
        count = folder.manifest.frames.count
        width = folder.manifest.width
        height = folder.manifest.height
        let (width, height) = (width, height)
        makeWorker = {
            { index in
                let url = folder.frameURL(index)
                let image = try RasterImage(contentsOf: url)
                guard image.width == width, image.height == height else {
                    throw AnimationError.foreignFrame(path: url.path, detail: "it is \(image.width) × \(image.height) pixels, the manifest says \(width) × \(height)")
                }
                return image.rgba
            }
        }
    }
}
