import Foundation
import MotionCore

/// The colours of a gradient and where each sits along it, as SwiftUI's `Gradient` (and the
/// stops a canvas gradient collects with `addColorStop`).
///
/// Between two stops, colour and alpha are interpolated in non-premultiplied sRGB, as the HTML
/// canvas specification requires, so a prototype's gradient ports number for number (with
/// ``GradientOptions/linearColor``, in linear light instead). Before the first and after the last
/// stop the end colours continue (unless the gradient repeats or mirrors).
///
/// A gradient is checked when it is drawn: it needs at least one stop; every location must be
/// finite, in `[0, 1]` and not smaller than the one before (equal locations make a hard edge, the
/// later stop winning after it, as in a canvas); every colour component must be finite. A
/// gradient that breaks a rule is reported with the scene and time, and the render writes no file.
///
/// ```swift
/// let sunset = Gradient(colors: [.orange, .pink, .purple])       // stops at 0, 0.5, 1
/// let glow = Gradient(stops: [.init(color: .white, location: 0), .init(color: .white.opacity(0), location: 1)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// The stops, in order of location.
    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Colours spread evenly from 0 to 1 (one colour: a single stop at 0, a solid colour).
    public init(colors: [MotionColor]) {
        let last = Double(max(1, colors.count - 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: Double($0.offset) / last) }
    }

    /// What is wrong with the stops, or nil when they can be drawn.
    public var problem: String? {
        guard !stops.isEmpty else { return "a gradient needs at least one stop" }
        var previous = 0.0
        for (i, stop) in stops.enumerated() {
            guard stop.location.isFinite, stop.location >= 0, stop.location <= 1 else {
                return "stop \(i) is at location \(stop.location): locations must be finite and in 0...1"
            }
            guard stop.location >= previous else {
                return "stop \(i) is at location \(stop.location), before the previous stop at \(previous): stops must be in order"
            }
            let c = stop.color
            guard c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else {
                return "stop \(i) has a non-finite colour component (\(c.red), \(c.green), \(c.blue), \(c.alpha))"
            }
            previous = stop.location
        }
        return nil
    }

    /// The stops with stops inserted between each pair, wherever needed so that the normal sRGB
    /// interpolation between neighbours stays within `tolerance` (default a quarter of an 8-bit
    /// level) of the interpolation in linear light (sRGB decoded, mixed, encoded again); alpha
    /// stays linear. Drawn as an ordinary gradient, the result stays a gradient in SVG and PDF.
    public func linearLightStops(tolerance: Double = 0.25 / 255) -> [Stop] {
        guard stops.count > 1 else { return stops }
        var result: [Stop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            func mixed(_ u: Double) -> MotionColor {
                MotionColor(red: Self.encode(Motion.lerp(Self.decode(a.color.red), Self.decode(b.color.red), u)),
                            green: Self.encode(Motion.lerp(Self.decode(a.color.green), Self.decode(b.color.green), u)),
                            blue: Self.encode(Motion.lerp(Self.decode(a.color.blue), Self.decode(b.color.blue), u)),
                            alpha: Motion.lerp(a.color.alpha, b.color.alpha, u))
            }
            /// Adds stops for `(u0, u1]`, halving the interval while its straight line misses the curve.
            func refine(_ u0: Double, _ c0: MotionColor, _ u1: Double, _ c1: MotionColor, depth: Int) {
                let far = [0.25, 0.5, 0.75].contains { k -> Bool in
                    let exact = mixed(u0 + (u1 - u0) * k), line = c0.mix(c1, k)
                    return abs(exact.red - line.red) > tolerance || abs(exact.green - line.green) > tolerance
                        || abs(exact.blue - line.blue) > tolerance
                }
                if far, depth < 12 {
                    let um = (u0 + u1) / 2, cm = mixed(um)
                    refine(u0, c0, um, cm, depth: depth + 1)
                    refine(um, cm, u1, c1, depth: depth + 1)
                } else {
                    result.append(Stop(color: c1, location: Motion.lerp(a.location, b.location, u1)))
                }
            }
            refine(0, a.color, 1, b.color, depth: 0)
        }
        return result
    }

    /// The sRGB transfer function, decoded (`[0, 1]` → linear light).
    static func decode(_ v: Double) -> Double {
        let c = Motion.clamp(v)
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function, encoded (linear light → `[0, 1]`).
    static func encode(_ v: Double) -> Double {
        let c = Motion.clamp(v)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
