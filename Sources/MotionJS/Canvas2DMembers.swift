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

    private static let ownCanvas = "the scene's own canvas as a source is pending (its pixels exist only once the frame is rendered); draw into an OffscreenCanvas"

    static let all: [Member] = {
        let c = "CanvasRenderingContext2D"
        func a(_ name: String, _ status: Status = .supported) -> Member { Member(owner: c, name: name, kind: .attribute, status: status) }
        func m(_ name: String, _ status: Status = .supported) -> Member { Member(owner: c, name: name, kind: .method, status: status) }
        let pathMethods = ["closePath", "moveTo", "lineTo", "quadraticCurveTo", "bezierCurveTo", "arcTo", "rect", "roundRect", "arc", "ellipse"]
        return [
            a("canvas"),
            m("getContextAttributes"),
            // CanvasState
            m("save"), m("restore"), m("reset"), m("isContextLost"),
            // CanvasTransform
            m("scale"), m("rotate"), m("translate"), m("transform"), m("getTransform"), m("setTransform"), m("resetTransform"),
            // CanvasCompositing
            a("globalAlpha"), a("globalCompositeOperation"),
            // CanvasImageSmoothing
            a("imageSmoothingEnabled"), a("imageSmoothingQuality"),
            // CanvasFillStrokeStyles
            a("strokeStyle"), a("fillStyle"),
            m("createLinearGradient"), m("createRadialGradient"), m("createConicGradient"),
            m("createPattern", .partial("images and offscreen canvases; \(ownCanvas)")),
            // CanvasShadowStyles
            a("shadowOffsetX"), a("shadowOffsetY"), a("shadowBlur"), a("shadowColor"),
            // CanvasFilters
            a("filter", .partial("CSS filter functions; url() references to SVG filters are refused (a scene has no document)")),
            // CanvasRect
            m("clearRect"), m("fillRect"), m("strokeRect"),
            // CanvasDrawPath
            m("beginPath"), m("fill"), m("stroke"), m("clip"),
            m("isPointInPath"), m("isPointInStroke"),
            // CanvasUserInterface
            m("drawFocusIfNeeded", .unavailable("a scene has no focus")), m("scrollPathIntoView", .unavailable("a scene has no page to scroll")),
            // CanvasText
            m("fillText"), m("strokeText", .partial("with a colour; a gradient or pattern strokeStyle is pending (MotionCanvas strokes text with a colour)")),
            m("measureText"),
            // CanvasDrawImage
            m("drawImage", .partial("SVG, PNG, JPEG and WebP images and offscreen canvases; \(ownCanvas)")),
            // CanvasImageData
            m("createImageData"),
            m("getImageData", .partial("offscreen canvases, and a scene's canvas in PNG output (SVG and PDF have no pixels)")),
            m("putImageData"),
            // CanvasPathDrawingStyles
            a("lineWidth"), a("lineCap"), a("lineJoin"), a("miterLimit"), m("setLineDash"), m("getLineDash"), a("lineDashOffset"),
            // CanvasTextDrawingStyles
            a("font", .partial("every part but a stretch other than normal (the project's fonts have one width); the first family is drawn")),
            a("textAlign"), a("textBaseline"), a("direction"), a("letterSpacing"), a("wordSpacing"),
            a("fontKerning"), a("fontStretch", .partial("'normal' only (the project's fonts have one width)")), a("fontVariantCaps"),
            a("textRendering"), a("lang", .partial("'inherit' only: text is shaped for the scene's locale (RenderOptions.locale)")),
        ] + pathMethods.map { m($0) } + [
            Member(owner: "OffscreenCanvas", name: "width", kind: .attribute, status: .supported),
            Member(owner: "OffscreenCanvas", name: "height", kind: .attribute, status: .supported),
            Member(owner: "OffscreenCanvas", name: "getContext", kind: .method, status: .partial("'2d' only")),
            Member(owner: "OffscreenCanvas", name: "convertToBlob", kind: .method, status: .pending("encoding a canvas to a file is done by rendering the scene")),
            Member(owner: "OffscreenCanvas", name: "transferToImageBitmap", kind: .method, status: .pending("ImageBitmap objects are not made; draw the canvas itself with drawImage")),
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
