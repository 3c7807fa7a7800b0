/// Where a line of text sits horizontally relative to the point it is drawn at, with the names
/// and the meaning of canvas `textAlign`.
///
/// `.start` and `.end` follow the text's direction: for a line laid out left to right, `.start`
/// puts the point at the left end of the line; right to left, at the right end. `.left`,
/// `.right` and `.center` ignore the direction.
public enum TextAlign: String, Sendable, CaseIterable, Hashable {
    case start, end, left, right, center

    /// The fraction of the line's advance that lies left of the point: 0 (point at the left end),
    /// 0.5 or 1, for a line whose direction is `rightToLeft` or not.
    public func fraction(rightToLeft: Bool) -> Double {
        switch self {
        case .left: return 0
        case .right: return 1
        case .center: return 0.5
        case .start: return rightToLeft ? 1 : 0
        case .end: return rightToLeft ? 0 : 1
        }
    }
}
