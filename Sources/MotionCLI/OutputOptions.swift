import MotionRender

/// Options about the written file shared by `render` and `frames`: background and SVG details.
enum OutputOptions {
    static let specs: [OptionSpec] = [
        .flag("--transparent", help: "Do not fill the palette background."),
        .value("--id-prefix", value: "PREFIX", help: "SVG: prefix for every id (default: scene-time-scheme-device-), so frames inline safely."),
        .flag("--decorative", help: "SVG: mark the image decorative (aria-hidden=\"true\", no title)."),
    ]

    static func apply(_ parsed: ParsedArguments, to options: inout RenderOptions) {
        options.background = !parsed.has("--transparent")
        options.svgIDPrefix = parsed["--id-prefix"]
        options.decorative = parsed.has("--decorative")
    }
}
