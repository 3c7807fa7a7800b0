import Foundation
import MotionCore

/// What one display item draws. The larger operations are stored out of line, so an item stays
/// small to copy.
public enum DisplayOperation: Hashable, Sendable {
    /// A shape filled with a shading (``/MotionGraphics/Shading/foreground`` already resolved).
    case fill(DisplayShape, Shading, FillStyle)
    /// A path stroked with a shading.
    case stroke(MotionPath, Shading, StrokeStyle)
    /// A laid-out text painted with a shading.
    indirect case text(DisplayText, Shading)
    /// An image scaled into `destination` (the drawing's coordinates): all of it (`source` nil),
    /// or its part `source` (in the image's points). Both rectangles have positive sizes.
    case image(DisplayImage, source: CGRect?, destination: CGRect)
    /// A group of items drawn as one.
    indirect case layer(DisplayLayer)
    /// The whole clip region painted with a colour, as is (a frame's background, a scene's
    /// background in another scene).
    case paint(MotionColor)
    /// Pixels (straight RGBA) replacing what is there, their top-left at `(x, y)` in output
    /// units, whatever the state (canvas `putImageData`).
    indirect case pixels(RasterImage, x: Int, y: Int)
    /// A mask made here, for the items after it.
    indirect case mask(DisplayMask)

    /// Items in the lists this operation holds.
    public var nestedCount: Int {
        switch self {
        case .layer(let layer): return layer.content.totalCount
        case .mask(let mask):
            switch mask.kind {
            case let .alpha(list, _, _), let .luminance(list, _, _): return list.totalCount
            case .path: return 0
            }
        default: return 0
        }
    }

    /// The list the operation holds, if any.
    public var nestedList: DisplayList? {
        switch self {
        case .layer(let layer): return layer.content
        case .mask(let mask):
            switch mask.kind {
            case let .alpha(list, _, _), let .luminance(list, _, _): return list
            case .path: return nil
            }
        default: return nil
        }
    }

    /// The operation with its nested list emptied (to tell whether two operations differ only
    /// inside their lists).
    var withoutNestedList: DisplayOperation {
        switch self {
        case .layer(let layer): return .layer(DisplayLayer(content: DisplayList(), clip: layer.clip, scene: layer.scene))
        case .mask(let mask):
            switch mask.kind {
            case let .alpha(_, opacity, inverse): return .mask(DisplayMask(id: mask.id, kind: .alpha(DisplayList(), opacity: opacity, inverse: inverse)))
            case let .luminance(_, opacity, inverse): return .mask(DisplayMask(id: mask.id, kind: .luminance(DisplayList(), opacity: opacity, inverse: inverse)))
            case .path: return self
            }
        default: return self
        }
    }

    /// "fill", "stroke", "text", "image", "layer", "paint", "pixels" or "mask".
    public var name: String {
        switch self {
        case .fill: return "fill"
        case .stroke: return "stroke"
        case .text: return "text"
        case .image: return "image"
        case .layer: return "layer"
        case .paint: return "paint"
        case .pixels: return "pixels"
        case .mask: return "mask"
        }
    }

    /// One line: "fill #F6EB5C", "text \"Level 5\" #1C1B1F", "image pieces/wK.svg", "layer of 12 items".
    public var summary: String {
        switch self {
        case let .fill(shape, shading, _): return "fill \(Self.describe(shading)) \(Self.describe(shape))"
        case let .stroke(_, shading, style): return "stroke \(DisplayNumber.text(style.lineWidth)) pt \(Self.describe(shading))"
        case let .text(text, shading): return "text \"\(TextLayoutRequest.excerpt(text.request.string))\" \(Self.describe(shading))"
        case let .image(image, _, destination): return "image \(image.asset.name) in \(Self.describe(destination))"
        case .layer(let layer): return "layer of \(layer.content.totalCount) items"
        case .paint(let color): return "paint \(color)"
        case let .pixels(image, x, y): return "pixels \(image.width)x\(image.height) at (\(x), \(y))"
        case .mask(let mask): return "mask \(mask.id)"
        }
    }

