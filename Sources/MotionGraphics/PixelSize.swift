/// A width and a height in whole pixels, written and read as `WIDTHxHEIGHT`: `1080x840`.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// `width × height` pixels, stored as given.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `WxH` (`X` too): two positive integers; nil otherwise.
    public init?(_ text: String) {
        guard let (width, height) = Self.sides(of: text, { Int($0) }), width > 0, height > 0 else { return nil }
        self.init(width: width, height: height)
    }

    /// `WIDTHxHEIGHT`, such as `360x280`.
    public var description: String { "\(width)x\(height)" }

    /// The two sides of `WxH` (or `WXH`), each read by `side`; nil unless there are exactly two
    /// and both read. The one reader of the `WxH` form: `--size` reads its sides as decimals,
    /// a pixel size as integers.
    public static func sides<Side>(of text: String, _ side: (String) -> Side?) -> (Side, Side)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = side(String(parts[0])), let height = side(String(parts[1])) else { return nil }
        return (width, height)
    }
}
