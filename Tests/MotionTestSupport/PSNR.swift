import Foundation
import MotionRender

/// Peak signal-to-noise ratio, computed here from its definition: 10·log10(255² / MSE).
public enum PSNR {
    /// Over the red, green and blue channels of two images of the same size; infinity when equal.
    public static func rgb(_ a: RasterImage, _ b: RasterImage) -> Double {
        precondition(a.width == b.width && a.height == b.height, "PSNR of images of different sizes")
        var sum = 0.0
        for i in stride(from: 0, to: a.rgba.count, by: 4) {
            for c in 0..<3 {
                let d = Double(a.rgba[i + c]) - Double(b.rgba[i + c])
                sum += d * d
            }
        }
        let mse = sum / Double(a.width * a.height * 3)
        return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
    }
}
