import MotionRender

/// How a file is encoded, shared by `render`, `frames` and `curve`: PNG compression, the
/// background, and SVG ids and accessibility.
struct EncodingOptions: ParsableArguments {
    @Option("--png-compression", placeholder: "LEVEL", help:
        "PNG encoding: balanced is ~2.5x faster than cairo's writer with files about its size; "
        + "fast is ~5x faster, files ~1.2-1.3x larger; none is the fastest, raw-size files; cairo is cairo's own writer; "
        + "smallest is the slowest, ~6% smaller. Pixels are identical for every LEVEL.")
    var pngCompression: PNGCompression = .default

    @Flag("--transparent", help: "Do not fill the palette background.")
    var transparent: Bool

    @Option("--id-prefix", placeholder: "PREFIX", help: "SVG: prefix for every id, so frames inline safely.",
            defaultDescription: "scene-time-scheme-device-")
    var idPrefix: String?

    @Flag("--decorative", help: "SVG: mark the image decorative (aria-hidden=\"true\", no title).")
    var decorative: Bool

    func apply(to options: inout RenderOptions) {
        options.pngCompression = pngCompression
        options.background = !transparent
        options.svgIDPrefix = idPrefix
        options.decorative = decorative
    }
}
