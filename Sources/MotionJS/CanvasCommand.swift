import Foundation
import MotionRender

/// One drawing operation with everything it needs (the tiny-skia painter shape): what to draw,
/// the transform and clips it is drawn under, the global alpha and the effects (blend mode,
/// filter, shadow, smoothing). A scene's canvas paints each command as it is made; an offscreen
/// canvas keeps them and replays them wherever it is drawn, so it stays vector in SVG and PDF.
struct CanvasCommand: Sendable {
    enum Kind: Sendable {
        case fill(MotionPath, Shading, evenOdd: Bool)
        case stroke(MotionPath, Shading, StrokeStyle)
        /// A `fillText` or `strokeText` call.
        case text(CanvasText)
        /// An image: the whole of it in `rect` (`source` nil), or its part `source` (in the
        /// image's points) scaled into `rect`.
        case image(any ImageAsset, source: CGRect?, in: CGRect)
        /// Another canvas's commands drawn as an image: `mapping` takes that canvas's
        /// coordinates to this one's, and only `visible` (in this canvas's coordinates: the
        /// destination rectangle within the source canvas's bounds) shows.
        case canvas([CanvasCommand], mapping: MotionTransform, visible: CGRect)
        /// `clearRect`: the rectangle becomes transparent black (on a scene's canvas the page
        /// behind it shows: the palette's background), whatever the alpha, shadow or blend mode.
        case clear(CGRect, page: MotionColor?)
        /// `putImageData`: pixels replacing what is there, in canvas pixels, whatever the state.
        case pixels(BitmapAsset, in: CGRect)
    }

    var kind: Kind
    var transform: MotionTransform
    var clips: [CanvasClip]
    var alpha: Double
    var effects = CanvasEffects()

    /// Draws the command on `root`. `origin` maps the command's transforms to `root`'s output:
    /// nil when they are absolute already (a scene's own canvas), else the transform of the
    /// place the recording is replayed.
    func paint(onto root: MotionCanvas, origin: MotionTransform?) {
        var c = root
        let place = { (t: MotionTransform) in origin.map { $0.prepending(t) } ?? t }
        for clip in clips {
            c.context.transform = place(clip.transform)
            c.clip(to: clip.path, style: FillStyle(eoFill: clip.evenOdd))
        }
        switch kind {
        case let .clear(rect, page):
            c.context.transform = place(transform)
            var cleared = c
            cleared.blendMode = .clear
            cleared.rect(rect, .black)
            if let page { c.rect(rect, page) }
            return
        case let .pixels(bitmap, rect):
            c.context.transform = place(effects.space)
            c.clip(to: MotionPath(rect: rect))
            c.blendMode = .copy
            c.imageInterpolation = .none
            c.image(bitmap, in: rect)
            return
        default:
            break
        }
        let space = place(effects.space)
        if let shadow = effects.shadow, shadow.isDrawn, effects.drawsShadowApart(alpha: alpha) {
            var shade = c
            effects.apply(to: &shade, space: space, shadow: .only)
            draw(on: shade, place)
            effects.apply(to: &c, space: space, shadow: .none)
        } else {
            effects.apply(to: &c, space: space, shadow: effects.shadow?.isDrawn == true ? .with : .none)
        }
        draw(on: c, place)
    }

    private func draw(on root: MotionCanvas, _ place: (MotionTransform) -> MotionTransform) {
        var c = root
        c.context.transform = place(transform)
        switch kind {
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
        case let .canvas(commands, mapping, visible):
            c.clip(to: MotionPath(rect: visible))
            c.drawLayer(opacity: alpha) { layer in
                let inner = layer.context.transform.prepending(mapping)
                for command in commands { command.paint(onto: layer, origin: inner) }
            }
        case .clear, .pixels:
            break
        }
    }
}
