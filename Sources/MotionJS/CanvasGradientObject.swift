import Foundation
import MotionRender

/// The native side of a `CanvasGradient`: its geometry, in the coordinates of the canvas that
/// fills with it, and its colour stops in the order `addColorStop` added them.
final class CanvasGradientObject: NativeObject, CanvasStyleObject {
    enum Geometry {
        case linear(CGPoint, CGPoint)
        case radial(CGPoint, Double, CGPoint, Double)
        case conic(angle: Double, center: CGPoint)
    }

    let geometry: Geometry
    private(set) var stops: [(offset: Double, color: MotionColor)] = []

    /// The most stops a gradient keeps (bounded memory).
    static let maximumStops = 4096

    init(_ geometry: Geometry) {
        self.geometry = geometry
    }

    /// `addColorStop(offset, color)`: offset in [0, 1] (else `IndexSizeError`), a CSS colour
    /// (else `SyntaxError`). A stop at an offset already present goes after the ones there.
    func addColorStop(_ offset: Double, _ color: String) throws {
        guard offset >= 0, offset <= 1 else {
            throw ScriptThrow.dom(name: "IndexSizeError", message: "Failed to execute 'addColorStop': the offset \(offset) is outside the range [0, 1].")
        }
        guard case .color(let parsed) = CSSColor.parse(color) else {
            throw ScriptThrow.dom(name: "SyntaxError", message: "Failed to execute 'addColorStop': '\(color)' could not be parsed as a color.")
        }
        guard stops.count < Self.maximumStops else { throw ScriptThrow.rangeError("a gradient holds at most \(Self.maximumStops) colour stops") }
        let index = stops.firstIndex { $0.offset > offset } ?? stops.count
        stops.insert((offset, parsed.color), at: index)
    }

    /// What MotionCanvas paints: transparent black without stops, as the specification says.
    var shading: Shading {
        guard !stops.isEmpty else { return .color(MotionColor(red: 0, green: 0, blue: 0, alpha: 0)) }
        let gradient = Gradient(stops: stops.map { Gradient.Stop(color: $0.color, location: $0.offset) })
        switch geometry {
        case let .linear(start, end):
            return .linearGradient(gradient, startPoint: start, endPoint: end)
        case let .radial(c0, r0, c1, r1):
            return .radialGradient(gradient, startCenter: c0, startRadius: r0, endCenter: c1, endRadius: r1)
        case let .conic(angle, center):
            return .conicGradient(gradient, center: center, angle: .radians(angle))
        }
    }
}
