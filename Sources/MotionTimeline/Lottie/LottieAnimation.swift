import Foundation
import MotionRender

/// A scene, or a stretch of it, as a vector Lottie animation (Bodymovin JSON), which
/// lottie-android, lottie-ios, lottie-web, rlottie and Qt Lottie play natively at any size.
///
/// Every frame is recorded by the same `draw(t)` as every other output; its display list's
/// drawings are matched across frames into layers (the same kind of drawing at the same place in
/// the order), and what changes becomes keyframes: transforms as position, rotation, scale and
/// skew, opacity, colours, gradient stops and points, stroke widths, circles' centres and sizes,
/// and path vertices (interpolated while a path keeps its structure, held where it does not).
/// Keyframes are kept only where linear interpolation would miss the frame, so a player shows
/// each recorded frame exactly and moves smoothly between them. Texts are their glyphs' outlines
/// (the text itself is the layer's name), images are embedded PNG assets, clips are masks, blend
/// modes are the layers'.
///
/// What players cannot draw (filters, conic and elliptical gradients, Porter–Duff modes, masks,
/// pixels, layers composited as a group) is rendered, for that drawing only, to images at the
/// animation's size, one per distinct picture; ``rasters`` lists each such drawing, and
/// `strict` refuses them instead.
///
/// ```swift
/// let timing = try AnimationTiming.range(CoinsScene(), fps: 30)
/// let lottie = try LottieAnimation(scene: CoinsScene(), timing: timing)
/// try lottie.write(to: URL(fileURLWithPath: "coins.json"))
/// ```
public struct LottieAnimation: Sendable {
    /// The most frames one file holds (``RenderLimits/svgAnimationFrames``, as an animated SVG).
    public static let maximumFrames = RenderLimits.svgAnimationFrames
    /// The largest file, in bytes (256 MiB).
    public static let maximumBytes = 256 << 20
    /// The most drawings all frames together may hold (every frame's drawings are kept until the
    /// layers are written): 1 million.
    public static let maximumDrawings = 1_000_000

    /// The JSON document.
    public let data: Data
    /// The scene times of the frames and their frame rate.
    public let timing: AnimationTiming
    /// Layers written (raster drawings count one per run of frames).
    public let layerCount: Int
    /// The drawings exported as images: the feature, the drawing's summary, and how many distinct
    /// images it took.
    public let rasters: [Raster]

    /// One drawing exported as images.
    public struct Raster: Hashable, Sendable {
        /// `blur`, `conic gradient`, `sourceAtop blend mode`, …
        public let feature: String
        /// The drawing, as `motion diff` names it (`fill conic gradient path of 4 elements …`).
        public let drawing: String
        /// Distinct images it took.
        public let images: Int
    }

