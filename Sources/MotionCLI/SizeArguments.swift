import MotionRender

/// `--scale` and `--size`, shared by the commands that draw frames.
enum SizeArguments {
    /// The output size: `--size WxH`, else `--scale S`, else scale 1; both at once is a usage error.
    static func size(_ parsed: ParsedArguments, defaultScale: Double = 1) throws -> RenderSize {
        if parsed.has("--scale"), parsed.has("--size") { throw CommandError.usage("use either --scale or --size, not both") }
        if let text = parsed["--size"] { return try parse(text) }
        return .scale(try parsed.number("--scale") ?? defaultScale)
    }

    /// `1080x840` → a size; anything else is a usage error naming the text.
    static func parse(_ text: String) throws -> RenderSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw CommandError.usage("--size expects WIDTHxHEIGHT such as 1080x840, got '\(text)'")
        }
        return .size(width: width, height: height)
    }
}
