import Foundation
import MotionRender

/// One drawing operation with everything it needs (the tiny-skia painter shape): what to draw,
/// the transform and clips it is drawn under, and the global alpha. A scene's canvas paints
/// each command as it is made; an offscreen canvas keeps them and replays them wherever it is
/// drawn, so it stays vector in SVG and PDF output.
struct CanvasCommand: Sendable {
    enum Kind: Sendable {
        case fill(MotionPath, MotionColor, evenOdd: Bool)
        case stroke(MotionPath, MotionColor, StrokeStyle)
        /// One run of text: `anchor` says which point of its line box sits at `point`.
        case text(String, at: CGPoint, font: MotionFont, color: MotionColor, anchor: UnitPoint)
        case image(SVGAsset, in: CGRect)
        /// Another canvas's commands drawn as an image: `mapping` takes that canvas's
        /// coordinates to this one's, and only `visible` (in this canvas's coordinates: the
        /// destination rectangle within the source canvas's bounds) shows.
        case canvas([CanvasCommand], mapping: MotionTransform, visible: CGRect)
    }

    var kind: Kind
    var transform: MotionTransform
    var clips: [CanvasClip]
    var alpha: Double

    /// Draws the command on `root`. `origin` maps the command's transforms to `root`'s output:
    /// nil when they are absolute already (a scene's own canvas), else the transform of the
    /// place the recording is replayed.
    func paint(onto root: MotionCanvas, origin: MotionTransform?) {
        var c = root
        for clip in clips {
            c.context.transform = origin.map { $0.prepending(clip.transform) } ?? clip.transform
            c.clip(to: clip.path)
        }
        c.context.transform = origin.map { $0.prepending(transform) } ?? transform
        switch kind {
        case let .fill(path, color, evenOdd):
            c.fade(alpha)
            c.fill(path, with: color, evenOdd: evenOdd)
        case let .stroke(path, color, style):
            c.fade(alpha)
            c.stroke(path, with: color, style: style)
        case let .text(string, point, font, color, anchor):
            c.fade(alpha)
            c.text(string, at: point, font: font, color: color, anchor: anchor)
        case let .image(asset, rect):
            c.fade(alpha)
            c.image(asset, in: rect)
        case let .canvas(commands, mapping, visible):
            c.clip(to: MotionPath(rect: visible))
            c.drawLayer(opacity: alpha) { layer in
                let inner = layer.context.transform.prepending(mapping)
                for command in commands { command.paint(onto: layer, origin: inner) }
            }
        }
    }
}
