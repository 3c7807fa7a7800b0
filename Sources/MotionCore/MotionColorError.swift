/// A colour that could not be read.
public enum MotionColorError: Error, Equatable, CustomStringConvertible {
    /// The text is not `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
    case invalidHex(String)

    public var description: String {
        switch self {
        case .invalidHex(let text): return "invalid colour \"\(text)\": expected #RGB, #RRGGBB or #RRGGBBAA"
        }
    }
}
