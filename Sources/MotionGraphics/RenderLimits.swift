import Foundation
import MotionCore

/// Every limit the package puts on a render, in one place, with the checks that enforce them.
/// The library and every command use these, so the same value gets the same answer and the same
/// message everywhere (the table with what happens past each limit: `docs/limits.md`).
///
/// Every check runs before the work it bounds: no pixel is allocated, no frame drawn, until the
/// numbers are known to be within the limits.
public enum RenderLimits {
    /// The largest output by default, in pixels (200 megapixels); ``RenderOptions/pixelLimit`` may lower or raise it.
    public static let defaultPixels = 200_000_000
    /// The longest side of a raster image, in pixels (cairo's image surfaces hold at most 32767).
    public static let imageSide = 32_767
    /// The longest side of a PDF page, in points (200 inches).
    public static let pageSide = 14_400
    /// The most frames per second of a sequence, a player page or a diff.
    public static let maximumFPS = 240.0
    /// The most frames in one frame sequence.
    public static let sequenceFrames = 100_000
    /// The most frames one storyboard shows.
    public static let storyboardFrames = 500
    /// The most pages one PDF of frames holds (`MotionRenderer.renderPages(_:times:options:progress:)`,
    /// `frames --format pdf`): the document is made in memory before it is written.
    public static let pdfPages = 10_000
    /// The most frames one player page embeds, all schemes together.
    public static let playerFrames = 2000
    /// The most pixels one player page embeds, every frame and still of every scheme (400 megapixels).
    public static let playerPixels = 400_000_000
    /// The longest scene, in seconds (one day).
    public static let sceneDuration = 86_400.0
    /// The most pixels one filtered drawing (blur, shadow, colour filter, luminance mask) may be
    /// rendered into (64 megapixels, 256 MiB). Raster outputs past it fail naming the drawing; in
    /// PDF the resolution of that drawing is lowered to fit instead (SVG keeps filters vector).
    public static let filterPixels = 64_000_000
    /// The most filter operations one drawing may have (`addFilter` calls on one copy, functions
    /// in a canvas `filter` list). Each is a pass over the drawing's pixels.
    public static let filterChain = 32
    /// The most pixel passes the filtered drawings of one frame (or page) may need together: for
    /// each, its layer's pixels times its filter operations (100 million: about a hundred blurred
    /// full frames at 1080 × 840). A frame past it fails naming the limit before that filter is
    /// run, so no frame filters for minutes.
    public static let filterWork = 100_000_000
    /// Pixels per point at which PDF output rasterizes what cairo's PDF surface cannot hold:
    /// filtered drawings, luminance masks, and cairo's own fallbacks (Porter–Duff modes). 2 is
    /// sharp on 2× screens and prints at 144 dpi. SVG output rasterizes nothing but what is pixels
    /// to begin with.
    public static let vectorRasterScale = 2.0

    /// The most items one frame's display list holds, nested ones included (one million: a busy
    /// frame holds a few hundred). A scene drawing more fails naming the limit, before the memory
    /// of what it drew grows without bound.
    public static let displayItems = 1_000_000
    /// The most path elements, glyphs and pixels (counted per 64 bytes) one frame's display list
    /// holds together (about 200 MB of recorded geometry).
    public static let displayElements = 4_000_000
    /// The most drawing items one frame may copy by drawing a JavaScript scene's canvases into
    /// other canvases or the frame, nested canvases counted in full (250,000: a 200-item sprite
    /// drawn 1,000 times is 200,000). Counted before each copy is made, so canvases drawn into
    /// each other level after level cost time and memory in proportion to the limit, not 2ⁿ.
    public static let canvasCopies = 250_000
    /// The longest a command-line tool lets one frame of a scene file take, recording and
    /// drawing together, in seconds (20: the JavaScript of a frame has 2 s; the rest is native
    /// drawing, which cannot be interrupted). Past it the tool ends with one line naming the
    /// scene and time, exit 1, no file written (see `FrameWatch` in MotionRender).
    public static let sceneFileFrameSeconds = 20.0
    /// The deepest layers, masks and scenes drawn inside scenes may nest in one frame.
    public static let displayDepth = 64

    /// The longest x range of a curve plot, in seconds (one hour).
    public static let plotSeconds = 3600.0

    // MARK: Files the package reads (checked with `stat` before reading, see `InputFile`)

