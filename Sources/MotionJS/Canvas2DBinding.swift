internal import CJavaScriptCore
import Foundation
import MotionRender

/// The native side of `CanvasRenderingContext2D`: functions called with a context handle as
/// `this`, converting their arguments as Web IDL says and calling ``Canvas2DContext``. The
/// prelude's JavaScript class wraps them (a plain object, whose properties the JIT can cache);
/// the path methods are shared with `Path2D` (``PathBinding``); pending members come from
/// ``Canvas2DMembers``.
enum Canvas2DBinding {

    typealias Body = (Canvas2DContext, JSArguments) throws -> JSValueRef?

    /// A method: `this` must be a context.
    /// A method: `this` must be a context. `packed` methods read their numbers from the
    /// realm's shared array (see ``JSArguments``).
    static func method(_ ctx: JSContextRef?, _ this: JSObjectRef?, _ count: Int, _ arguments: UnsafePointer<JSValueRef?>?,
                       _ exception: UnsafeMutablePointer<JSValueRef?>?, packed: Bool = false, _ body: Body) -> JSValueRef? {
        NativeCall.run(ctx, exception) { ctx in
            guard let context = NativeObject.this(this, as: Canvas2DContext.self) else { throw ScriptThrow.typeError("Illegal invocation") }
            return try body(context, JSArguments(ctx, count, arguments, packed: packed ? context.numbers : nil))
        }
    }

    /// An attribute getter (a function of the handle).
    static func getter(_ ctx: JSContextRef?, _ this: JSObjectRef?, _ count: Int, _ arguments: UnsafePointer<JSValueRef?>?,
                       _ exception: UnsafeMutablePointer<JSValueRef?>?, _ body: (Canvas2DContext, JSContextRef) throws -> JSValueRef?) -> JSValueRef? {
        method(ctx, this, count, arguments, exception) { g, args in try body(g, args.ctx) }
    }

    /// An attribute setter: the value is the first argument.
    static func setter(_ ctx: JSContextRef?, _ this: JSObjectRef?, _ count: Int, _ arguments: UnsafePointer<JSValueRef?>?,
                       _ exception: UnsafeMutablePointer<JSValueRef?>?,
                       _ body: (Canvas2DContext, JSContextRef, JSValueRef?) throws -> Void) -> JSValueRef? {
        method(ctx, this, count, arguments, exception) { g, args in
            try body(g, args.ctx, args[0] ?? NativeCall.undefined)
            return nil
        }
    }

    /// An enumerated string attribute: valid values are stored, others ignored (as the
    /// specification says); `refuse` lists valid values this renderer cannot honour yet.
    static func setKeyword(_ ctx: JSContextRef, _ value: JSValueRef?, valid: Set<String>, refuse: Set<String> = [], member: String,
                           _ store: (String) -> Void) throws {
        let text = try NativeCall.string(ctx, value)
        guard valid.contains(text) else { return }
        if refuse.contains(text) {
            throw ScriptThrow.unsupported("CanvasRenderingContext2D.\(member) = '\(text)' is not supported yet")
        }
        store(text)
    }

    // MARK: - Attributes

