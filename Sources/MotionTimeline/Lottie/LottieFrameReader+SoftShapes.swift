import Foundation
import MotionRender

extension LottieFrameReader {
    /// A drawing whose one effect is a Gaussian blur of solid circles or rounded rectangles (one,
    /// or a layer of ones clear of each other) or a drop shadow of one, as the gradient pieces of
    /// ``LottieSoftShape``, laid so that no two overlap wherever that can be exact (players fade a
    /// layer's shapes one by one or as a group, and only pieces side by side look the same both
    /// ways); nil for any other drawing or when the pieces would not be close enough to the blur.
    func softDrawings(_ item: DisplayItem) -> [LottieDrawable]? {
        let state = item.state
        guard state.filters.count == 1, state.masks.isEmpty, let blend = try? Self.blendMode(state.blendMode),
              (try? Self.checkClips(state.clips)) != nil else { return nil }
        let entry = state.filters[0], f = entry.transform
        // σ the same along both axes (a blur under a scale, a rotation).
        let scaleX = (f.a * f.a + f.c * f.c).squareRoot(), scaleY = (f.b * f.b + f.d * f.d).squareRoot()
        guard scaleX > 0, abs(scaleX - scaleY) <= 1e-9 * scaleX else { return nil }

        func drawable(_ piece: LottieSoftShape.Piece, _ transform: MotionTransform, _ k: Int, of owner: DisplayItem,
                      clip: DisplayClip? = nil, shared: Bool = false) -> LottieDrawable {
            var d = LottieDrawable(content: .fill(piece.geometry, .gradient(piece.gradient), evenOdd: false), transform: transform,
                                   opacity: state.opacity, clips: state.clips + (clip.map { [$0] } ?? []), blendMode: blend, item: owner,
                                   masks: [], name: "\(Self.name(item.operation)) \(Self.name(entry.filter)) \(k + 1)", signature: "")
            d.signature = signature(d) + "|soft \(k)"
            d.shared = shared
            return d
        }

        switch entry.filter.kind {
        case .blur(let radius):
            // The fills blurred: the item's own, or those of its layer (each with its own transform
            // and its opacity inside the layer).
            var sources: [(operation: DisplayOperation, transform: MotionTransform, opacity: Double)] = []
            switch item.operation {
            case .fill: sources = [(item.operation, state.transform, 1)]
            case .layer(let layer):
                guard layer.clip == nil, !layer.content.items.isEmpty else { return nil }
                for inner in layer.content.items {
                    let s = inner.state
                    guard s.filters.isEmpty, s.masks.isEmpty, s.clips.isEmpty, s.blendMode == .normal else { return nil }
                    sources.append((inner.operation, s.transform, s.opacity))
                }
            default: return nil
            }
            var placed: [(outline: LottieSoftShape.Outline, transform: MotionTransform, color: MotionColor, device: CGRect)] = []
            for source in sources {
                guard case let .fill(shape, shading, _) = source.operation, case .color(let color) = shading.kind,
                      let outline = LottieSoftShape.Outline(shape) else { return nil }
                placed.append((outline, source.transform, color.opacity(source.opacity), Self.deviceBounds(outline.bounds, source.transform)))
            }
            // Blurred apart, the shapes add up as the blurred layer does only where they do not overlap.
            for i in placed.indices {
                for j in placed.indices where j > i && placed[i].device.intersects(placed[j].device) { return nil }
            }
            var out: [LottieDrawable] = []
            for (index, one) in placed.enumerated() {
                guard let scale = Self.similarityScale(one.transform),
                      let pieces = softPieces(LottieSoftShape(outline: one.outline, sigma: radius * scaleX / scale), color: one.color)
                else { return nil }
                // Each shape's pieces are a drawing of their own (the shapes lie apart).
                let owner = DisplayItem(state: state, operation: sources[index].operation)
                for piece in pieces { out.append(drawable(piece, one.transform, out.count, of: owner)) }
            }
            return out

        case let .shadow(color, radius, x, y, mode, options):
            guard options.isEmpty, mode == .normal, case let .fill(shape, shading, style) = item.operation, !style.isEOFilled,
                  let outline = LottieSoftShape.Outline(shape), let alpha = Self.uniformAlpha(shading),
                  let scale = Self.similarityScale(state.transform), let inverse = state.transform.inverted else { return nil }
            // The offset is in the filter's coordinates; the pieces are in the drawing's.
            let dx = f.a * x + f.c * y, dy = f.b * x + f.d * y
            let ox = inverse.a * dx + inverse.c * dy, oy = inverse.b * dx + inverse.d * dy
            let moved: LottieSoftShape.Outline
            switch outline {
            case let .circle(c, r): moved = .circle(center: CGPoint(x: c.x + ox, y: c.y + oy), radius: r)
            case let .roundedRect(rect, rc): moved = .roundedRect(rect.offsetBy(dx: ox, dy: oy), cornerRadius: rc)
            }
            let shadow = color.opacity(alpha), soft = LottieSoftShape(outline: moved, sigma: radius * scaleX / scale)
            let outside = DisplayClip(shape: shape, transform: state.transform, inverse: true)
            var plain = state
            plain.filters = []
            guard var body = try? drawing(DisplayItem(state: plain, operation: item.operation), masks: []), case .fill = body.content,
                  (try? Self.checkClips(state.clips + [outside])) != nil else { return nil }
            body.item = item
            // Laid side by side, so that fading each piece alone or the lot as a group is the same:
            // under an opaque shape, the shadow only round it; under a translucent colour, round it
            // and, inside it, the shape's colour over the shadow as the pieces' own colours.
            if alpha > 1 - 1e-9, let pieces = softPieces(soft, color: shadow) {
                return pieces.enumerated().map { drawable($1, state.transform, $0, of: item, clip: outside) } + [body]
            }
            if case .color(let fill) = shading.kind, let pieces = softPieces(soft, color: shadow),
               let inner = softPieces(soft, color: shadow, under: fill) {
                let inside = DisplayClip(shape: shape, transform: state.transform)
                return pieces.enumerated().map { drawable($1, state.transform, $0, of: item, clip: outside) }
                    + inner.enumerated().map { drawable($1, state.transform, pieces.count + $0, of: item, clip: inside) }
            }
            // A translucent gradient: the shadow under the shape, faded with it as one layer.
            guard let pieces = softPieces(soft, color: shadow) else { return nil }
            return pieces.enumerated().map { drawable($1, state.transform, $0, of: item, shared: true) } + [body]

        case .colorMatrix:
            return nil
        }
    }