    /// The largest SVG asset file, in bytes (4 MiB), compressed or not.
    public static let assetBytes = 4 << 20
    /// The most a gzip-compressed SVG asset (`.svgz`) may expand to, in bytes (16 MiB).
    public static let assetExpandedBytes = 16 << 20
    /// The longest intrinsic side of an SVG asset, in points.
    public static let assetSide = 10_000.0
    /// The most elements one SVG asset may draw, each `<use>` or `url(#…)` reference counted as a
    /// copy of what it references (a marker once per vertex).
    public static let assetElements = 50_000
    /// The most pixels of images embedded in one SVG asset as `data:` URLs, all frames of each
    /// distinct image together (16 megapixels, 64 MiB once decoded).
    public static let embeddedImagePixels = 16_777_216
    /// The most filter and mask work one SVG asset may cost: its pixels (one per point of its
    /// intrinsic size) times the passes its filters and masks make over them (see
    /// `SVGAssetCheck` in MotionRender).
    /// At the limit, drawing the filters takes about half a second (librsvg 2.54, one core of
    /// the machine the figures in `docs/limits.md` come from).
    public static let assetFilterWork = 16_000_000
    /// The most filter work all SVG assets alive in a process may have together, in pixel
    /// passes (64 million: four assets at ``assetFilterWork``, about 2 s of filtering for each
    /// thread that draws them). Each thread renders an asset's filters once; without a total, a
    /// set of twelve pieces each within its own limit cost seconds per thread.
    public static let liveAssetFilterWork = 64_000_000
    /// The largest settings file (board themes, palettes), in bytes (1 MiB).
    public static let settingsBytes = 1 << 20
    /// The largest frame manifest, in bytes (64 MiB; one of 100 000 frames is about 10 MB).
    public static let manifestBytes = 64 << 20
    /// The largest SVG frame of a frames folder read to join frames into an animated SVG, in
    /// bytes (128 MiB; a frame with an embedded photo is a few megabytes).
    public static let svgFrameBytes = 128 << 20
    /// The largest PNG file read (snapshot references, images), in bytes (512 MiB); its pixels
    /// are also checked against ``defaultPixels`` from its header before it is decoded.
    public static let imageFileBytes = 512 << 20
    /// The largest script file (a JavaScript scene), in bytes (8 MiB: a prototype with its data
    /// inlined), checked before it is read.
    public static let scriptBytes = 8 << 20
    /// The largest strings file (a scene's text in another language), in bytes (1 MiB), for `InputFile`.
    public static let stringsBytes = 1 << 20
    /// The largest props text or props file (`--props`, `--props-file`, ``PropsInput``), in bytes (1 MiB).
    public static let propsBytes = 1 << 20

    /// Throws ``RenderError/sideTooLong(format:width:height:limit:)`` when a side is over the
    /// format's limit: ``imageSide`` for PNG, ``pageSide`` for PDF; SVG has none.
    public static func checkSides(width: Int, height: Int, format: RenderFormat) throws {
        guard let limit = format.sideLimit else { return }
        guard width <= limit, height <= limit else {
            throw RenderError.sideTooLong(format: format, width: width, height: height, limit: limit)
        }
    }

    /// True when `fps` is finite and in `(0, maximumFPS]`: the one rule for a frame rate.
    public static func isFPS(_ fps: Double) -> Bool { fps.isFinite && fps > 0 && fps <= maximumFPS }

    /// The frame-rate rule in words, with the parameter spelled `name`: `0 < fps <= 240`.
    public static func fpsExpectation(_ name: String = "fps") -> String { "0 < \(name) <= \(CompactNumber.text(maximumFPS))" }

    /// Throws unless ``isFPS(_:)``.
    public static func check(fps: Double) throws {
        guard isFPS(fps) else {
            throw RenderError.invalidParameter(name: "fps", value: CompactNumber.text(fps), expected: fpsExpectation())
        }
    }

    /// True when `scale` is finite and greater than 0: the one rule for a scale factor (a
    /// render's further checks, the output at least one pixel and within the pixel limit, follow
    /// from the box it scales).
    public static func isScale(_ scale: Double) -> Bool { scale.isFinite && scale > 0 }

    /// The scale rule in words: `it must be a finite number greater than 0`.
    public static let scaleExpectation = "it must be a finite number greater than 0"

    /// Throws unless `count` (a Double, so that a huge request is caught before it is converted)
    /// is in `1...limit`; `what` names the output ("frames in a storyboard").
    public static func check(frameCount count: Double, limit: Int, what: String, hint: String = "") throws {
        guard count >= 1, count <= Double(limit) else {
            // A count a person could have asked for is written out whole (14400, not 1.44e+04).
            throw RenderError.invalidParameter(name: "frame count", value: CompactNumber.text(count, digits: count < 1e15 ? 15 : 4),
                                               expected: "1...\(limit) \(what)" + (hint.isEmpty ? "" : "; \(hint)"))
        }
    }
}
