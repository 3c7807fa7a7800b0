import Foundation

/// The measured extent of a line of text, in points of the box, relative to the left end of its
/// advance on the alphabetic baseline.
///
/// Vertical values come from the first font of the family list (the one a Latin letter uses),
/// like a canvas's `fontBoundingBox…` and `emHeight…`, so they do not change with the letters;
/// ``inkBounds`` is where the drawn glyphs actually are, fallback fonts included.
///
/// Canvas `measureText` in these terms, for `textBaseline` b and `textAlign` a (`k` =
/// `a.fraction(rightToLeft:)` × width, the anchor's distance from the left end; `o` =
/// `baselineOffset(b)`):
/// `width` = width; `actualBoundingBoxLeft` = k − inkBounds.minX; `actualBoundingBoxRight` =
/// inkBounds.maxX − k; `actualBoundingBoxAscent` = −inkBounds.minY − o; `actualBoundingBoxDescent`
/// = inkBounds.maxY + o; `fontBoundingBoxAscent` = ascent − o; `fontBoundingBoxDescent` =
/// descent + o; `emHeightAscent` = emAscent − o; `emHeightDescent` = emDescent + o;
/// `hangingBaseline` = baselineOffset(.hanging) − o, and so on for the other baselines.
public struct TextMetrics: Hashable, Sendable {
    /// Horizontal advance: where the next character would start.
    public var width: Double
    /// Distance from the baseline up to the font's ascent line.
    public var ascent: Double
    /// Distance from the baseline down to the font's descent line (positive).
    public var descent: Double
    /// Distance from the baseline up to the top of the em square.
    public var emAscent: Double
    /// Distance from the baseline down to the bottom of the em square (emAscent + emDescent = size).
    public var emDescent: Double
    /// The box of the ink, y down, relative to the left end of the advance on the alphabetic
    /// baseline (so `minY` is negative for letters above the baseline). Empty for blank text.
    public var inkBounds: CGRect

    /// `ascent + descent`: the height of the line box that `UnitPoint` anchors use.
    public var height: Double { ascent + descent }

    public init(width: Double, ascent: Double, descent: Double, emAscent: Double? = nil, emDescent: Double? = nil,
                inkBounds: CGRect = .zero) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
        self.emAscent = emAscent ?? ascent
        self.emDescent = emDescent ?? descent
        self.inkBounds = inkBounds
    }

    /// How far `baseline` lies above the alphabetic baseline, in points (negative below it):
    /// top → emAscent, hanging → 0.8 × ascent, middle → (emAscent − emDescent) / 2,
    /// alphabetic → 0, ideographic → −descent, bottom → −emDescent. See ``TextBaseline``.
    public func baselineOffset(_ baseline: TextBaseline) -> Double {
        switch baseline {
        case .alphabetic: return 0
        case .top: return emAscent
        case .hanging: return ascent * 0.8
        case .middle: return (emAscent - emDescent) / 2
        case .ideographic: return -descent
        case .bottom: return -emDescent
        }
    }
}
