/// Every member of the HTML canvas 2D API (the `CanvasRenderingContext2D`, `OffscreenCanvas` and
/// `Path2D` interfaces) and how far this renderer supports it. One table, so a feature that
/// lands in MotionCanvas moves from `pending` to `supported` here and nowhere else.
///
/// A pending or unavailable member fails loudly on any read, write or call: a
/// `NotSupportedError` naming it, which the scene's error reports with the file, line, scene
/// and time. A partial member works for the values noted and throws for the others.
enum Canvas2DMembers {
    enum Kind: Sendable { case attribute, method }

    enum Status: Sendable, Equatable {
        /// Implemented as the specification says.
        case supported
        /// Implemented for some values; the note says which, and the others throw.
        case partial(String)
        /// Not implemented until MotionCanvas has the feature the note names.
        case pending(String)
        /// Meaningless in a scene (no page, no focus, no events).
        case unavailable(String)
    }

    struct Member: Sendable {
        let owner: String
        let name: String
        let kind: Kind
        let status: Status

        /// The error message for a pending or unavailable member, nil otherwise.
        var refusal: String? {
            switch status {
            case .pending(let why): return "\(owner).\(name) is not supported yet: \(why)"
            case .unavailable(let why): return "\(owner).\(name) is not available in a scene: \(why)"
            case .supported, .partial: return nil
            }
        }
    }

    private static let gradients = "gradients and patterns come with the drawing-model work (MotionCanvas fills with solid colours only)"
    private static let shadows = "shadows come with the drawing-model work (MotionCanvas has no shadow filter)"
    private static let pixels = "writing pixels needs bitmap images, which come with the drawing-model work"

    static let all: [Member] = {
        let c = "CanvasRenderingContext2D"
        func a(_ name: String, _ status: Status = .supported) -> Member { Member(owner: c, name: name, kind: .attribute, status: status) }
        func m(_ name: String, _ status: Status = .supported) -> Member { Member(owner: c, name: name, kind: .method, status: status) }
        let pathMethods = ["closePath", "moveTo", "lineTo", "quadraticCurveTo", "bezierCurveTo", "arcTo", "rect", "roundRect", "arc", "ellipse"]
        return [
            a("canvas"),
            m("getContextAttributes"),
            // CanvasState
            m("save"), m("restore"), m("reset", .partial("clears only while nothing is drawn on a scene's canvas")), m("isContextLost"),
            // CanvasTransform
            m("scale"), m("rotate"), m("translate"), m("transform"), m("getTransform"), m("setTransform"), m("resetTransform"),
            // CanvasCompositing
            a("globalAlpha"), a("globalCompositeOperation", .partial("'source-over' only; other blend modes come with the drawing-model work")),
            // CanvasImageSmoothing
            a("imageSmoothingEnabled", .partial("true only; images are vector (SVG and canvases)")),
            a("imageSmoothingQuality", .partial("'low' only; images are vector (SVG and canvases)")),
            // CanvasFillStrokeStyles
            a("strokeStyle", .partial("CSS colours; gradients and patterns are pending")),
            a("fillStyle", .partial("CSS colours; gradients and patterns are pending")),
            m("createLinearGradient", .pending(gradients)), m("createRadialGradient", .pending(gradients)),
            m("createConicGradient", .pending(gradients)), m("createPattern", .pending(gradients)),
            // CanvasShadowStyles
            a("shadowOffsetX", .pending(shadows)), a("shadowOffsetY", .pending(shadows)), a("shadowBlur", .pending(shadows)),
            a("shadowColor", .pending(shadows)),
            // CanvasFilters
            a("filter", .partial("'none' only; filters come with the drawing-model work")),
            // CanvasRect
            m("clearRect", .partial("the whole canvas, or any part while nothing is drawn; erasing part of a drawing is pending")),
            m("fillRect"), m("strokeRect"),
            // CanvasDrawPath
            m("beginPath"), m("fill"), m("stroke"), m("clip", .partial("non-zero rule; 'evenodd' clips come with the drawing-model work")),
            m("isPointInPath"), m("isPointInStroke"),
            // CanvasUserInterface
            m("drawFocusIfNeeded", .unavailable("a scene has no focus")), m("scrollPathIntoView", .unavailable("a scene has no page to scroll")),
            // CanvasText
            m("fillText"), m("strokeText", .pending("outlined text needs text outlines in MotionCanvas (the text-layout work)")),
            m("measureText", .partial("width, font and em boxes and baselines; the ink box (actualBoundingBox*) is pending")),
            // CanvasDrawImage
            m("drawImage", .partial("SVG images and canvases; bitmap images come with the drawing-model work")),
            // CanvasImageData
            m("createImageData"),
            m("getImageData", .partial("offscreen canvases; a scene's own canvas has no pixels until the frame is rendered")),
            m("putImageData", .pending(pixels)),
            // CanvasPathDrawingStyles
            a("lineWidth"), a("lineCap"), a("lineJoin"), a("miterLimit"), m("setLineDash"), m("getLineDash"), a("lineDashOffset"),
            // CanvasTextDrawingStyles
            a("font", .partial("no italic, small caps or stretch yet (MotionFont has family, weight and size)")),
            a("textAlign"), a("textBaseline"), a("direction"), a("letterSpacing"), a("wordSpacing"),
            a("fontKerning", .partial("'auto' and 'none' (text is not kerned yet)")),
            a("fontStretch", .partial("'normal' only")), a("fontVariantCaps", .partial("'normal' only")),
            a("textRendering", .partial("'auto' only")), a("lang", .partial("'inherit' only (language-specific shaping is pending)")),
        ] + pathMethods.map { m($0) } + [
            Member(owner: "OffscreenCanvas", name: "width", kind: .attribute, status: .supported),
            Member(owner: "OffscreenCanvas", name: "height", kind: .attribute, status: .supported),
            Member(owner: "OffscreenCanvas", name: "getContext", kind: .method, status: .partial("'2d' only")),
            Member(owner: "OffscreenCanvas", name: "convertToBlob", kind: .method, status: .pending("encoding a canvas to a file is done by rendering the scene")),
            Member(owner: "OffscreenCanvas", name: "transferToImageBitmap", kind: .method, status: .pending("bitmap images come with the drawing-model work")),
            Member(owner: "OffscreenCanvas", name: "toDataURL", kind: .method, status: .pending("encoding a canvas to a file is done by rendering the scene")),
            Member(owner: "OffscreenCanvas", name: "toBlob", kind: .method, status: .pending("encoding a canvas to a file is done by rendering the scene")),
            Member(owner: "Path2D", name: "addPath", kind: .method, status: .supported),
        ] + pathMethods.map { Member(owner: "Path2D", name: $0, kind: .method, status: .supported) }
    }()

    /// `[owner, name, message]` for every member that must fail loudly (the prelude defines them).
    static var refusals: [[String]] {
        all.compactMap { member in member.refusal.map { [member.owner, member.name, $0] } }
    }
}
