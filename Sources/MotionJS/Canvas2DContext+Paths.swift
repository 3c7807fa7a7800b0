import Foundation
import MotionRender

/// Where a path operation takes its path from: the context's current default path, or a
/// `Path2D` (whose coordinates are transformed by the current transform when it is used).
enum PathSource {
    case current
    case path2D(CanvasPath)
}

extension Canvas2DContext {
    // MARK: - Paths

    func beginPath() {
        path = CanvasPath()
    }

    /// The path's elements and the device transform to draw them with, for filling or clipping.
    private func placed(_ source: PathSource) -> (MotionPath, MotionTransform) {
        switch source {
        case .current: return (path.path, device(for: path.space))
        case .path2D(let p): return (p.path, state.device)
        }
    }

    /// The path in the current user coordinates (what a stroke's width is measured in), or nil
    /// when the current transform is singular.
    private func userPath(_ source: PathSource) -> MotionPath? {
        switch source {
        case .path2D(let p): return p.path
        case .current:
            if let space = path.space, space == state.matrix { return path.path }
            guard let inverse = state.matrix.inverted else { return nil }
            return CanvasPath.mapped(path.canvasPath, by: inverse)
        }
    }

    func fill(_ source: PathSource, evenOdd: Bool) throws {
        let (elements, transform) = placed(source)
        guard !elements.isEmpty else { return }
        try emit(.fill(elements, state.fillStyle.color, evenOdd: evenOdd), transform: transform)
    }

    func stroke(_ source: PathSource) throws {
        guard let elements = userPath(source)?.prunedForStroke, !elements.isEmpty else { return }
        try emit(.stroke(elements, state.strokeStyle.color, state.strokeStyleValue))
    }

    func clip(_ source: PathSource, evenOdd: Bool) throws {
        guard !evenOdd else {
            throw ScriptThrow.unsupported("clip('evenodd') is not supported yet (MotionCanvas clips with the non-zero rule only; even-odd clips come with the drawing-model work)")
        }
        let (elements, transform) = placed(source)
        // An empty path clips everything away: a zero-area rectangle does the same.
        let region = elements.isEmpty ? MotionPath(rect: .zero) : elements
        state.clips.append(CanvasClip(path: region, transform: transform))
    }

    func isPointInPath(_ source: PathSource, _ point: CGPoint, evenOdd: Bool) -> Bool {
        guard point.isFinitePoint else { return false }
        switch source {
        case .current:
            return PathHitTest.fillContains(path.canvasPath, point, evenOdd: evenOdd)
        case .path2D(let p):
            guard let inverse = state.matrix.inverted else { return false }
            return PathHitTest.fillContains(p.path, inverse.apply(point), evenOdd: evenOdd)
        }
    }

    func isPointInStroke(_ source: PathSource, _ point: CGPoint) -> Bool {
        guard point.isFinitePoint, let inverse = state.matrix.inverted, let elements = userPath(source)?.prunedForStroke else { return false }
        return PathHitTest.strokeContains(elements, inverse.apply(point), style: state.strokeStyleValue)
    }

    // MARK: - Rectangles

    func fillRect(_ rect: CGRect) throws {
        guard rect.isFiniteRect else { return }
        try emit(.fill(MotionPath(rect: rect), state.fillStyle.color, evenOdd: false))
    }

    func strokeRect(_ rect: CGRect) throws {
        guard rect.isFiniteRect, rect.size.width != 0 || rect.size.height != 0 else { return }
        var outline = MotionPath()
        if rect.size.width == 0 || rect.size.height == 0 {
            // One side zero: a single line from (x, y) to (x + w, y + h).
            outline.move(to: rect.origin)
            outline.addLine(to: CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height))
        } else {
            outline.move(to: rect.origin)
            outline.addLine(to: CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y))
            outline.addLine(to: CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height))
            outline.addLine(to: CGPoint(x: rect.origin.x, y: rect.origin.y + rect.size.height))
            outline.closeSubpath()
        }
        try emit(.stroke(outline, state.strokeStyle.color, state.strokeStyleValue))
    }

    /// `clearRect`: pixels become transparent black. Exact where it can be: a rectangle that
    /// covers the whole canvas clears an offscreen canvas; on a canvas where nothing has been
    /// drawn it changes nothing. Clearing part of a drawing is not supported yet.
    func clearRect(_ rect: CGRect) throws {
        guard rect.isFiniteRect else { return }
        guard surface.hasDrawn else { return }
        if state.clips.isEmpty, covers(rect) {
            return try clearEverything(what: "clearRect over the canvas")
        }
        throw ScriptThrow.unsupported("clearRect of part of a drawing is not supported yet (MotionCanvas cannot erase); clear the whole canvas, or draw the cleared region again")
    }

    /// True when `rect`, under the current transform, covers the whole surface.
    private func covers(_ rect: CGRect) -> Bool {
        let m = state.matrix
        let quad = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                    CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map(m.apply)
        let corners = [CGPoint(x: 0, y: 0), CGPoint(x: surface.width, y: 0),
                       CGPoint(x: surface.width, y: surface.height), CGPoint(x: 0, y: surface.height)]
        return corners.allSatisfy { PathHitTest.fillContains(MotionPath(polygon: quad), $0, evenOdd: false) }
    }
}
