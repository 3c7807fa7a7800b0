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
        if state.fillStyle.object != nil {
            // A gradient or pattern is placed in the current coordinates: the path goes there too.
            guard let elements = userPath(source), !elements.isEmpty else { return }
            return try emit(.fill(elements, state.fillStyle.shading, evenOdd: evenOdd))
        }
        let (elements, transform) = placed(source)
        guard !elements.isEmpty else { return }
        try emit(.fill(elements, state.fillStyle.shading, evenOdd: evenOdd), transform: transform)
    }

    func stroke(_ source: PathSource) throws {
        guard let elements = userPath(source)?.prunedForStroke, !elements.isEmpty else { return }
        try emit(.stroke(elements, state.strokeStyle.shading, state.strokeStyleValue))
    }

    func clip(_ source: PathSource, evenOdd: Bool) throws {
        let (elements, transform) = placed(source)
        // An empty path clips everything away: a zero-area rectangle does the same.
        let region = elements.isEmpty ? MotionPath(rect: .zero) : elements
        state.clips.append(CanvasClip(path: region, transform: transform, evenOdd: evenOdd))
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
        try emit(.fill(MotionPath(rect: rect), state.fillStyle.shading, evenOdd: false))
    }

    func strokeRect(_ rect: CGRect) throws {
        guard rect.isFiniteRect, rect.size.width != 0 || rect.size.height != 0 else { return }
        var outline = MotionPath()
        if rect.size.width == 0 || rect.size.height == 0 {
            // One side zero: a closed subpath from (x, y) to (x + w, y + h) and back, so the
            // ends get joins, not caps (as browsers draw it).
            outline.move(to: rect.origin)
            outline.addLine(to: CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height))
            outline.closeSubpath()
        } else {
            outline.move(to: rect.origin)
            outline.addLine(to: CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y))
            outline.addLine(to: CGPoint(x: rect.origin.x + rect.size.width, y: rect.origin.y + rect.size.height))
            outline.addLine(to: CGPoint(x: rect.origin.x, y: rect.origin.y + rect.size.height))
            outline.closeSubpath()
        }
        try emit(.stroke(outline, state.strokeStyle.shading, state.strokeStyleValue))
    }

    /// `clearRect`: the rectangle (under the current transform, inside the clips) becomes
    /// transparent black, whatever the alpha, shadow, filter or blend mode. On a scene's canvas
    /// the page behind it shows, the palette's background, as behind a canvas on a page.
    func clearRect(_ rect: CGRect) throws {
        guard rect.isFiniteRect, surface.hasDrawn else { return }
        if surface.kind == .offscreen, state.clips.isEmpty, covers(rect) { return surface.clear() }
        let page = surface.kind == .scene ? surface.page : nil, transform = state.device, clips = state.clips
        let effects = CanvasEffects(space: surface.origin)
        try surface.draw { root in Self.draw(.clear(rect, page: page), transform: transform, clips: clips, alpha: 1, effects: effects, on: root) }
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
