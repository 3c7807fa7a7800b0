import Foundation
import MotionRender

/// Pixel helpers for tests that read images back: colour centroids.
enum PixelTools {
    /// The centre, in pixel coordinates, of the opaque pixels within `tolerance` of `color` on every
    /// channel, and how many there are; nil when there are none.
    static func centroid(of color: MotionColor, in image: RasterImage, tolerance: Int = 6) -> (x: Double, y: Double, count: Int)? {
        let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
        var sumX = 0.0, sumY = 0.0, count = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image[x, y]
                guard p.a == 255, abs(Int(p.r) - target[0]) <= tolerance, abs(Int(p.g) - target[1]) <= tolerance,
                      abs(Int(p.b) - target[2]) <= tolerance else { continue }
                sumX += Double(x) + 0.5
                sumY += Double(y) + 0.5
                count += 1
            }
        }
        return count == 0 ? nil : (sumX / Double(count), sumY / Double(count), count)
    }
}
