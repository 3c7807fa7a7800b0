import Foundation
import MotionRender

/// A linear or radial gradient as Lottie draws one: start and end points in the drawing's
/// coordinates (for a radial gradient, the centre and a point on the outer circle), and colour
/// stops with their alpha, in sRGB, not premultiplied.
struct LottieGradient: Equatable {
    var radial: Bool
    var start: CGPoint
    var end: CGPoint
    var stops: [Gradient.Stop]

    /// The gradient of `shading` placed in `bounds` (for relative points), or the reason Lottie
    /// cannot draw it: conic, elliptical, repeating or mirrored gradients, and radial gradients
    /// whose two circles do not share a centre.
    static func make(_ shading: Shading, bounds: CGRect) -> Result<LottieGradient, LottieUnsupported> {
        switch shading.kind {
        case let .linear(gradient, start, end, options):
            if let reason = unsupported(options) { return .failure(reason) }
            return .success(LottieGradient(radial: false, start: start.resolved(in: bounds), end: end.resolved(in: bounds),
                                           stops: stops(gradient, options)))
        case let .radial(gradient, startCenter, startRadius, endCenter, endRadius, options):
            if let reason = unsupported(options) { return .failure(reason) }
            let c0 = startCenter.resolved(in: bounds), c1 = endCenter.resolved(in: bounds)
            guard c0 == c1, endRadius > startRadius, startRadius >= 0 else { return .failure(LottieUnsupported("two-circle radial gradient")) }
            // Concentric circles: the stops move out to the inner circle (padded inside it).
            let inner = startRadius / endRadius
            let moved = stops(gradient, options).map { Gradient.Stop(color: $0.color, location: inner + (1 - inner) * $0.location) }
            return .success(LottieGradient(radial: true, start: c1, end: CGPoint(x: c1.x + endRadius, y: c1.y), stops: moved))
        case .conic: return .failure(LottieUnsupported("conic gradient"))
        case .elliptical: return .failure(LottieUnsupported("elliptical gradient"))
        case .tiledImage: return .failure(LottieUnsupported("tiled image"))
        case .color, .foreground: return .failure(LottieUnsupported("solid colour"))
        }
    }

    private static func unsupported(_ options: GradientOptions) -> LottieUnsupported? {
        if options.contains(.repeat) { return LottieUnsupported("repeating gradient") }
        if options.contains(.mirror) { return LottieUnsupported("mirrored gradient") }
        return nil
    }

    private static func stops(_ gradient: Gradient, _ options: GradientOptions) -> [Gradient.Stop] {
        options.contains(.linearColor) ? gradient.linearLightStops() : gradient.stops
    }

    /// Lottie's flat list: `[offset, r, g, b]` per stop, then `[offset, alpha]` per stop.
    var numbers: [Double] {
        stops.flatMap { [clamp($0.location), clamp($0.color.red), clamp($0.color.green), clamp($0.color.blue)] }
            + stops.flatMap { [clamp($0.location), clamp($0.color.alpha)] }
    }

    private func clamp(_ v: Double) -> Double { min(1, max(0, v)) }
}

/// Why a drawing cannot be a Lottie vector: the feature's name, as the warning says it.
struct LottieUnsupported: Error, Equatable {
    let feature: String
    init(_ feature: String) { self.feature = feature }
}
