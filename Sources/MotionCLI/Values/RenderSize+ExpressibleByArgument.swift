import MotionRender

/// `--size 1080x840` (either side may have a fraction; `X` works too). The numbers are checked
/// against the scene's box and the pixel limit when the output is sized, not here.
extension RenderSize: ExpressibleByArgument {
    public init?(argument: String) {
        guard let (width, height) = PixelSize.sides(of: argument, { Double(argument: $0) }) else { return nil }
        self = .size(width: width, height: height)
    }

    public static var valueDescription: String { "WIDTHxHEIGHT such as 1080x840" }

    public static func invalidArgumentMessage(option: String, text: String) -> String {
        "\(option) expects \(valueDescription), got '\(text)'"
    }
}
