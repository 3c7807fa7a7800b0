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

    /// The stops with `count − 1` stops inserted between each pair, whose colours follow the
    /// interpolation in linear light (sRGB decoded, mixed, encoded again); alpha stays linear.
    /// Drawn with the normal sRGB interpolation, the result is within 0.3/255 of a true
    /// linear-light gradient for `count = 16`, and it stays a gradient in SVG and PDF.
    public func linearLightStops(subdivisions count: Int = 16) -> [Stop] {
        guard stops.count > 1, count > 1 else { return stops }
        var result: [Stop] = [stops[0]]
        for (a, b) in zip(stops, stops.dropFirst()) {
            for k in 1...count {
                let u = Double(k) / Double(count)
                let color = MotionColor(
                    red: Self.encode(Motion.lerp(Self.decode(a.color.red), Self.decode(b.color.red), u)),
                    green: Self.encode(Motion.lerp(Self.decode(a.color.green), Self.decode(b.color.green), u)),
                    blue: Self.encode(Motion.lerp(Self.decode(a.color.blue), Self.decode(b.color.blue), u)),
                    alpha: Motion.lerp(a.color.alpha, b.color.alpha, u))
                result.append(Stop(color: color, location: Motion.lerp(a.location, b.location, u)))
            }
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
