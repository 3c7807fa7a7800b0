import Foundation

extension MotionCanvas {
    /// What is wrong with `shading`'s numbers (and whether it is a non-finite one), or nil.
    func shadingProblem(_ shading: Shading) -> (detail: String, nonFinite: Bool)? {
        func points(_ list: ShadingPoint...) -> (String, Bool)? {
            list.allSatisfy(\.isFinite) ? nil : ("non-finite gradient geometry \(list)", true)
        }
        func radii(_ list: Double...) -> (String, Bool)? {
            if let bad = list.first(where: { !$0.isFinite }) { return ("non-finite gradient radius \(bad)", true) }
            if let bad = list.first(where: { $0 < 0 }) { return ("gradient radius \(bad): radii must be ≥ 0", false) }
            return nil
        }
        switch shading.kind {
        case .color:
            return nil
        case .foreground:
            return foreground.kind == .foreground ? nil : shadingProblem(foreground)
        case let .linear(gradient, start, end, _):
            return gradient.problem.map { ($0, false) } ?? points(start, end)
        case let .radial(gradient, startCenter, r0, endCenter, r1, _):
            return gradient.problem.map { ($0, false) } ?? points(startCenter, endCenter) ?? radii(r0, r1)
        case let .conic(gradient, center, angle, _):
            if let problem = gradient.problem { return (problem, false) }
            return points(center) ?? (angle.isFinite ? nil : ("non-finite conic gradient angle \(angle)", true))
        case let .elliptical(gradient, rect, center, f0, f1, _):
            if let problem = gradient.problem { return (problem, false) }
            if let rect, ![rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) {
                return ("non-finite elliptical gradient rectangle \(rect)", true)
            }
            return points(.relative(center)) ?? radii(f0, f1)
        case .tiledImage(let tile):
            let r = tile.sourceRect
            guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), tile.transform.isFinite else {
                return ("non-finite tiled image geometry (source \(r), transform \(tile.transform))", true)
            }
            guard r.minX >= 0, r.minY >= 0, r.width > 0, r.height > 0, r.maxX <= 1, r.maxY <= 1 else {
                return ("tiled image source rectangle \(r): expected a part of the unit square (0, 0, 1, 1) with a positive size", false)
            }
            return nil
        }
    }

}
