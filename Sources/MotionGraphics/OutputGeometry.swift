import Foundation

/// The output's size and the transform that fits the scene's box into it.
public struct OutputGeometry: Hashable, Sendable {
    /// Output width: pixels for PNG, px for SVG, points for PDF.
    public let width: Int
    /// Output height, in the same units as ``width``.
    public let height: Int
    /// Box points → output units: a uniform scale, centred.
    public let transform: MotionTransform

    /// Fits `box` into `size`, checking the scale or size and `pixelLimit` before anything is allocated.
    ///
    /// `.scale(s)` gives `round(box × s)`; `.size(w, h)` uses `w × h` (rounded) and scales the box
    /// by `min(w / box.width, h / box.height)`, centred, so a mismatched aspect leaves equal margins.
    public init(box: CGSize, size: RenderSize, pixelLimit: Int) throws {
        let width: Double, height: Double
        switch size {
        case .scale(let s):
            guard RenderLimits.isScale(s) else { throw RenderError.invalidScale(s) }
            width = (box.width * s).rounded()
            height = (box.height * s).rounded()
            guard width >= 1, height >= 1 else { throw RenderError.scaleTooSmall(scale: s, width: width, height: height) }
        case .size(let w, let h):
            guard w.isFinite, h.isFinite, w >= 1, h >= 1 else { throw RenderError.invalidSize(width: w, height: h) }
            width = w.rounded()
            height = h.rounded()
        }
        // Compare in Double first: the product of two huge sides would overflow Int.
        guard width * height <= Double(pixelLimit) else {
            throw RenderError.tooManyPixels(width: width, height: height, limit: pixelLimit)
        }
        let k = min(width / box.width, height / box.height)
        self.width = Int(width)
        self.height = Int(height)
        transform = MotionTransform(a: k, b: 0, c: 0, d: k,
                                    tx: (width - box.width * k) / 2, ty: (height - box.height * k) / 2)
    }
}