    static let attributes: [NativeClass.Attribute] = [
        ("globalCompositeOperation", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.compositeOperation, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             let name = try NativeCall.string(ctx, v)
             // Compositing and Blending's <composite-mode> names beyond the canvas table's.
             if name == "plus-darker" {
                 throw ScriptThrow.unsupported("CanvasRenderingContext2D.globalCompositeOperation = 'plus-darker' is not supported (cairo has no operator for it)")
             }
             guard let mode = BlendMode(canvasName: name) ?? (name == "clear" ? .clear : name == "plus-lighter" ? .plusLighter : nil) else { return }
             g.state.compositeOperation = name
             g.state.blendMode = mode
         } }),
        ("imageSmoothingEnabled", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in jsc.JSValueMakeBoolean(ctx, g.state.imageSmoothingEnabled) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in g.state.imageSmoothingEnabled = jsc.JSValueToBoolean(ctx, v) } }),
        ("imageSmoothingQuality", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.imageSmoothingQuality, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             try setKeyword(ctx, v, valid: ["low", "medium", "high"], member: "imageSmoothingQuality") { g.state.imageSmoothingQuality = $0 }
         } }),
        // A gradient or pattern arrives as its handle; the setter answers whether it stored the
        // value (the prelude keeps the object the getter returns).
        ("fillStyle", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in paintValue(g.state.fillStyle, ctx) } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in jsc.JSValueMakeNumber(args.ctx, Double(try paint(g, args, &g.state.fillStyle, "fillStyle"))) } }),
        ("strokeStyle", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in paintValue(g.state.strokeStyle, ctx) } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in jsc.JSValueMakeNumber(args.ctx, Double(try paint(g, args, &g.state.strokeStyle, "strokeStyle"))) } }),
        ("shadowColor", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.shadow.color.serialized, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in if let color = try style(g, ctx, v, "shadowColor") { g.state.shadow.color = color } } }),
        ("filter", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.filterText, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             let text = try NativeCall.string(ctx, v)
             switch CSSFilter.parse(text) {
             case .invalid: return
             case .unsupported(let what): throw ScriptThrow.unsupported("CanvasRenderingContext2D.filter = '\(text)': \(what) are not supported")
             case .tooLong:
                 throw ScriptThrow.rangeError("CanvasRenderingContext2D.filter: a list of more than \(RenderLimits.filterChain) filter functions, over the limit (RenderLimits.filterChain)")
             case .filters(let filters):
                 g.state.filters = filters
                 g.state.filterText = text
             }
         } }),
        ("lineCap", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.lineCap.rawValue, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             try setKeyword(ctx, v, valid: ["butt", "round", "square"], member: "lineCap") { g.state.lineCap = LineCap(rawValue: $0) ?? .butt }
         } }),
        ("lineJoin", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.lineJoin.rawValue, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             try setKeyword(ctx, v, valid: ["round", "bevel", "miter"], member: "lineJoin") { g.state.lineJoin = LineJoin(rawValue: $0) ?? .miter }
         } }),
        ("font", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.font.serialized, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             let text = try NativeCall.string(ctx, v)
             let parsed = g.realm?.fonts.value(text) { CSSFont.parse(text) } ?? CSSFont.parse(text)
             switch parsed {
             case .invalid: return
             case .unsupported(let what):
                 throw ScriptThrow.unsupported("CanvasRenderingContext2D.font = '\(text)': \(what) is not supported")
             case .font(let font):
                 if let feature = font.unsupportedFeature {
                     throw ScriptThrow.unsupported("CanvasRenderingContext2D.font = '\(text)': \(feature) is not supported yet")
                 }
                 g.state.font = font
             }
         } }),
        ("textAlign", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.textAlign, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             try setKeyword(ctx, v, valid: ["start", "end", "left", "right", "center"], member: "textAlign") { g.state.textAlign = $0 }
         } }),
        ("textBaseline", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.textBaseline, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             try setKeyword(ctx, v, valid: ["top", "hanging", "middle", "alphabetic", "ideographic", "bottom"], member: "textBaseline") { g.state.textBaseline = $0 }
         } }),
        ("direction", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.direction, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             try setKeyword(ctx, v, valid: ["ltr", "rtl", "inherit"], member: "direction") { g.state.direction = $0 }
         } }),
        ("letterSpacing", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.letterSpacing.serialized, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             if let length = CSSLength.parse(try NativeCall.string(ctx, v)) { g.state.letterSpacing = length }
         } }),
        ("wordSpacing", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.wordSpacing.serialized, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             if let length = CSSLength.parse(try NativeCall.string(ctx, v)) { g.state.wordSpacing = length }
         } }),
        ("fontKerning", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.fontKerning, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             try setKeyword(ctx, v, valid: ["auto", "normal", "none"], member: "fontKerning") { g.state.fontKerning = $0 }
         } }),
        ("fontStretch", { c, _, t, n, a, e in getter(c, t, n, a, e) { _, ctx in JSText.value("normal", ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { _, ctx, v in
             let stretches: Set<String> = ["ultra-condensed", "extra-condensed", "condensed", "semi-condensed", "normal", "semi-expanded", "expanded", "extra-expanded", "ultra-expanded"]
             try setKeyword(ctx, v, valid: stretches, refuse: stretches.subtracting(["normal"]), member: "fontStretch") { _ in }
         } }),
        ("fontVariantCaps", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.fontVariantCaps, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             let caps: Set<String> = ["normal", "small-caps", "all-small-caps", "petite-caps", "all-petite-caps", "unicase", "titling-caps"]
             try setKeyword(ctx, v, valid: caps, member: "fontVariantCaps") { g.state.fontVariantCaps = $0 }
         } }),
        ("textRendering", { c, _, t, n, a, e in getter(c, t, n, a, e) { g, ctx in JSText.value(g.state.textRendering, ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { g, ctx, v in
             let modes: Set<String> = ["auto", "optimizeSpeed", "optimizeLegibility", "geometricPrecision"]
             try setKeyword(ctx, v, valid: modes, member: "textRendering") { g.state.textRendering = $0 }
         } }),
        ("lang", { c, _, t, n, a, e in getter(c, t, n, a, e) { _, ctx in JSText.value("inherit", ctx) } },
         { c, _, t, n, a, e in setter(c, t, n, a, e) { _, ctx, v in
             let text = try NativeCall.string(ctx, v)
             if text != "inherit" {
                 throw ScriptThrow.unsupported("CanvasRenderingContext2D.lang = '\(text)' is not supported: text is shaped for the scene's locale (RenderOptions.locale, --locale)")
             }
         } }),
        // Numbers travel in slot 0 of the shared numbers (see ``JSArguments``).
        ("globalAlpha", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.numbers[0] = g.state.globalAlpha; return nil } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in
             let alpha = g.numbers[0]
             if alpha.isFinite, alpha >= 0, alpha <= 1 { g.state.globalAlpha = alpha }
             return nil
         } }),
        ("lineWidth", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.numbers[0] = g.state.lineWidth; return nil } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in
             let width = g.numbers[0]
             if width.isFinite, width > 0 { g.state.lineWidth = width }
             return nil
         } }),
        ("miterLimit", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.numbers[0] = g.state.miterLimit; return nil } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in
             let limit = g.numbers[0]
             if limit.isFinite, limit > 0 { g.state.miterLimit = limit }
             return nil
         } }),
        ("shadowBlur", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.numbers[0] = g.state.shadow.blur; return nil } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in
             let blur = g.numbers[0]
             if blur.isFinite, blur >= 0 { g.state.shadow.blur = blur }
             return nil
         } }),
        ("shadowOffsetX", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.numbers[0] = g.state.shadow.offsetX; return nil } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in
             if g.numbers[0].isFinite { g.state.shadow.offsetX = g.numbers[0] }
             return nil
         } }),
        ("shadowOffsetY", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.numbers[0] = g.state.shadow.offsetY; return nil } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in
             if g.numbers[0].isFinite { g.state.shadow.offsetY = g.numbers[0] }
             return nil
         } }),
        ("lineDashOffset", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.numbers[0] = g.state.lineDashOffset; return nil } },
         { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in
             let offset = g.numbers[0]
             if offset.isFinite { g.state.lineDashOffset = offset }
             return nil
         } }),
    ]

    /// The attributes whose value travels in slot 0 of the shared numbers.
    static let packedAttributes = ["globalAlpha", "lineWidth", "miterLimit", "lineDashOffset", "shadowBlur", "shadowOffsetX", "shadowOffsetY"]

    /// A `fillStyle`/`strokeStyle` assignment into `paint`: a gradient's or pattern's handle, or
    /// a colour string. Returns -1 when the value was ignored (an invalid colour), 0 for a colour
    /// stored, else the token the prelude maps to the object (the getter returns it).
    static func paint(_ g: Canvas2DContext, _ args: JSArguments, _ paint: inout CanvasPaint, _ member: String) throws -> Int {
        let object: (any CanvasStyleObject)? = NativeObject.argument(args.ctx, args[0], as: CanvasGradientObject.self)
            ?? NativeObject.argument(args.ctx, args[0], as: CanvasPatternObject.self)
        if let object {
            paint.object = object
            paint.token = g.nextPaintToken()
            return paint.token
        }
        guard let color = try style(g, args.ctx, args[0] ?? NativeCall.undefined, member) else { return -1 }
        paint = CanvasPaint(color: color, object: nil)
        return 0
    }

    /// What a paint attribute reads back: its object's token (a number), or its colour.
    static func paintValue(_ paint: CanvasPaint, _ ctx: JSContextRef) -> JSValueRef {
        paint.object != nil ? jsc.JSValueMakeNumber(ctx, Double(paint.token))! : JSText.value(paint.color.serialized, ctx)
    }

    /// A colour assignment: a colour, nil for a value to ignore, or a loud error for what is
    /// valid but not drawable yet.
    static func style(_ g: Canvas2DContext, _ ctx: JSContextRef, _ value: JSValueRef?, _ member: String) throws -> CSSColor? {
        let text = try NativeCall.string(ctx, value)
        let parsed = g.realm?.colors.value(text, { CSSColor.parse(text) }) ?? CSSColor.parse(text)
        switch parsed {
        case .color(let color): return color
        case .invalid: return nil
        case .unsupported(let what):
            throw ScriptThrow.unsupported("CanvasRenderingContext2D.\(member) = '\(text)': \(what) is not supported yet")
        }
    }

    // MARK: - Methods

    static let functions: [NativeClass.Function] = GradientBinding.contextFunctions + [
        ("save", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in try g.save(); return nil } }),
        ("restore", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.restore(); return nil } }),
        ("reset", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in try g.reset(); return nil } }),
        ("scale", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(2, "scale")
            g.scale(try args.number(0), try args.number(1))
            return nil
        } }),
        ("rotate", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(1, "rotate")
            g.rotate(try args.number(0))
            return nil
        } }),
        ("translate", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(2, "translate")
            g.translate(try args.number(0), try args.number(1))
            return nil
        } }),
        ("transform", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(6, "transform")
            g.transform(try matrix(args))
            return nil
        } }),
        ("getTransform", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            let m = g.state.matrix
            return NativeCall.array(args.ctx, [m.a, m.b, m.c, m.d, m.tx, m.ty])
        } }),
        ("setTransform", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(6, "setTransform")
            g.setTransform(try matrix(args))
            return nil
        } }),
        ("resetTransform", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.resetTransform(); return nil } }),
        ("clearRect", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in try g.clearRect(try rect(args, "clearRect")); return nil } }),
        ("fillRect", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in try g.fillRect(try rect(args, "fillRect")); return nil } }),
        ("strokeRect", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in try g.strokeRect(try rect(args, "strokeRect")); return nil } }),
        ("beginPath", { c, _, t, n, a, e in method(c, t, n, a, e) { g, _ in g.beginPath(); return nil } }),
        ("fill", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            let (source, next) = pathSource(args)
            try g.fill(source, evenOdd: try NativeCall.fillRule(args, next))
            return nil
        } }),
        ("stroke", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            try g.stroke(pathSource(args).0)
            return nil
        } }),
        ("clip", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            let (source, next) = pathSource(args)
            try g.clip(source, evenOdd: try NativeCall.fillRule(args, next))
            return nil
        } }),
        ("isPointInPath", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            let (source, next) = pathSource(args)
            try args.require(next + 2, "isPointInPath")
            let point = CGPoint(x: try args.number(next), y: try args.number(next + 1))
            return NativeCall.boolean(g.isPointInPath(source, point, evenOdd: try NativeCall.fillRule(args, next + 2)))
        } }),
        ("isPointInStroke", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            let (source, next) = pathSource(args)
            try args.require(next + 2, "isPointInStroke")
            let point = CGPoint(x: try args.number(next), y: try args.number(next + 1))
            return NativeCall.boolean(g.isPointInStroke(source, point))
        } }),
        ("fillText", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(3, "fillText")
            let text = try args.string(0), x = try args.number(1), y = try args.number(2)
            try g.fillText(text, x, y, maxWidth: args.isMissing(3) ? nil : try args.number(3))
            return nil
        } }),
        ("strokeText", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(3, "strokeText")
            let text = try args.string(0), x = try args.number(1), y = try args.number(2)
            try g.strokeText(text, x, y, maxWidth: args.isMissing(3) ? nil : try args.number(3))
            return nil
        } }),
        ("measureText", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            try args.require(1, "measureText")
            guard let realm = g.realm else { return nil }
            return try realm.textMetrics(try g.measureText(try args.string(0)))
        } }),
        ("drawImage", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            let source = try imageSource(args)
            var numbers: [Double] = []
            for i in 1..<args.count { numbers.append(try args.number(i)) }
            guard [2, 4, 8].contains(numbers.count) else {
                throw ScriptThrow.typeError("Failed to execute 'drawImage': Valid arities are: [3, 5, 9], but \(args.count) arguments provided.")
            }
            try g.drawImage(source, numbers)
            return nil
        } }),
        ("getImageData", { c, _, t, n, a, e in method(c, t, n, a, e, packed: true) { g, args in
            try args.require(4, "getImageData")
            let numbers = try (0..<4).map { try args.number($0) }
            guard let realm = g.realm else { return nil }
            return try realm.imageData(try g.imageData(numbers))
        } }),
        // The prelude passes the ImageData's bytes, width and height, then dx, dy and the dirty
        // rectangle, converted to numbers.
        ("putImageData", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            let width = Int(try args.number(1)), height = Int(try args.number(2))
            guard let data = args[0], let bytes = jsc.JSValueToObject(args.ctx, data, nil),
                  let pointer = jsc.JSObjectGetTypedArrayBytesPtr(args.ctx, bytes, nil),
                  jsc.JSObjectGetTypedArrayLength(args.ctx, bytes, nil) == width * height * 4, width > 0, height > 0 else {
                throw ScriptThrow.typeError("Failed to execute 'putImageData': parameter 1 is not of type 'ImageData'.")
            }
            let rgba = [UInt8](UnsafeRawBufferPointer(start: pointer, count: width * height * 4))
            let numbers = try (3..<args.count).map { try args.number($0) }
            try g.putImageData(RasterImage(width: width, height: height, rgba: rgba), numbers)
            return nil
        } }),
        ("setLineDash", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in
            // The prelude passes the segments as numbers.
            var segments: [Double] = []
            for i in 0..<args.count { segments.append(try args.number(i)) }
            guard segments.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
            g.state.lineDash = segments.count % 2 == 1 ? segments + segments : segments
            return nil
        } }),
        ("getLineDash", { c, _, t, n, a, e in method(c, t, n, a, e) { g, args in NativeCall.array(args.ctx, g.state.lineDash) } }),
    ]

    private static func matrix(_ args: JSArguments) throws -> MotionTransform {
        MotionTransform(a: try args.number(0), b: try args.number(1), c: try args.number(2), d: try args.number(3),
                        tx: try args.number(4), ty: try args.number(5))
    }

    private static func rect(_ args: JSArguments, _ member: String) throws -> CGRect {
        try args.require(4, member)
        return CGRect(x: try args.number(0), y: try args.number(1), width: try args.number(2), height: try args.number(3))
    }

    /// `(path, …)` or `(…)`: the path to use and the index of the next argument.
    private static func pathSource(_ args: JSArguments) -> (PathSource, Int) {
        if let path = NativeObject.argument(args.ctx, args[0], as: Path2DObject.self) {
            return (.path2D(path.path), 1)
        }
        return (.current, 0)
    }

    /// The first argument of `drawImage` (the prelude turns an `Image` into its handle).
    static func imageSource(_ args: JSArguments) throws -> CanvasImageSource {
        if let image = NativeObject.argument(args.ctx, args[0], as: SceneImage.self) { return .image(image.asset) }
        if let canvas = NativeObject.argument(args.ctx, args[0], as: OffscreenCanvasObject.self) {
            return .canvas(canvas.surface)
        }
        throw ScriptThrow.typeError("Failed to execute 'drawImage': the image must be an Image or a canvas")
    }
}