    /// `soft`'s pieces in `color` (under `body`), laid out once for each size of shape and σ
    /// and moved to where the shape is.
    private func softPieces(_ soft: LottieSoftShape, color: MotionColor, under body: MotionColor? = nil) -> [LottieSoftShape.Piece]? {
        let (shape, origin) = soft.atOrigin
        if softLayouts[soft.key] == nil { softLayouts[soft.key] = .some(shape.layout()) }
        guard case let layout?? = softLayouts[soft.key] else { return nil }
        return LottieSoftShape.pieces(layout.moved(by: origin), color: color, under: body)
    }

    /// The scale of a transform that only scales uniformly, rotates, reflects and moves; nil for any other.
    private static func similarityScale(_ t: MotionTransform) -> Double? {
        let x = t.a * t.a + t.b * t.b, y = t.c * t.c + t.d * t.d
        guard x > 0, abs(x - y) <= 1e-9 * x, abs(t.a * t.c + t.b * t.d) <= 1e-9 * x else { return nil }
        return x.squareRoot()
    }

    /// The alpha of every colour of a solid colour or gradient when they all have the same one.
    private static func uniformAlpha(_ shading: Shading) -> Double? {
        let colors: [MotionColor]
        switch shading.kind {
        case .color(let c): colors = [c]
        case let .linear(g, _, _, _), let .radial(g, _, _, _, _, _), let .conic(g, _, _, _), let .elliptical(g, _, _, _, _, _):
            colors = g.stops.map(\.color)
        default: return nil
        }
        guard let first = colors.first?.alpha, colors.allSatisfy({ abs($0.alpha - first) < 1e-9 }) else { return nil }
        return first
    }

    /// The box round `rect` placed by `t`.
    private static func deviceBounds(_ rect: CGRect, _ t: MotionTransform) -> CGRect {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
