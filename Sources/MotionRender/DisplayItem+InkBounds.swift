import Foundation

extension DisplayList {
    /// Where the list's drawing can put ink, in output units (a bound, not the exact ink): the
    /// union of its items'; nil when it draws nothing. `frame` is what a paint or pixels cover.
    func inkBounds(frame: CGRect) -> CGRect? {
        items.reduce(nil as CGRect?) { union, item in
            guard let bounds = item.inkBounds(frame: frame) else { return union }
            return union.map { $0.union(bounds) } ?? bounds
        }
    }
}

extension DisplayItem {
    /// Where the item can put ink, in output units, grown by its filters' reach; nil for an item
    /// that draws nothing (a mask). A paint or pixels put cover `frame`.
    func inkBounds(frame: CGRect) -> CGRect? {
        let t = state.transform
        var bounds: CGRect?
        switch operation {
        case let .fill(shape, _, _): bounds = Self.device(shape.bounds, t)
        case let .stroke(path, _, style):
            let outset = style.lineWidth / 2 * max(1, style.miterLimit)
            bounds = Self.device(path.boundingRect.insetBy(dx: -outset, dy: -outset), t)
        case let .text(text, _): bounds = Self.device(CGRect(origin: text.origin, size: text.size).insetBy(dx: -text.request.font.size, dy: -text.request.font.size), t)
        case let .image(_, _, destination): bounds = Self.device(destination, t)
        case .layer(let layer): bounds = layer.content.inkBounds(frame: frame)
        case .paint, .pixels: bounds = frame
        case .mask: return nil
        }
        guard var result = bounds else { return nil }
        for filter in state.filters {
            let reach = RasterOperation(filter).reach
            result = result.insetBy(dx: -reach.width, dy: -reach.height)
        }
        return result
    }

    /// Whether the item's blend mode changes pixels outside its ink too (cairo's unbounded
    /// operators: what lies outside the drawing is cleared within the clip).
    var changesPixelsOutsideItsInk: Bool {
        switch state.blendMode {
        case .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: return true
        default: return false
        }
    }

    /// The output-space bounding box of `rect` under `t`.
    static func device(_ rect: CGRect, _ t: MotionTransform) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
