import MotionRender

/// `--size 1080x840` (either side may have a fraction; `X` works too). The numbers are checked
/// against the scene's box and the pixel limit when the output is sized, not here.
extension RenderSize: ExpressibleByArgument {
    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(argument: String(parts[0])), let height = Double(argument: String(parts[1])) else { return nil }
        self = .size(width: width, height: height)
    }

    public static var valueDescription: String { "WIDTHxHEIGHT such as 1080x840" }

    public static func invalidArgumentMessage(option: String, text: String) -> String {
        "\(option) expects \(valueDescription), got '\(text)'"
    }
}