    /// What tells `self` from `other` when it is the operation (nil when the operations are equal).
    func contrast(with other: DisplayOperation) -> String? {
        guard self != other else { return nil }
        switch (self, other) {
        case let (.fill(s1, h1, f1), .fill(s2, h2, f2)):
            if h1 != h2 { return "fill " + Self.contrast(h1, h2) }
            if s1 != s2 { return "fill shape \(Self.describe(s1)) vs \(Self.describe(s2))" }
            return "fill rule \(f1.isEOFilled ? "even-odd" : "non-zero") vs \(f2.isEOFilled ? "even-odd" : "non-zero")"
        case let (.stroke(p1, h1, s1), .stroke(p2, h2, s2)):
            if h1 != h2 { return "stroke " + Self.contrast(h1, h2) }
            if s1.lineWidth != s2.lineWidth {
                let (a, b) = DisplayNumber.pair(s1.lineWidth, s2.lineWidth)
                return "stroke width \(a) vs \(b)"
            }
            if s1 != s2 { return "stroke style \(s1) vs \(s2)" }
            return "stroke path \(Self.describe(.path(p1))) vs \(Self.describe(.path(p2)))"
        case let (.text(t1, h1), .text(t2, h2)):
            if t1.request.string != t2.request.string { return "text \"\(t1.request.string)\" vs \"\(t2.request.string)\"" }
            if h1 != h2 { return "text " + Self.contrast(h1, h2) }
            if t1.origin != t2.origin { return "text at \(Self.describe(t1.origin)) vs \(Self.describe(t2.origin))" }
            return "text layout \(t1.request.font) vs \(t2.request.font)"
        case let (.image(i1, s1, d1), .image(i2, s2, d2)):
            if i1 != i2 { return "image \(i1.asset.name) vs \(i2.asset.name)" }
            if d1 != d2 { return "image in \(Self.describe(d1)) vs \(Self.describe(d2))" }
            return "image source \(s1.map(Self.describe) ?? "all") vs \(s2.map(Self.describe) ?? "all")"
        case let (.paint(c1), .paint(c2)):
            return "paint " + Self.contrast(.color(c1), .color(c2))
        case let (.layer(l1), .layer(l2)) where l1.content.totalCount != l2.content.totalCount:
            return "layer of \(l1.content.totalCount) vs \(l2.content.totalCount) items"
        default:
            return self.name == other.name ? "\(name) \(summary) vs \(other.summary)" : "\(summary) vs \(other.summary)"
        }
    }

    static func describe(_ shading: Shading) -> String {
        switch shading.kind {
        case .color(let color): return "\(color)"
        case .foreground: return "foreground"
        case .linear: return "linear gradient"
        case .radial: return "radial gradient"
        case .conic: return "conic gradient"
        case .elliptical: return "elliptical gradient"
        case .tiledImage(let tile): return "tiled \(tile.image.name)"
        }
    }

    /// "colour #F6EB5C vs #F6EB5D" (exact components when the hex forms agree), or the kinds.
    static func contrast(_ a: Shading, _ b: Shading) -> String {
        if case .color(let x) = a.kind, case .color(let y) = b.kind {
            let (p, q) = ("\(x)", "\(y)")
            if p != q { return "colour \(p) vs \(q)" }
            return "colour (\(x.red), \(x.green), \(x.blue), \(x.alpha)) vs (\(y.red), \(y.green), \(y.blue), \(y.alpha))"
        }
        let (p, q) = (describe(a), describe(b))
        return p == q ? "\(p) (different stops or geometry)" : "\(p) vs \(q)"
    }

    static func describe(_ shape: DisplayShape) -> String {
        switch shape {
        case let .circle(center, radius): return "circle at \(describe(center)) r \(DisplayNumber.text(radius))"
        case .path(let path):
            // A full turn of one arc reads as the circle it is.
            if case let .arc(center, radius, a0, a1, _)? = path.elements.first, abs(a1 - a0) >= 2 * .pi - 1e-9,
               path.elements.dropFirst().allSatisfy({ $0 == .close }) {
                return describe(.circle(center: center, radius: radius))
            }
            return "path of \(path.elements.count) elements in \(describe(path.boundingRect))"
        case .rectangle(let rect): return "rectangle \(describe(rect))"
        }
    }

    static func describe(_ p: CGPoint) -> String { "(\(DisplayNumber.text(p.x)), \(DisplayNumber.text(p.y)))" }

    static func describe(_ r: CGRect) -> String {
        "(\(DisplayNumber.text(r.minX)), \(DisplayNumber.text(r.minY)), \(DisplayNumber.text(r.width)) × \(DisplayNumber.text(r.height)))"
    }
}
