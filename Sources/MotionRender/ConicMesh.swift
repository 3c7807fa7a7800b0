internal import CCairo
import Foundation

/// Conic (angular) gradients, which cairo lacks, as cairo mesh patterns: wedge-shaped patches
/// from the centre out to a radius that covers the drawing, at most ``maximumSpan`` of a turn
/// each, with a patch edge at every stop. Inside a patch the colour varies with the parameter
/// along its arc, which follows the angle to within 0.01° for spans this small, so the
/// gradient is the canvas's piecewise-linear interpolation of the stops. In PDF the mesh stays
/// vector (a type 7 shading).
enum ConicMesh {
    /// The largest patch, as a fraction of a turn (7.5°).
    static let maximumSpan = 1.0 / 48

    /// A new mesh pattern (owned by the caller) for `gradient` around `center`, starting at
    /// `angle` radians, reaching `radius`, with every alpha multiplied by `alpha`.
    static func pattern(_ gradient: Gradient, center: CGPoint, angle: Double, radius: Double,
                        options: GradientOptions, alpha: Double) -> OpaquePointer {
        let stops = options.contains(.linearColor) ? gradient.linearLightStops() : gradient.stops
        var pieces: [(t0: Double, c0: MotionColor, t1: Double, c1: MotionColor)] = []
        func add(_ t0: Double, _ c0: MotionColor, _ t1: Double, _ c1: MotionColor) {
            guard t1 > t0 else { return }
            let n = max(1, Int(((t1 - t0) / maximumSpan).rounded(.up)))
            for k in 0..<n {
                let u0 = Double(k) / Double(n), u1 = Double(k + 1) / Double(n)
                pieces.append((Motion.lerp(t0, t1, u0), c0.mix(c1, u0), Motion.lerp(t0, t1, u1), c0.mix(c1, u1)))
            }
        }
        let first = stops[0], last = stops[stops.count - 1]
        add(0, first.color, first.location, first.color)
        for (a, b) in zip(stops, stops.dropFirst()) { add(a.location, a.color, b.location, b.color) }
        add(last.location, last.color, 1, last.color)

        let mesh = cairo_pattern_create_mesh()!
        for piece in pieces {
            let a0 = angle + 2 * .pi * piece.t0, a1 = angle + 2 * .pi * piece.t1
            let h = 4.0 / 3 * tan((a1 - a0) / 4) * radius
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, center.x, center.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, p0.x - h * sin(a0), p0.y + h * cos(a0),
                                        p1.x + h * sin(a1), p1.y - h * cos(a1), p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, center.x, center.y)
            for (corner, color) in [(0, piece.c0), (1, piece.c0), (2, piece.c1), (3, piece.c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), Motion.clamp(color.red), Motion.clamp(color.green),
                                                         Motion.clamp(color.blue), Motion.clamp(color.alpha) * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