    /// Records `scene` at every time of `timing` on `jobs` threads and writes the animation.
    ///
    /// - Parameters:
    ///   - scene: the scene drawn.
    ///   - timing: the frames' scene times and frame rate; at most ``maximumFrames`` frames.
    ///   - options: size, scheme, device, environment, props and background (the format is
    ///     ignored); the animation is `options.size` pixels, one Lottie unit per pixel.
    ///   - strict: refuse any drawing that would be exported as images.
    ///   - jobs: threads recording frames, at least 1.
    ///   - progress: called after each frame is read, with (frames done, frames in all).
    /// - Throws: ``RenderError`` for too many frames, `jobs` below 1, a time outside the scene, a
    ///   bad size or a failed render; ``AnimationError/unsupported(_:)`` with `strict` when a
    ///   drawing is not vector, or when the frames would pass ``maximumDrawings`` or the file
    ///   ``maximumBytes``.
    public init(scene: any MotionScene, timing: AnimationTiming, options: RenderOptions = RenderOptions(), strict: Bool = false,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, progress: (Int, Int) -> Void = { _, _ in }) throws {
        try RenderLimits.check(frameCount: Double(timing.times.count), limit: Self.maximumFrames, what: "frames in a Lottie animation",
                               hint: "lower the fps or shorten the range")
        guard jobs >= 1 else { throw RenderError.invalidParameter(name: "jobs", value: "\(jobs)", expected: "at least 1") }
        for t in timing.times { try MotionRenderer.validate(scene, t) }
        let geometry = try OutputGeometry(box: scene.box, size: options.size, pixelLimit: options.pixelLimit)
        let reader = LottieFrameReader(width: geometry.width, height: geometry.height)
        var tracks = LottieTracks()
        var total = 0
        let frozen = options
        let times = timing.times
        try FramePipeline.run(count: times.count, jobs: jobs, makeWorker: {
            { index in try MotionRenderer.displayList(scene, at: times[index], options: frozen) }
        }, consume: { index, list in
            let drawings = try reader.drawings(list)
            total += drawings.count
            guard total <= Self.maximumDrawings else {
                throw AnimationError.unsupported("\(scene.name): \(total) drawings by \(Milliseconds.text(times[index])) ms, over the limit of \(Self.maximumDrawings) for one Lottie animation (LottieAnimation.maximumDrawings): lower the fps or shorten the range")
            }
            if strict, let raster = drawings.first(where: { if case .raster = $0.content { return true } else { return false } }),
               case .raster(let feature) = raster.content {
                throw AnimationError.unsupported("\(scene.name): \(feature) on \"\(raster.name)\" at \(Milliseconds.text(times[index])) ms cannot be a Lottie vector (--lottie-strict); without it, it is exported as images")
            }
            tracks.add(drawings)
            progress(index + 1, times.count)
        })
        var writer = LottieLayerWriter(reader: reader)
        try writer.append(tracks.order.map { tracks.tracks[$0] })
        var merged: [String: Int] = [:]
        var rasters: [Raster] = []
        for r in writer.rasters {
            let key = "\(r.feature)\u{0}\(r.drawing)"
            if let k = merged[key] {
                rasters[k] = Raster(feature: r.feature, drawing: r.drawing, images: rasters[k].images + r.images)
            } else {
                merged[key] = rasters.count
                rasters.append(Raster(feature: r.feature, drawing: r.drawing, images: r.images))
            }
        }
        let document = Self.document(name: scene.name, timing: timing, width: geometry.width, height: geometry.height,
                                     images: reader.images, layers: writer.layers)
        guard document.count <= Self.maximumBytes else {
            throw AnimationError.unsupported("\(scene.name): the Lottie file would be \(document.count / 1_048_576) MiB, over the limit of \(Self.maximumBytes >> 20) MiB: lower the fps, the size or the range")
        }
        data = document
        self.timing = timing
        layerCount = writer.layers.count
        self.rasters = rasters
    }

    /// One warning line per raster drawing: `coach: blur on "layer of 3 items" exported as 150 images`.
    public func warnings(scene: String) -> [String] {
        rasters.map { "\(scene): \($0.feature) on \"\($0.drawing)\" exported as \($0.images) image\($0.images == 1 ? "" : "s")" }
    }

    /// Writes ``data`` to `url` by the output policy (``OutputFile``: atomically for a regular
    /// file, directly to a device or FIFO).
    public func write(to url: URL) throws {
        try OutputFile.write(data, to: url)
    }

    /// The animation as a dotLottie file: a ZIP holding `manifest.json` (the animation's id,
    /// playing forever) and `animations/ID.json` (``data``), the layout every dotLottie player reads.
    /// - Parameter id: the animation's id in the manifest and the file's name (the scene's name).
    public func dotLottieData(id: String) -> Data {
        let safe = String(id.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_" ? Character($0) : "_" })
        let manifest: LottieJSON = .object([
            ("version", .string("1")), ("generator", .string("MotionKit")), ("revision", .int(1)),
            ("animations", .array([.object([("id", .string(safe)), ("speed", .int(1)), ("loop", .bool(true)), ("direction", .int(1)),
                                            ("playMode", .string("normal")), ("autoplay", .bool(true))])]))])
        return ZipArchive.archive([("manifest.json", Data(manifest.bytes)), ("animations/\(safe).json", data)])
    }

    private static func document(name: String, timing: AnimationTiming, width: Int, height: Int, images: [LottieImage],
                                 layers: [LottieJSON]) -> Data {
        let assets: [LottieJSON] = images.map { image in
            .object([("id", .string(image.id)), ("w", .int(image.width)), ("h", .int(image.height)), ("u", .string("")),
                     ("p", .string("data:image/png;base64," + image.png.base64EncodedString())), ("e", .int(1))])
        }
        let root: LottieJSON = .object([
            ("v", .string("5.7.0")), ("fr", .number(timing.fps, decimals: 6)), ("ip", .int(0)), ("op", .int(timing.times.count)),
            ("w", .int(width)), ("h", .int(height)), ("nm", .string(name)), ("ddd", .int(0)),
            ("assets", .array(assets)), ("layers", .array(layers)), ("markers", .array([]))])
        return Data(root.bytes)
    }
}
