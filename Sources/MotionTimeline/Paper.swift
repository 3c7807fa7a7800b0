import MotionRender
/// A paper size for storyboards, in PDF points (1/72 inch), portrait.
public enum Paper: String, Sendable, CaseIterable {
    /// 210 × 297 mm.
    case a4
    /// 8.5 × 11 in.
    case letter

    /// Width and height in points, portrait.
    public var portraitSize: (width: Double, height: Double) {
        switch self {
        case .a4: return (595.276, 841.890)
        case .letter: return (612, 792)
        }
    }
}
