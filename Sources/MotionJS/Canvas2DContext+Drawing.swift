import Foundation
import MotionRender

/// What one drawing call of a canvas context draws (its geometry and paint); the context's
/// state (transform, clips, alpha, effects) is applied when it is drawn.
enum CanvasOperation: Sendable {
    case fill(MotionPath, Shading, evenOdd: Bool)
    case stroke(MotionPath, Shading, StrokeStyle)
    /// A `fillText` or `strokeText` call.
    case text(CanvasText)
    /// An image: the whole of it in `rect` (`source` nil), or its part `source` (in the
    /// image's points) scaled into `rect`.
    case image(any ImageAsset, source: CGRect?, in: CGRect)
    /// Another canvas's drawing drawn as an image: `mapping` takes that canvas's coordinates to
    /// this one's, and only `visible` (in this canvas's coordinates: the destination rectangle
    /// within the source canvas's bounds) shows.
    case canvas(DisplayList, mapping: MotionTransform, visible: CGRect)
    /// `clearRect`: the rectangle becomes transparent black (on a scene's canvas the page
    /// behind it shows: the palette's background), whatever the alpha, shadow or blend mode.
    case clear(CGRect, page: MotionColor?)
    /// `putImageData`: pixels replacing what is there, in canvas pixels, whatever the state.
    case pixels(BitmapAsset, in: CGRect)
}

extension Canvas2DContext {
    /// Draws `operation` under the current device transform (or `transform`), clips, global
    /// alpha and effects.
    func emit(_ operation: CanvasOperation, transform: MotionTransform? = nil) throws {
        let transform = transform ?? state.device, clips = state.clips, alpha = state.globalAlpha
        let effects = state.effects(space: surface.origin)
        try surface.draw { root in Self.draw(operation, transform: transform, clips: clips, alpha: alpha, effects: effects, on: root) }
    }

    /// Draws `operation` on `root` with a state of its own: the clips, then the effects (the
    /// shadow on its own first where a canvas composites it apart), the transform, the alpha.
    static func draw(_ operation: CanvasOperation, transform: MotionTransform, clips: [CanvasClip], alpha: Double,
                     effects: CanvasEffects, on root: MotionCanvas) {
        var c = root
        for clip in clips {
            c.context.transform = clip.transform
            c.clip(to: clip.path, style: FillStyle(eoFill: clip.evenOdd))
        }
        switch operation {
        case let .clear(rect, page):
            c.context.transform = transform
            var cleared = c
            cleared.blendMode = .clear
            cleared.rect(rect, .black)
            if let page { c.rect(rect, page) }
            return
        case let .pixels(bitmap, rect):
            c.context.transform = effects.space
            c.clip(to: MotionPath(rect: rect))
            c.blendMode = .copy
            c.imageInterpolation = .none
            c.image(bitmap, in: rect)
            return
        default:
            break
        }
        if let shadow = effects.shadow, shadow.isDrawn, effects.drawsShadowApart(alpha: alpha) {
            var shade = c
            effects.apply(to: &shade, space: effects.space, shadow: .only)
            paint(operation, transform: transform, alpha: alpha, on: shade)
            effects.apply(to: &c, space: effects.space, shadow: .none)
        } else {
            effects.apply(to: &c, space: effects.space, shadow: effects.shadow?.isDrawn == true ? .with : .none)
        }
        paint(operation, transform: transform, alpha: alpha, on: c)
    }

    private static func paint(_ operation: CanvasOperation, transform: MotionTransform, alpha: Double, on root: MotionCanvas) {
        var c = root
        c.context.transform = transform
        switch operation {
        case let .fill(path, shading, evenOdd):
            c.fade(alpha)
            c.fill(path, with: shading, style: FillStyle(eoFill: evenOdd))
        case let .stroke(path, shading, style):
            c.fade(alpha)
            c.stroke(path, with: shading, style: style)
        case let .text(text):
            c.fade(alpha)
            text.draw(on: c)
        case let .image(asset, source, rect):
            c.fade(alpha)
            if let source { c.image(asset, from: source, in: rect) } else { c.image(asset, in: rect) }
        case let .canvas(list, mapping, visible):
            c.clip(to: MotionPath(rect: visible))
            c.drawLayer(list, mapping: mapping, opacity: alpha)
        case .clear, .pixels:
            break
        }
    }
}
