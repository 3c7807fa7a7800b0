import MotionRender

/// `--png-compression`, shared by `render` and `frames`: encoding time against file size.
enum PNGCompressionArgument {
    static let spec = OptionSpec.value("--png-compression", value: "LEVEL", help:
        "PNG encoding: balanced (default: ~2.5x faster than cairo's writer, files about its size), "
        + "fast (~5x faster, files ~1.2-1.3x larger), none (fastest, raw-size files), cairo (cairo's own writer), "
        + "smallest (slowest, ~6% smaller). Pixels are identical for every LEVEL.")

    /// The parsed level (default ``PNGCompression/default``); an unknown name is a usage error listing the levels.
    static func apply(_ parsed: ParsedArguments, to options: inout RenderOptions) throws {
        options.pngCompression = try parsed.choice("--png-compression", PNGCompression.self) ?? .default
    }
}
